import { describe, expect, it } from 'vitest';
import { guardMessages } from '../shared/catalogue';
import {
  awaitsDate,
  decideCalendarRequest,
  decideFileRequest,
  decideLinkCaseAccess,
  isLinkRequest,
} from './movement-links';
import { aMovement } from '../testing/case-builders';
import type { Movement } from './movement';

// The builder's defaults leave every field the guards read (agenda date and time, file link) empty.
function movement(overrides: Partial<Movement>): Movement {
  return aMovement({ id_movimiento: '77', id_case: '10', ...overrides });
}

const linkNotLoaded = { allow: false, redirectTo: '/welcome', message: guardMessages.linkNotLoaded };
// Said as information: the request was answered, nobody did anything wrong.
const alreadyLoaded = { allow: false, redirectTo: '/welcome', message: guardMessages.fileAlreadyLoaded, tone: 'info' };

describe('isLinkRequest', () => {
  it('SPEC §2: the public links read file requests (type 2) and date requests (type 7), nothing else', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((id_tipo) => isLinkRequest(movement({ id_tipo })))).toEqual([2, 7]);
  });
});

describe('awaitsDate', () => {
  it('holds for a date request with no date yet, blank or missing', () => {
    expect(awaitsDate(aMovement({ id_tipo: 7, fecha_inicio_agenda: null }))).toBe(true);
    expect(awaitsDate(aMovement({ id_tipo: 7, fecha_inicio_agenda: ' ' }))).toBe(true);
  });

  it('does not hold once the date is set, nor for a dated or undated movement of another type', () => {
    expect(awaitsDate(aMovement({ id_tipo: 7, fecha_inicio_agenda: '2026-05-04', hora_inicio_agenda: '10:00' }))).toBe(
      false,
    );
    expect(awaitsDate(aMovement({ id_tipo: 8, fecha_inicio_agenda: null }))).toBe(false);
    expect(awaitsDate(aMovement({ id_tipo: 2, fecha_inicio_agenda: null }))).toBe(false);
  });
});

describe('decideCalendarRequest', () => {
  it('SPEC §2: a type 7 movement without a date proceeds', () => {
    expect(decideCalendarRequest(movement({ id_tipo: 7 }))).toEqual({ allow: true });
  });

  it("SPEC §2: a movement with a date and a time already goes to /welcome with 'El archivo ya fue cargado'", () => {
    expect(
      decideCalendarRequest(movement({ id_tipo: 7, fecha_inicio_agenda: '2026-03-10', hora_inicio_agenda: '10:00' })),
    ).toEqual(alreadyLoaded);
  });

  it('SPEC §2: a date without a time (or a time without a date) is not yet answered', () => {
    expect(
      decideCalendarRequest(movement({ id_tipo: 7, fecha_inicio_agenda: '2026-03-10', hora_inicio_agenda: '' })),
    ).toEqual({ allow: true });
    expect(
      decideCalendarRequest(movement({ id_tipo: 7, fecha_inicio_agenda: null, hora_inicio_agenda: '10:00' })),
    ).toEqual({ allow: true });
  });

  it("SPEC §2: a missing movement goes to /welcome with 'No se pudo cargar el link'", () => {
    expect(decideCalendarRequest(null)).toEqual(linkNotLoaded);
  });

  it("SPEC §2: a movement of another type goes to /welcome with 'No se pudo cargar el link'", () => {
    expect(decideCalendarRequest(movement({ id_tipo: 2 }))).toEqual(linkNotLoaded);
  });
});

describe('decideFileRequest', () => {
  it('SPEC §2: an existing file request without a file proceeds', () => {
    expect(decideFileRequest({ id_tipo: 2, hasFile: false })).toEqual({ allow: true });
    expect(decideFileRequest({ id_tipo: 7, hasFile: false })).toEqual({ allow: true });
  });

  it("SPEC §2: a type 2 movement with a file link goes to /welcome with 'El archivo ya fue cargado'", () => {
    expect(decideFileRequest({ id_tipo: 2, hasFile: true })).toEqual(alreadyLoaded);
  });

  it('SPEC §2: only type 2 is checked for a file; other existing movements proceed', () => {
    expect(decideFileRequest({ id_tipo: 5, hasFile: true })).toEqual({ allow: true });
  });

  it("SPEC §2: a missing movement goes to /welcome with 'No se pudo cargar el link'", () => {
    expect(decideFileRequest(null)).toEqual(linkNotLoaded);
  });
});

describe('decideLinkCaseAccess', () => {
  it('SPEC §2: a signed-in owner of the case goes to /asunto/{case}/{movement}/fileRequest', () => {
    expect(
      decideLinkCaseAccess({ caseId: '10', movementId: '77', signedInClientCases: [{ id: '9' }, { id: '10' }] }),
    ).toEqual({
      allow: false,
      redirectTo: '/asunto/10/77/fileRequest',
      message: null,
    });
  });

  it('SPEC §2: nobody signed in proceeds', () => {
    expect(decideLinkCaseAccess({ caseId: '10', movementId: '77', signedInClientCases: null })).toEqual({
      allow: true,
    });
  });

  it('SPEC §2: a signed-in client who does not own the case proceeds', () => {
    expect(decideLinkCaseAccess({ caseId: '10', movementId: '77', signedInClientCases: [{ id: '9' }] })).toEqual({
      allow: true,
    });
  });

  it('takes a signed-in owner of an answered request to the movement in the case, with the message as information', () => {
    expect(
      decideLinkCaseAccess({ caseId: '10', movementId: '77', signedInClientCases: [{ id: '10' }], answered: true }),
    ).toEqual({
      allow: false,
      redirectTo: '/asunto/10/77',
      message: guardMessages.fileAlreadyLoaded,
      tone: 'info',
    });
  });

  it("lets anyone else with an answered request proceed to the first guard's answer", () => {
    expect(
      decideLinkCaseAccess({ caseId: '10', movementId: '77', signedInClientCases: [{ id: '9' }], answered: true }),
    ).toEqual({ allow: true });
    expect(decideLinkCaseAccess({ caseId: '10', movementId: '77', signedInClientCases: null, answered: true })).toEqual(
      { allow: true },
    );
  });

  it('keeps the ids inside their path segments', () => {
    const decision = decideLinkCaseAccess({ caseId: 'a/b', movementId: '7 7', signedInClientCases: [{ id: 'a/b' }] });
    expect(decision).toMatchObject({ redirectTo: '/asunto/a%2Fb/7%207/fileRequest' });
  });
});
