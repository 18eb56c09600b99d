import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SignedInClient } from '../identity/signed-in-client';
import { aCommunicationMedium, aLawyerService } from '../testing/directory-builders';
import { aDocumentType } from '../testing/document-builders';
import { consultationRequest, type ConsultationChoices } from './consultation-request';

const client: SignedInClient = {
  id: 'c-1',
  name: 'María Fernández',
  email: 'maria@example.com',
  phone: '+5493511234567',
};
/** 10:00 of Monday 10 March 2025 in Buenos Aires. */
const ASKED_AT = new Date('2025-03-10T13:00:00.000Z');

function choices(overrides: Partial<ConsultationChoices> = {}): ConsultationChoices {
  return {
    lawyerId: 'l-7',
    groupId: '31',
    service: aLawyerService({ id: '12', nombre: 'Consulta inicial', tipo_cobro: 'a_convenir', precio: 0 }),
    medium: aCommunicationMedium({ id: '2' }),
    title: 'Despido',
    description: 'Me despidieron sin causa.',
    ...overrides,
  };
}

describe('consultationRequest', () => {
  it("SPEC §7: builds nuevaConsulta's fields a client does not choose: the type, the charge, the payment's description and the answers", () => {
    const built = consultationRequest(client, choices(), ASKED_AT);
    expect(built).toEqual({
      ok: true,
      value: expect.objectContaining({
        typeId: 1,
        chargeType: 'a_convenir',
        mediaPrice: 0,
        paymentDescription: 'Pago de la consulta: Consulta inicial',
        consultationType: 'Consulta inicial',
        consultationDate: '2025-03-10T13:00:00.000Z',
        meetingLink: null,
        answers: { servicio: 'Consulta inicial', descripcion: 'Me despidieron sin causa.' },
      }),
    });
  });

  it('SPEC §5: sends a single amount as a whole amount', () => {
    const built = consultationRequest(
      client,
      choices({ service: aLawyerService({ tipo_cobro: 'monto_unico', precio: 18000.75 }) }),
      ASKED_AT,
    );
    expect(built.ok && [built.value.chargeType, built.value.mediaPrice]).toEqual(['monto_unico', 18000]);
  });

  it("names the document by its type when the client says it, and the link's group and studio", () => {
    const built = consultationRequest(
      client,
      choices({
        attachment: {
          name: 'telegrama.pdf',
          bytes: new Uint8Array(1),
          documentType: aDocumentType({ nombre: 'Telegrama' }),
        },
        viaLink: { studyId: '7' },
      }),
      ASKED_AT,
    );
    expect(built.ok && [built.value.attachment, built.value.documentName, built.value.viaLink]).toEqual([
      { fileName: 'telegrama.pdf' },
      'Telegrama',
      { groupId: '31', studyId: '7' },
    ]);
    const untyped = consultationRequest(
      client,
      choices({ attachment: { name: 'telegrama.pdf', bytes: new Uint8Array(1) } }),
      ASKED_AT,
    );
    expect(untyped.ok && untyped.value.documentName).toBeNull();
  });

  it('property: the texts travel trimmed, the description as the first movement and in the answers', () => {
    const text = fc.string({ maxLength: 40 });
    fc.assert(
      fc.property(text, text, fc.constantFrom('', ' ', '\n', '\t '), (title, description, pad) => {
        const built = consultationRequest(
          client,
          choices({ title: `${pad}${title}${pad}`, description: `${pad}${description}` }),
          ASKED_AT,
        );
        if (!built.ok) throw new Error('refused');
        expect(built.value.title).toBe(title.trim());
        expect(built.value.movementTitle).toBe(description.trim());
        expect(built.value.answers).toEqual({ servicio: 'Consulta inicial', descripcion: description.trim() });
      }),
    );
  });

  it('property: a slot is booked when it has not begun, and refused as past when it has', () => {
    const minutes = fc.integer({ min: 0, max: 1380 });
    const day = fc.constantFrom('2025-03-09', '2025-03-10', '2025-03-11');
    const hhmm = (total: number) =>
      `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(day, minutes, (date, start) => {
        const slot = { date, start: hhmm(start), end: hhmm(start + 30) };
        const built = consultationRequest(client, choices({ slot }), ASKED_AT);
        const begun = date < '2025-03-10' || (date === '2025-03-10' && start <= 600);
        if (begun)
          expect(built).toEqual({
            ok: false,
            error: { kind: 'invalid-input', field: 'slot', message: 'Ese horario ya pasó. Elija uno posterior.' },
          });
        else expect(built.ok && built.value.calendar).toEqual(slot);
      }),
    );
  });
});
