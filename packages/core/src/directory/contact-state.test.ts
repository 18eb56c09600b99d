import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactButton,
  contactStateFromLatestRequest,
  latestRequestFor,
  nextContactState,
  sortDirectory,
  visibleInDirectory,
  withContactStates,
  type ContactEvent,
} from './contact-state';
import { CONTACT_STATES, type ContactRequest, type ContactState } from './directory-entry';
import type { DirectoryListing } from './directory-ports';

const client = { id: '42' };

function request(overrides: Partial<ContactRequest>): ContactRequest {
  return {
    id: 'r1',
    id_abogado: '7',
    leido: false,
    estado: 'pendiente',
    id_contacto_justiciable: null,
    fecha_baja_contacto: null,
    fecha_alta: '2026-03-01 10:00:00',
    ...overrides,
  };
}

describe('contactStateFromLatestRequest', () => {
  it('SPEC §4: no request gives CONTACTAR', () => {
    expect(contactStateFromLatestRequest(null, client)).toBe('CONTACTAR');
  });

  it('SPEC §4: unread plus estado pendiente gives PENDIENTE', () => {
    expect(contactStateFromLatestRequest(request({ leido: false, estado: 'pendiente' }), client)).toBe('PENDIENTE');
  });

  it('SPEC §4: read plus aceptada, the contact matching the user and no end date, gives CONTACTADO', () => {
    expect(
      contactStateFromLatestRequest(
        request({ leido: true, estado: 'aceptada', id_contacto_justiciable: '42' }),
        client,
      ),
    ).toBe('CONTACTADO');
  });

  it('SPEC §4: read plus rechazada gives CONTACTAR', () => {
    expect(contactStateFromLatestRequest(request({ leido: true, estado: 'rechazada' }), client)).toBe('CONTACTAR');
  });

  it('SPEC §4: a contact end date gives CONTACTAR, even on an accepted request', () => {
    const unlinked = request({
      leido: true,
      estado: 'aceptada',
      id_contacto_justiciable: '42',
      fecha_baja_contacto: '2026-03-05',
    });
    expect(contactStateFromLatestRequest(unlinked, client)).toBe('CONTACTAR');
    expect(contactStateFromLatestRequest({ ...unlinked, estado: 'pendiente', leido: false }, client)).toBe('CONTACTAR');
  });

  it("SPEC §4: an accepted request whose contact is not this user's gives CONTACTAR", () => {
    expect(
      contactStateFromLatestRequest(
        request({ leido: true, estado: 'aceptada', id_contacto_justiciable: '99' }),
        client,
      ),
    ).toBe('CONTACTAR');
    expect(
      contactStateFromLatestRequest(
        request({ leido: true, estado: 'aceptada', id_contacto_justiciable: null }),
        client,
      ),
    ).toBe('CONTACTAR');
  });

  it('decides what the spec leaves open: read pendiente waits, unread aceptada counts as read, unread rechazada is CONTACTAR', () => {
    expect(contactStateFromLatestRequest(request({ leido: true, estado: 'pendiente' }), client)).toBe('PENDIENTE');
    expect(
      contactStateFromLatestRequest(
        request({ leido: false, estado: 'aceptada', id_contacto_justiciable: '42' }),
        client,
      ),
    ).toBe('CONTACTADO');
    expect(contactStateFromLatestRequest(request({ leido: false, estado: 'rechazada' }), client)).toBe('CONTACTAR');
    expect(
      contactStateFromLatestRequest(
        request({ leido: true, estado: 'aceptada', id_contacto_justiciable: '42', fecha_baja_contacto: '  ' }),
        client,
      ),
    ).toBe('CONTACTADO');
  });
});

describe('latestRequestFor', () => {
  it("SPEC §4: the latest of the lawyer's requests by fecha_alta", () => {
    const requests = [
      request({ id: 'old', fecha_alta: '2026-01-01 10:00:00' }),
      request({ id: 'new', fecha_alta: '2026-03-01T10:00:00Z' }),
      request({ id: 'other-lawyer', id_abogado: '8', fecha_alta: '2026-04-01' }),
      request({ id: 'middle', fecha_alta: '2026-02-01' }),
    ];
    expect(latestRequestFor(requests, '7')?.id).toBe('new');
  });

  it('null when the client never wrote to the lawyer', () => {
    expect(latestRequestFor([request({ id_abogado: '8' })], '7')).toBeNull();
  });

  it('of equal dates the one listed last wins; a dated request beats an undated one', () => {
    expect(latestRequestFor([request({ id: 'a' }), request({ id: 'b' })], '7')?.id).toBe('b');
    expect(latestRequestFor([request({ id: 'dated' }), request({ id: 'undated', fecha_alta: '' })], '7')?.id).toBe(
      'dated',
    );
  });
});

describe('contactButton', () => {
  it('SPEC §4: CONTACTAR can be pressed', () => {
    expect(contactButton('CONTACTAR')).toEqual({ 'msg-btn': 'CONTACTAR', disabled: false });
  });

  it('SPEC §4: PENDIENTE is disabled', () => {
    expect(contactButton('PENDIENTE')).toEqual({ 'msg-btn': 'PENDIENTE', disabled: true });
  });

  it('SPEC §4: CONTACTADO is disabled', () => {
    expect(contactButton('CONTACTADO')).toEqual({ 'msg-btn': 'CONTACTADO', disabled: true });
  });
});

describe('nextContactState', () => {
  it('SPEC §4: CONTACTAR → PENDIENTE after a request is sent', () => {
    expect(nextContactState('CONTACTAR', 'request-sent')).toBe('PENDIENTE');
  });

  it('SPEC §4: PENDIENTE → CONTACTADO after an accepted invitation', () => {
    expect(nextContactState('PENDIENTE', 'invitation-accepted')).toBe('CONTACTADO');
    expect(nextContactState('CONTACTAR', 'invitation-accepted')).toBe('CONTACTADO');
  });

  it('SPEC §4: declining an invitation or unlinking returns to CONTACTAR', () => {
    expect(nextContactState('PENDIENTE', 'invitation-declined')).toBe('CONTACTAR');
    expect(nextContactState('CONTACTADO', 'unlinked')).toBe('CONTACTAR');
  });

  it('a request cannot be sent from a disabled button: PENDIENTE and CONTACTADO stay', () => {
    expect(nextContactState('PENDIENTE', 'request-sent')).toBe('PENDIENTE');
    expect(nextContactState('CONTACTADO', 'request-sent')).toBe('CONTACTADO');
  });

  it('every state and event lands in a state', () => {
    const events: ContactEvent[] = ['request-sent', 'invitation-accepted', 'invitation-declined', 'unlinked'];
    for (const state of CONTACT_STATES)
      for (const event of events) expect(CONTACT_STATES).toContain(nextContactState(state, event));
  });
});

const listing = (id: string, visible: 't' | 'f' = 't'): DirectoryListing => ({
  id,
  id_grupo_justiciable: null,
  id_grupo: `g${id}`,
  id_abogado_grupo: `ag${id}`,
  descripcion: '',
  fecha_alta: '2025-01-01',
  fecha_baja: null,
  visible,
  abogadoEstudio: { title: `Abogado ${id}`, study: 'Estudio', description: '' },
  especialidades: [],
  usuarios: [],
  services: [],
  media: [],
  nombre_localidad_completo: 'CABA, Buenos Aires',
});

describe('sortDirectory', () => {
  const withState = (id: string, state: ContactState) => ({ id, button: contactButton(state) });

  it('SPEC §4, §9: CONTACTADO, then PENDIENTE, then CONTACTAR; stable; does not mutate', () => {
    const entries = [
      withState('1', 'CONTACTAR'),
      withState('2', 'PENDIENTE'),
      withState('3', 'CONTACTADO'),
      withState('4', 'CONTACTAR'),
      withState('5', 'CONTACTADO'),
    ];
    expect(sortDirectory(entries).map((entry) => entry.id)).toEqual(['3', '5', '2', '1', '4']);
    expect(entries.map((entry) => entry.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  const rank = { CONTACTADO: 0, PENDIENTE: 1, CONTACTAR: 2 } as const;
  const entries = fc
    .array(fc.constantFrom(...CONTACT_STATES), { maxLength: 40 })
    .map((states) => states.map((state, index) => withState(String(index), state)));

  it('property: a permutation of the input', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const sorted = sortDirectory(list);
        expect([...sorted].sort((a, b) => Number(a.id) - Number(b.id))).toEqual(list);
      }),
    );
  });

  it('property: ordered CONTACTADO ≤ PENDIENTE ≤ CONTACTAR, and stable within a state', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const sorted = sortDirectory(list);
        for (let i = 1; i < sorted.length; i++) {
          const [before, after] = [sorted[i - 1]!, sorted[i]!];
          const order = rank[before.button['msg-btn']] - rank[after.button['msg-btn']];
          expect(order < 0 || (order === 0 && Number(before.id) < Number(after.id))).toBe(true);
        }
      }),
    );
  });
});

describe('visibleInDirectory', () => {
  it("SPEC §4: shown when visible is 't'", () => {
    expect(visibleInDirectory({ visible: 't', button: contactButton('CONTACTAR') })).toBe(true);
  });

  it('SPEC §4: shown when already CONTACTADO, even if not visible', () => {
    expect(visibleInDirectory({ visible: 'f', button: contactButton('CONTACTADO') })).toBe(true);
  });

  it('SPEC §4: hidden when not visible and not contacted', () => {
    expect(visibleInDirectory({ visible: 'f', button: contactButton('PENDIENTE') })).toBe(false);
    expect(visibleInDirectory({ visible: 'f', button: contactButton('CONTACTAR') })).toBe(false);
  });
});

describe('withContactStates', () => {
  it("SPEC §4: each lawyer's button comes from the latest request for that lawyer", () => {
    const requests = [
      request({ id_abogado: '1', estado: 'pendiente', fecha_alta: '2026-01-01' }),
      request({
        id_abogado: '1',
        leido: true,
        estado: 'aceptada',
        id_contacto_justiciable: '42',
        fecha_alta: '2026-02-01',
      }),
      request({ id_abogado: '2', estado: 'pendiente' }),
    ];
    const entries = withContactStates([listing('1'), listing('2'), listing('3', 'f')], requests, client);
    expect(entries.map((entry) => [entry.id, entry.button['msg-btn'], entry.button.disabled])).toEqual([
      ['1', 'CONTACTADO', true],
      ['2', 'PENDIENTE', true],
      ['3', 'CONTACTAR', false],
    ]);
    expect(entries[2]).toMatchObject({ visible: 'f', abogadoEstudio: { title: 'Abogado 3' } });
  });
});
