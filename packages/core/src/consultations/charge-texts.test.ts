import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPesos } from '../shared/pesos';
import { chargeTexts, consultationPriceSentence } from './charge-texts';

describe('chargeTexts: which price is charged, and when', () => {
  it('says a single amount is paid when sending, nothing more later, and that a medium’s value is not charged beside it', () => {
    const texts = chargeTexts({ type: 'monto_unico', now: 29000 });
    expect(texts.label).toMatch(/^Pago único de \$\s29\.000 al enviar la consulta$/);
    expect(texts.onSending).toMatch(/^\$\s29\.000, el pago único del servicio$/);
    expect(texts.later).toBe('Nada más por esta consulta.');
    expect(texts.reference(22000)).toMatch(
      /^\$\s22\.000\. No se cobra: esta consulta se paga con el pago único del servicio\.$/,
    );
  });

  it('says fees to agree come later, and that a medium’s value only guides them', () => {
    const texts = chargeTexts({ type: 'a_convenir', now: 0 });
    expect([texts.label, texts.onSending, texts.later]).toEqual([
      'Honorarios a convenir con el abogado',
      'Nada',
      'Los honorarios que acuerde con el abogado.',
    ]);
    expect(texts.reference(22000)).toMatch(
      /^\$\s22\.000\. No se cobra al enviar: orienta los honorarios que acuerde con el abogado\.$/,
    );
  });

  it('says a free consultation is free, whatever a medium’s value', () => {
    const texts = chargeTexts({ type: 'sin_cargo', now: 0 });
    expect([texts.label, texts.onSending, texts.later]).toEqual([
      'Sin cargo',
      'Nada',
      'Nada: la consulta es sin cargo.',
    ]);
    expect(texts.reference(15000)).toMatch(/^\$\s15\.000\. No se cobra: la consulta es sin cargo\.$/);
  });
});

describe('consultationPriceSentence: the two prices of a consultation as one sentence', () => {
  it('says the single amount is paid now to confirm it, and that the medium’s reference value is not charged', () => {
    expect(consultationPriceSentence({ charge: { type: 'monto_unico', now: 21500 }, reference: 27000 })).toMatch(
      /^Paga \$\s21\.500 al enviar la consulta, para confirmarla; no se le cobra nada más por ella\. El valor de referencia de \$\s27\.000 es lo que el abogado suele cobrar por este medio: solo orienta y no se cobra\.$/,
    );
    expect(consultationPriceSentence({ charge: { type: 'monto_unico', now: 21500 }, reference: null })).toMatch(
      /^Paga \$\s21\.500 al enviar la consulta, para confirmarla; no se le cobra nada más por ella\.$/,
    );
  });

  it('says fees to agree cost nothing now, and that the reference value guides them', () => {
    expect(consultationPriceSentence({ charge: { type: 'a_convenir', now: 0 }, reference: 22000 })).toMatch(
      /^No paga nada al enviar la consulta: los honorarios los acuerda con el abogado\. El valor de referencia de \$\s22\.000 .* no se cobra al enviar\.$/,
    );
    expect(consultationPriceSentence({ charge: { type: 'a_convenir', now: 0 }, reference: null })).toBe(
      'No paga nada al enviar la consulta: los honorarios los acuerda con el abogado.',
    );
  });

  it('says a free consultation is free, and names no reference value to pay', () => {
    expect(consultationPriceSentence({ charge: { type: 'sin_cargo', now: 0 }, reference: 15000 })).toBe(
      'La consulta es sin cargo: no paga nada al enviarla ni después.',
    );
  });

  it('names the amount charged now and the reference value, each once, whatever they are (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
        (now, reference) => {
          const sentence = consultationPriceSentence({ charge: { type: 'monto_unico', now }, reference });
          expect(sentence.startsWith(`Paga ${formatPesos(now)} al enviar`)).toBe(true);
          expect(sentence.includes(`valor de referencia de ${formatPesos(reference ?? -1)}`)).toBe(reference !== null);
        },
      ),
    );
  });
});
