import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { aCase } from '../testing/case-builders';
import { expectOk } from '../testing/contract-expectations';
import { caseListPage, makeOpenCaseList } from './case-list-page';

const cases = [
  aCase({ id: '1', estado: 'Pendiente', pago: 1, consulta_aceptada: true, abogadoEstudio: 'Estudio Paz' }),
  aCase({ id: '2', estado: 'Activo', pago: 0, abogadoEstudio: 'Dra. Álvarez' }),
  aCase({ id: '3', estado: 'Archivado', pago: 0, abogadoEstudio: 'Estudio Paz' }),
];

describe('caseListPage', () => {
  it('marks each case with what its state waits for, and the lawyers once each in display order', () => {
    const page = caseListPage(cases, null);
    expect(page.cases.map((kase) => kase.nextStep.label)).toEqual(['Pendiente de pago', 'Activo', 'Archivado']);
    expect(page.lawyers).toEqual(['Dra. Álvarez', 'Estudio Paz']);
  });

  it('marks the cases owing payments while what needs the client is not known, and the ones it names once known', () => {
    expect(caseListPage(cases, null).cases.map((kase) => kase.needsClient)).toEqual([true, false, false]);
    expect(caseListPage(cases, { caseIds: ['2'] }).cases.map((kase) => kase.needsClient)).toEqual([false, true, false]);
  });
});

describe('openCaseList (SPEC §2 asuntos)', () => {
  it("reads the client's cases when none are at hand, and takes those at hand otherwise", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const openCaseList = makeOpenCaseList(ports);
    const read = expectOk(await openCaseList({ client }));
    expect(read.cases.map((kase) => kase.id)).toContain(demo.caseId);
    expect(ports.cases.callsOf('listCases')).toBe(1);
    const known = expectOk(await openCaseList({ client, knownCases: cases, whatNeedsMe: { caseIds: ['3'] } }));
    expect(known.cases.map((kase) => [kase.id, kase.needsClient])).toEqual([
      ['1', false],
      ['2', false],
      ['3', true],
    ]);
    expect(ports.cases.callsOf('listCases')).toBe(1);
  });
});
