import { describe, expect, it } from 'vitest';
import { guardMessages } from '../shared/catalogue';
import { decideCaseAccess } from './case-access';

describe('decideCaseAccess', () => {
  it("SPEC §2, §6: a case among the user's cases opens", () => {
    expect(decideCaseAccess('10', [{ id: '9' }, { id: '10' }])).toEqual({ allow: true });
  });

  it("SPEC §2, §6: any other case redirects to /asuntos with 'No tiene autorización para ver este asunto'", () => {
    const refused = { allow: false, redirectTo: '/asuntos', message: guardMessages.caseNotAuthorized };
    expect(decideCaseAccess('11', [{ id: '9' }, { id: '10' }])).toEqual(refused);
    expect(decideCaseAccess('10', [])).toEqual(refused);
    expect(guardMessages.caseNotAuthorized).toBe('No tiene autorización para ver este asunto');
  });
});
