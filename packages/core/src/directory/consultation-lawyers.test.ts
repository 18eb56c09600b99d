import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectOk } from '../testing/contract-expectations';
import { aDirectoryEntry, aDirectoryListing, aMyLawyer, aStudyInfo } from '../testing/directory-builders';
import { CONTACT_STATES, type DirectoryEntry } from './directory-entry';
import { consultableLawyers, makeListConsultationLawyers } from './consultation-lawyers';
import { contactButton } from './contact-state';

const hidden = (id: string, groupId = '50') => aDirectoryEntry({ id, id_grupo: groupId, visible: 'f' });
const shown = (id: string, groupId = '50') => aDirectoryEntry({ id, id_grupo: groupId, visible: 't' });
const mineOf = (entry: DirectoryEntry) => aMyLawyer({ id_abogado: entry.id, id_grupo: entry.id_grupo });
const keys = (entries: readonly DirectoryEntry[] | null) =>
  entries?.map((entry) => `${entry.id}:${entry.id_grupo}`) ?? null;

describe('consultableLawyers (who Nueva consulta can start a consultation with)', () => {
  it("keeps the client's own lawyers the directory hides ('f'), as their lawyers and among the searchable ones", () => {
    const ownHidden = hidden('ledesma', '101');
    const stranger = hidden('oculto', '102');
    const visible = shown('visible', '103');
    const answer = consultableLawyers([ownHidden, stranger, visible], [mineOf(ownHidden)], null);
    expect(keys(answer.mine)).toEqual(['ledesma:101']);
    expect(keys(answer.directory)).toEqual(['ledesma:101', 'visible:103']);
    expect(answer.namedListed).toBe(false);
    expect(answer.mineUnlisted).toEqual([]);
  });

  it("names the client's lawyers the directory does not list at all (a closed studio's), which no list can offer", () => {
    const closed = aMyLawyer({ id_abogado: 'rojas', id_grupo: '112' });
    expect(consultableLawyers([shown('x')], [closed], null).mineUnlisted).toEqual([closed]);
  });

  it('lists the named lawyer when the directory lists them at all, and says whether it does', () => {
    const linked = hidden('del-link', '104');
    expect(consultableLawyers([linked], [], { lawyerId: 'del-link', groupId: '104' })).toMatchObject({
      namedListed: true,
      directory: [linked],
    });
    expect(consultableLawyers([linked], [], { lawyerId: 'del-link', groupId: '999' })).toMatchObject({
      namedListed: false,
      directory: [],
    });
  });

  it("matches a lawyer of two studios by the studio too, and answers null for the client's lawyers when they could not be read", () => {
    const inA = hidden('doble', 'A');
    const inB = hidden('doble', 'B');
    expect(keys(consultableLawyers([inA, inB], [mineOf(inB)], null).mine)).toEqual(['doble:B']);
    expect(consultableLawyers([inA, shown('x')], null, null)).toMatchObject({ mine: null, directory: [shown('x')] });
  });

  const anEntry = fc
    .record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      group: fc.constantFrom('1', '2'),
      visible: fc.constantFrom('t', 'f') as fc.Arbitrary<'t' | 'f'>,
      state: fc.constantFrom(...CONTACT_STATES),
    })
    .map(({ id, group, visible, state }) =>
      aDirectoryEntry({ id, id_grupo: group, visible, button: contactButton(state) }),
    );
  const world = fc.record({
    entries: fc.uniqueArray(anEntry, { selector: (entry) => `${entry.id}:${entry.id_grupo}`, maxLength: 10 }),
    mine: fc.array(
      fc.record({ id_abogado: fc.constantFrom('a', 'b', 'c', 'x'), id_grupo: fc.constantFrom('1', '2') }),
      { maxLength: 4 },
    ),
  });

  it('property: every listed lawyer of the client is consultable; the directory SPEC §4 shows stays whole; nothing unlisted appears', () => {
    fc.assert(
      fc.property(world, ({ entries, mine }) => {
        const answer = consultableLawyers(entries, mine, null);
        for (const lawyer of mine) {
          for (const entry of entries.filter(
            (each) => each.id === lawyer.id_abogado && each.id_grupo === lawyer.id_grupo,
          )) {
            expect(answer.directory).toContain(entry);
            expect(answer.mine).toContain(entry);
          }
        }
        for (const entry of entries)
          if (entry.visible === 't' || entry.button['msg-btn'] === 'CONTACTADO')
            expect(answer.directory).toContain(entry);
        for (const entry of answer.directory) expect(entries).toContain(entry);
        expect(new Set(answer.directory).size).toBe(answer.directory.length);
      }),
    );
  });

  it('property: ordered CONTACTADO, PENDIENTE, CONTACTAR (SPEC §4)', () => {
    const rank = { CONTACTADO: 0, PENDIENTE: 1, CONTACTAR: 2 } as const;
    fc.assert(
      fc.property(world, ({ entries, mine }) => {
        const ranks = consultableLawyers(entries, mine, null).directory.map((entry) => rank[entry.button['msg-btn']]);
        expect(ranks).toEqual([...ranks].sort());
      }),
    );
  });
});

function setUp() {
  const fixture = aSignedInPortal();
  const { ports, client } = fixture;
  // The lawyer of one of the client's cases, whom the directory hides: no request links them.
  ports.world.addLawyer(aDirectoryListing({ id: 'abogado-del-caso', id_grupo: '60', visible: 'f' }));
  ports.world.myLawyers.push({
    clientId: client.id,
    lawyer: aMyLawyer({ id_abogado: 'abogado-del-caso', id_grupo: '60' }),
  });
  ports.world.addStudy(aStudyInfo({ id_grupo: '61', habilitado: false }));
  ports.world.addStudy(aStudyInfo({ id_grupo: '62' }));
  return { ...fixture, listConsultationLawyers: makeListConsultationLawyers(fixture.ports) };
}

describe('listConsultationLawyers', () => {
  it("offers the lawyer of the client's case whom the directory hides, named or not", async () => {
    const { client, listConsultationLawyers } = setUp();
    const answer = expectOk(
      await listConsultationLawyers({ client, named: { lawyerId: 'abogado-del-caso', groupId: '60' } }),
    );
    expect(answer.unavailable).toBeNull();
    expect(expectOk(answer.mine).map((entry) => entry.id)).toContain('abogado-del-caso');
    expect(answer.directory.map((entry) => entry.id)).toContain('abogado-del-caso');
    expect(answer.mineUnavailable).toEqual([]);
  });

  it("names the client's lawyers whose studio the directory no longer lists", async () => {
    const { ports, client, listConsultationLawyers } = setUp();
    ports.world.myLawyers.push({
      clientId: client.id,
      lawyer: aMyLawyer({
        id_abogado: 'de-un-estudio-cerrado',
        id_grupo: '61',
        abogadoEstudio: { title: 'Gonzalo Rojas' },
      }),
    });
    expect(expectOk(await listConsultationLawyers({ client })).mineUnavailable).toEqual(['Gonzalo Rojas']);
  });

  it('says why a named lawyer the directory does not list cannot be consulted: a closed studio, or no such lawyer in an open one', async () => {
    const { client, listConsultationLawyers } = setUp();
    expect(
      expectOk(await listConsultationLawyers({ client, named: { lawyerId: 'nadie', groupId: '61' } })).unavailable,
    ).toBe('El Estudio no está disponible');
    expect(
      expectOk(await listConsultationLawyers({ client, named: { lawyerId: 'nadie', groupId: '62' } })).unavailable,
    ).toBe('No se encontró el abogado');
  });

  it("still answers the directory when the client's lawyers cannot be read, with that failure in mine", async () => {
    const { ports, client, listConsultationLawyers } = setUp();
    ports.myLawyers.failNext('list', portalError.unavailable('network'));
    const answer = expectOk(await listConsultationLawyers({ client }));
    expect(answer.mine).toMatchObject({ ok: false, error: { message: 'Error al intentar obtener sus abogados' } });
    expect(answer.directory.length).toBeGreaterThan(0);
  });
});
