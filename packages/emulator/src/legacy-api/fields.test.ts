import { describe, expect, it } from 'vitest';
import { LegacyFailure } from './failure';
import { QueryFields, TEXT_LIMITS } from './fields';

function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof LegacyFailure) return `${error.answer.status} ${error.answer.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('QueryFields', () => {
  it('treats empty, "undefined" and "null" as absent', () => {
    const fields = new QueryFields({ nombres: '', comentarios: 'undefined', cuenta: 'null', concepto: '  x  ' });
    expect(
      (['nombres', 'comentarios', 'cuenta', 'concepto', 'prueba'] as const).map((name) => fields.optionalText(name)),
    ).toEqual([null, null, null, 'x', null]);
    expect(refusal(() => fields.text('comentarios'))).toBe('400 Falta el campo obligatorio comentarios');
  });

  it('reads ids as positive integers only', () => {
    const fields = new QueryFields({
      ok: '42',
      zero: '0',
      negative: '-1',
      decimal: '1.5',
      text: 'abc',
      huge: '99999999999999999',
    });
    expect(fields.id('ok')).toBe(42);
    for (const name of ['zero', 'negative', 'decimal', 'text', 'huge']) {
      expect(refusal(() => fields.id(name))).toBe(`400 El campo ${name} debe ser un número entero positivo`);
    }
    expect(fields.optionalId('missing')).toBeNull();
  });

  it('reads prices with thousands dots', () => {
    const fields = new QueryFields({ a: '15.000', b: '15000', c: '$ 1.250.000', d: '12,50', e: 'mil' });
    expect([fields.amount('a'), fields.amount('b'), fields.amount('c')]).toEqual([15000, 15000, 1250000]);
    expect(refusal(() => fields.amount('d'))).toBe('400 El campo d debe ser un importe en pesos');
    expect(refusal(() => fields.amount('e'))).toBe('400 El campo e debe ser un importe en pesos');
  });

  it('reads real dates and times only', () => {
    const fields = new QueryFields({
      date: '2024-02-29',
      bad: '2023-02-29',
      time: '9:05',
      hhmm: '09:05',
      iso: '2030-06-03T15:00:00.000Z',
      plain: '2030-06-03 08:30',
    });
    expect(fields.date('date')).toBe('2024-02-29');
    expect(refusal(() => fields.date('bad'))).toBe('400 El campo bad debe ser una fecha AAAA-MM-DD');
    expect(refusal(() => fields.time('time'))).toBe('400 El campo time debe ser una hora HH:MM');
    expect(fields.time('hhmm')).toBe('09:05:00');
    expect(fields.optionalDateTime('iso')).toEqual({ fecha: '2030-06-03', hora: '15:00:00' });
    expect(fields.optionalDateTime('plain')).toEqual({ fecha: '2030-06-03', hora: '08:30:00' });
    expect(fields.optionalDateTime('missing')).toBeNull();
  });

  it('reads flags, choices, e-mails and JSON', () => {
    const fields = new QueryFields({
      yes: 'true',
      no: '0',
      maybe: 'quizás',
      type: 'b',
      mail: 'a@b.ar',
      notMail: 'a@b',
      formattedValuesParts: '{"a":1}',
    });
    expect([fields.flag('yes'), fields.flag('no'), fields.flag('missing')]).toEqual([true, false, false]);
    expect(refusal(() => fields.flag('maybe'))).toBe('400 El campo maybe debe ser verdadero o falso (1 o 0)');
    expect(fields.oneOf('type', ['a', 'b'])).toBe('b');
    expect(refusal(() => fields.oneOf('mail', ['a', 'b']))).toBe('400 El campo mail debe ser uno de: a, b');
    expect(fields.email('mail')).toBe('a@b.ar');
    expect(refusal(() => fields.email('notMail'))).toBe('400 El campo notMail no es un correo electrónico válido');
    expect(fields.optionalJson('formattedValuesParts')).toEqual({ a: 1 });
    expect(refusal(() => new QueryFields({ formattedValuesParts: '{' }).optionalJson('formattedValuesParts'))).toBe(
      '400 El campo formattedValuesParts no contiene un JSON válido',
    );
  });

  it('never reads inherited object keys as fields', () => {
    const fields = new QueryFields({});
    expect(fields.has('constructor')).toBe(false);
    expect(fields.has('__proto__')).toBe(false);
  });

  it('refuses a text longer than its field takes, naming the field and the limit, and takes one at the limit', () => {
    const at = (limit: number) => 'x'.repeat(limit);
    const fields = new QueryFields({
      new_comment: at(TEXT_LIMITS.text),
      nombre_usuario: at(TEXT_LIMITS.name + 1),
      title_consulta: ` ${at(TEXT_LIMITS.title)} `,
      descripcion_movimiento: at(TEXT_LIMITS.title + 1),
      comentarios: at(TEXT_LIMITS.text + 1),
      email_justiciable: `${at(TEXT_LIMITS.email - 11)}@example.com`,
      formattedValuesParts: JSON.stringify({ descripcion: at(TEXT_LIMITS.form) }),
    });
    expect(fields.text('new_comment')).toHaveLength(2000);
    // Measured as it is kept: trimmed.
    expect(fields.text('title_consulta')).toHaveLength(200);
    expect(refusal(() => fields.text('nombre_usuario'))).toBe(
      '400 El campo nombre_usuario debe tener como máximo 100 caracteres',
    );
    expect(refusal(() => fields.text('descripcion_movimiento'))).toBe(
      '400 El campo descripcion_movimiento debe tener como máximo 200 caracteres',
    );
    expect(refusal(() => fields.optionalText('comentarios'))).toBe(
      '400 El campo comentarios debe tener como máximo 2000 caracteres',
    );
    expect(refusal(() => fields.email('email_justiciable'))).toBe(
      '400 El campo email_justiciable debe tener como máximo 254 caracteres',
    );
    expect(refusal(() => fields.optionalJson('formattedValuesParts'))).toBe(
      '400 El campo formattedValuesParts debe tener como máximo 8000 caracteres',
    );
  });

  it('reads a link token of any length as a token, to compare: a long one is wrong, never refused', () => {
    expect(new QueryFields({ token: 'a'.repeat(10_000) }).linkToken()).toHaveLength(10_000);
    expect(new QueryFields({ token: 'null' }).linkToken()).toBeNull();
  });

  describe('control characters and links: one-line texts, http(s) links only', () => {
    it('refuses a line break or any control character in a one-line field, naming it', () => {
      for (const value of [
        'Av. Colón 123\r\nBEGIN:VALARM',
        'a\nb',
        'a\rb',
        'a\tb',
        'a\u0000b',
        'a\u001bb',
        'a\u007fb',
        'a\u0085b',
        'a\u2028b',
        'a\u2029b',
      ]) {
        for (const name of [
          'direccion_link',
          'nombres',
          'descripcion_movimiento',
          'tipo_reunion',
          'file_name',
        ] as const) {
          expect(refusal(() => new QueryFields({ [name]: value }).text(name))).toBe(
            `400 El campo ${name} debe ser una sola línea, sin caracteres de control`,
          );
        }
      }
    });

    it('keeps line breaks and tabs in what a person writes, a CRLF as LF, and refuses the other controls', () => {
      const fields = new QueryFields({
        new_comment: 'Hola,\r\nadjunto:\n\t- el DNI',
        comentarios: 'a\rb',
        acto_procesal: 'a\u0007b',
        conexidad: 'a\u009bb',
      });
      expect(fields.text('new_comment')).toBe('Hola,\nadjunto:\n\t- el DNI');
      for (const name of ['comentarios', 'acto_procesal', 'conexidad'] as const) {
        expect(refusal(() => fields.text(name))).toBe(`400 El campo ${name} no puede contener caracteres de control`);
      }
    });

    it('takes an e-mail without controls only', () => {
      expect(refusal(() => new QueryFields({ email: 'a\u0001@b.ar' }).email('email'))).toBe(
        '400 El campo email no es un correo electrónico válido',
      );
    });

    it('takes only absolute http(s) links as link_url', () => {
      for (const link of [
        'https://www.mercadopago.com.ar/activities/1',
        'http://127.0.0.1:4010/__emulator/checkout/x',
      ]) {
        expect(new QueryFields({ link_url: link }).text('link_url')).toBe(link);
      }
      for (const link of [
        'javascript:alert(document.cookie)',
        'JavaScript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:x',
        'file:///etc/passwd',
        'mailto:a@b.ar',
        'ftp://x.test/a',
        '//evil.example/a',
        '/relativo',
        'pagado',
        'https://',
      ]) {
        expect(refusal(() => new QueryFields({ link_url: link }).text('link_url'))).toBe(
          '400 El campo link_url debe ser un enlace http o https',
        );
      }
    });

    it('takes a place or an http(s) link as direccion_link and direction_link, nothing a browser would run', () => {
      for (const place of [
        'Av. Colón 123, Córdoba',
        'Sede: Av. Colón 123',
        'Oficina 4 - 10:30',
        'https://meet.jit.si/consulta',
        'http://zoom.example/j/1',
      ]) {
        expect(new QueryFields({ direccion_link: place }).text('direccion_link')).toBe(place);
      }
      for (const link of [
        'javascript:alert(1)',
        'javascript: alert(1)',
        'data: text/html,x',
        'tel:+5493515550100',
        'ftp://x.test/a',
      ]) {
        for (const name of ['direccion_link', 'direction_link'] as const) {
          expect(refusal(() => new QueryFields({ [name]: link }).text(name))).toBe(
            `400 El campo ${name} debe ser una dirección o un enlace http o https`,
          );
        }
      }
    });
  });
});
