import { describe, expect, it } from 'vitest';
import { chargeTexts } from './charge-texts';

describe('chargeTexts: which price is charged, and when (issue 22)', () => {
  it('says a single amount is paid when sending, nothing more later, and that a medium’s value is not charged beside it', () => {
    const texts = chargeTexts({ type: 'monto_unico', now: 29000 });
    expect(texts.label).toMatch(/^Pago único de \$\s29\.000 al enviar la consulta$/);
    expect(texts.onSending).toMatch(/^\$\s29\.000, el pago único del servicio$/);
    expect(texts.later).toBe('Nada más por esta consulta.');
    expect(texts.reference(22000)).toMatch(/^\$\s22\.000\. No se cobra: esta consulta se paga con el pago único del servicio\.$/);
  });

  it('says fees to agree come later, and that a medium’s value only guides them', () => {
    const texts = chargeTexts({ type: 'a_convenir', now: 0 });
    expect([texts.label, texts.onSending, texts.later]).toEqual(['Honorarios a convenir con el abogado', 'Nada', 'Los honorarios que acuerde con el abogado.']);
    expect(texts.reference(22000)).toMatch(/^\$\s22\.000\. No se cobra al enviar: orienta los honorarios que acuerde con el abogado\.$/);
  });

  it('says a free consultation is free, whatever a medium’s value', () => {
    const texts = chargeTexts({ type: 'sin_cargo', now: 0 });
    expect([texts.label, texts.onSending, texts.later]).toEqual(['Sin cargo', 'Nada', 'Nada: la consulta es sin cargo.']);
    expect(texts.reference(15000)).toMatch(/^\$\s15\.000\. No se cobra: la consulta es sin cargo\.$/);
  });
});
