import { describe, expect, it } from 'vitest';
import type { AttentionItem } from '../attention/attention-item';
import { sentPaymentState } from './sent-payment';

const aPayment = (caseId: string, movementId: string | null): AttentionItem => ({
  kind: 'payment',
  key: `payment:${movementId ?? caseId}`,
  label: 'Pagar',
  description: 'Honorarios de la consulta',
  caseId,
  caseName: 'Consulta laboral',
  movementId,
  calendarId: null,
  invitationId: null,
  amount: movementId === null ? null : 21500,
  count: 1,
  due: null,
  since: null,
});

describe('sentPaymentState', () => {
  it('is owed while a payment of the consultation’s case needs the client, by its movement or by the case’s count', () => {
    expect(sentPaymentState({ items: [aPayment('7', '70')], casesRead: ['7'] }, '7')).toBe('owed');
    expect(sentPaymentState({ items: [aPayment('7', null)], casesRead: [] }, '7')).toBe('owed');
  });

  it('is settled once its case was read and no payment of it waits (paid or in process), whatever other cases owe', () => {
    expect(sentPaymentState({ items: [aPayment('8', '80')], casesRead: ['8', '7'] }, '7')).toBe('settled');
  });

  it('is unknown while its case was not read', () => {
    expect(sentPaymentState({ items: [aPayment('8', '80')], casesRead: ['8'] }, '7')).toBe('unknown');
  });
});
