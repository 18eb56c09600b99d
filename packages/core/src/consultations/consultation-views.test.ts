import { describe, expect, it } from 'vitest';
import type { AttentionItem } from '../attention/attention-item';
import { consultationViews } from './consultation-views';

const { viewConsultationCharge, viewSentPayment } = consultationViews;

const aPayment = (caseId: string): AttentionItem => ({
  kind: 'payment',
  key: `payment:${caseId}`,
  label: 'Pagar',
  description: 'Honorarios de la consulta',
  caseId,
  caseName: 'Consulta laboral',
  movementId: `${caseId}0`,
  calendarId: null,
  invitationId: null,
  amount: 21500,
  count: 1,
  due: null,
  since: null,
});

describe('viewConsultationCharge', () => {
  it('charges a single amount now, nothing for fees to agree, and nothing for a free service', () => {
    expect(viewConsultationCharge({ service: { tipo_cobro: 'monto_unico', precio: 21500 } })).toEqual({
      type: 'monto_unico',
      now: 21500,
    });
    expect(viewConsultationCharge({ service: { tipo_cobro: 'a_convenir', precio: 9000 } })).toEqual({
      type: 'a_convenir',
      now: 0,
    });
    expect(viewConsultationCharge({ service: { tipo_cobro: 'monto_unico', precio: 0 } })).toEqual({
      type: 'sin_cargo',
      now: 0,
    });
  });
});

describe('viewSentPayment', () => {
  it('is owed while the case owes, settled once read owing nothing, unknown while not read', () => {
    expect(viewSentPayment({ attention: { items: [aPayment('7')], casesRead: ['7'] }, caseId: '7' })).toBe('owed');
    expect(viewSentPayment({ attention: { items: [aPayment('8')], casesRead: ['7', '8'] }, caseId: '7' })).toBe(
      'settled',
    );
    expect(viewSentPayment({ attention: { items: [], casesRead: [] }, caseId: '7' })).toBe('unknown');
  });
});
