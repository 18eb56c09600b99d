import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCase } from '../testing/case-builders';
import { CASE_ESTADOS, type Case } from './case';
import { deriveCaseEstado } from './case-estado';
import { caseNextStep } from './case-next-step';

const next = (fields: Partial<Case>) => caseNextStep(aCase(fields));

describe('caseNextStep: what a case’s state means, what happens next and who acts', () => {
  it('a consultation not yet accepted: the lawyer acts, and the client is told they will hear of it', () => {
    expect(next({ estado: 'Pendiente', pago: 0, consulta_aceptada: false })).toEqual({
      label: 'Pendiente de aceptación',
      text: 'El abogado todavía no aceptó su consulta. Le avisaremos cuando lo haga.',
      actor: 'lawyer',
    });
  });

  it('an accepted consultation with a payment owed reads «Pendiente de pago», not «Pendiente» beside «Consulta aceptada»', () => {
    expect(next({ estado: 'Pendiente', pago: 1, consulta_aceptada: true })).toEqual({
      label: 'Pendiente de pago',
      text: 'Tiene un pago pendiente: puede pagarlo desde los movimientos del asunto. Cuando se acredite, el asunto deja de figurar como pendiente.',
      actor: 'client',
    });
    expect(next({ estado: 'Pendiente', pago: 3, consulta_aceptada: true }).text).toBe(
      'Tiene 3 pagos pendientes: puede pagarlos desde los movimientos del asunto. Cuando se acrediten, el asunto deja de figurar como pendiente.',
    );
  });

  it('a payment owed before the lawyer accepted: the client pays, then waits for the lawyer', () => {
    expect(next({ estado: 'Pendiente', pago: 1, consulta_aceptada: false })).toEqual({
      label: 'Pendiente de pago y de aceptación',
      text: 'Tiene un pago pendiente: puede pagarlo desde los movimientos del asunto. El abogado todavía no aceptó su consulta; le avisaremos cuando lo haga.',
      actor: 'client',
    });
  });

  it('accepted, nothing owed, and still pending at the studio: the lawyer acts', () => {
    expect(next({ estado: 'Pendiente', pago: 0, consulta_aceptada: true })).toMatchObject({
      label: 'Pendiente en el estudio',
      actor: 'lawyer',
    });
  });

  it('an active case: the lawyer works; an archived one: nothing left to do', () => {
    expect(next({ estado: 'Activo', pago: 0 })).toEqual({
      label: 'Activo',
      text: 'Su abogado está trabajando en el asunto. Le avisaremos cada novedad; si necesita algo de usted, se lo pedirá aquí.',
      actor: 'lawyer',
    });
    expect(next({ estado: 'Archivado', pago: 0 })).toEqual({
      label: 'Archivado',
      text: 'El asunto está cerrado: no queda nada por hacer de su parte. Puede seguir leyendo sus movimientos y documentos.',
      actor: 'nobody',
    });
  });

  const anyCase = fc
    .record({ estado: fc.constantFrom(...CASE_ESTADOS), pago: fc.nat({ max: 12 }), consulta_aceptada: fc.boolean() })
    .map((fields) => aCase(fields));

  it('over every case: the label starts with its estado, and the line names a payment exactly when one makes it pending (property)', () => {
    fc.assert(
      fc.property(anyCase, (kase) => {
        const step = caseNextStep(kase);
        expect(step.label.startsWith(kase.estado)).toBe(true);
        expect(step.text).toMatch(/^\S.*[.]$/);
        const owes = kase.estado === 'Pendiente' && kase.pago > 0;
        expect(/pagos? pendientes?/.test(step.text)).toBe(owes);
        expect(step.actor === 'client').toBe(owes);
        expect(step.text.includes('todavía no aceptó')).toBe(kase.estado === 'Pendiente' && !kase.consulta_aceptada);
        expect(step.actor === 'nobody').toBe(kase.estado === 'Archivado');
      }),
    );
  });

  it('over every server state and payment count SPEC §4 derives from: a pending payment always reads as one to pay (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Pendiente', 'Activo', 'Archivado', 'otro'),
        fc.nat({ max: 5 }),
        fc.boolean(),
        (server, pago, consulta_aceptada) => {
          const step = caseNextStep(aCase({ estado: deriveCaseEstado(server, pago), pago, consulta_aceptada }));
          expect(step.label.startsWith('Pendiente de pago')).toBe(pago > 0);
          expect(step.actor).toBe(pago > 0 ? 'client' : server === 'Archivado' ? 'nobody' : 'lawyer');
        },
      ),
    );
  });
});
