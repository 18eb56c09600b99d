import { describe, expect, it } from 'vitest';
import { guardMessages } from '../shared/catalogue';
import { decideStudyAccess } from './study-access';

describe('decideStudyAccess', () => {
  it('SPEC §2: an enabled study proceeds', () => {
    expect(decideStudyAccess({ habilitado: true })).toEqual({ allow: true });
  });

  it("SPEC §2: a disabled or missing study goes to /welcome with 'El Estudio no está disponible'", () => {
    const refused = { allow: false, redirectTo: '/welcome', message: guardMessages.studyUnavailable };
    expect(decideStudyAccess({ habilitado: false })).toEqual(refused);
    expect(decideStudyAccess(null)).toEqual(refused);
    expect(guardMessages.studyUnavailable).toBe('El Estudio no está disponible');
  });
});
