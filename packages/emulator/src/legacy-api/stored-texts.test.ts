import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, startLegacyKit } from './test-kit';

/*
 * Stored texts, as a security probe sent them: a line break in a one-line text (the .ics
 * injection through direccion_link) and a javascript: link, each refused with nothing stored.
 */

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

function newMovement(extra: Record<string, string>) {
  return kit.call(
    'addNewMovent',
    {
      id_case: kit.fx.demoCase.id,
      id_justiciable: kit.demo.sub,
      id_tipo: 7,
      descripcion_movimiento: 'Reunión',
      ...extra,
    },
    kit.demo.token,
  );
}

describe('addNewMovent', () => {
  it('refuses a type-7 direccion_link carrying CR/LF and iCalendar lines, and stores nothing', async () => {
    const before = kit.snapshot();
    const reply = await newMovement({
      direccion_link:
        'https://meet.example/x\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M\r\nATTENDEE:mailto:a@evil.example\r\nEND:VALARM',
    });
    expect(reply.body).toEqual({
      status: 400,
      message: 'El campo direccion_link debe ser una sola línea, sin caracteres de control',
    });
    expect(kit.snapshot()).toBe(before);
  });

  it.each([
    ['descripcion_movimiento', 'Reunión\nDTSTART:19700101T000000Z'],
    ['tipo_reunion', 'Videollamada\r\nURL:javascript:alert(1)'],
    ['nombres', 'Lucía\u0000'],
  ])('refuses a line break or a control character in %s', async (field, value) => {
    const before = kit.snapshot();
    expect((await newMovement({ [field]: value })).body).toEqual({
      status: 400,
      message: `El campo ${field} debe ser una sola línea, sin caracteres de control`,
    });
    expect(kit.snapshot()).toBe(before);
  });

  it('refuses a javascript: link_url or direccion_link', async () => {
    const before = kit.snapshot();
    expect((await newMovement({ link_url: 'javascript:alert(document.cookie)' })).body).toEqual({
      status: 400,
      message: 'El campo link_url debe ser un enlace http o https',
    });
    expect((await newMovement({ direccion_link: 'javascript:alert(document.cookie)' })).body).toEqual({
      status: 400,
      message: 'El campo direccion_link debe ser una dirección o un enlace http o https',
    });
    expect(kit.snapshot()).toBe(before);
  });

  it('stores a place, an https link and a comment of several lines', async () => {
    for (const [place, link] of [
      ['Av. Colón 123, Córdoba', 'https://www.example.com/recibo'],
      ['https://meet.jit.si/consulta', null],
    ] as const) {
      const reply = await newMovement({
        direccion_link: place,
        comentarios: 'Llevar:\r\n- DNI\n- recibos',
        ...(link ? { link_url: link } : {}),
      });
      expect(reply.body.status).toBe(200);
      const id = (JSON.parse(String(reply.body['datos'])) as { res: { id_movimiento: number } }).res.id_movimiento;
      expect(
        kit.db.prepare('SELECT direccion_link, link_url, comentarios FROM movimientos WHERE id_movimiento = ?').get(id),
      ).toEqual({
        direccion_link: place,
        link_url: link,
        comentarios: 'Llevar:\n- DNI\n- recibos',
      });
      expect(kit.db.prepare('SELECT direccion_link FROM agendas WHERE id_movimiento = ?').pluck().get(id)).toBe(place);
    }
  });
});

describe('changePaymentMovement', () => {
  it('stores no link_url it is given, javascript:alert(document.cookie) among them: it refuses a payment no checkout approved, and leaves it unpaid', async () => {
    const { demoPayment } = kit.fx;
    const before = kit.snapshot();
    const reply = await kit.call(
      'changePaymentMovement',
      { id_movement: demoPayment.movement, link_url: 'javascript:alert(document.cookie)', price: demoPayment.monto },
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 400, message: 'Falta el campo obligatorio payment_id' });
    expect(kit.snapshot()).toBe(before);
  });
});

describe('nuevaConsulta', () => {
  const consultation = (extra: Record<string, string>) => ({
    id_lawyer: kit.fx.freeLawyer.id,
    id_justiciable: kit.demo.sub,
    title_consulta: 'Consulta laboral',
    ...extra,
  });

  it('refuses a title with a line break, a javascript: meeting link and a control character in the description', async () => {
    const before = kit.snapshot();
    expect(
      (
        await kit.call(
          'nuevaConsulta',
          consultation({ title_consulta: 'Consulta\r\nBcc: todos@example.com' }),
          kit.demo.token,
        )
      ).body,
    ).toEqual({
      status: 400,
      message: 'El campo title_consulta debe ser una sola línea, sin caracteres de control',
    });
    expect(
      (await kit.call('nuevaConsulta', consultation({ direction_link: 'javascript:alert(1)' }), kit.demo.token)).body,
    ).toEqual({
      status: 400,
      message: 'El campo direction_link debe ser una dirección o un enlace http o https',
    });
    expect(
      (await kit.call('nuevaConsulta', consultation({ title_movent_consulta: 'Hola\u001b[31m' }), kit.demo.token)).body,
    ).toEqual({
      status: 400,
      message: 'El campo title_movent_consulta no puede contener caracteres de control',
    });
    expect(kit.snapshot()).toBe(before);
  });
});
