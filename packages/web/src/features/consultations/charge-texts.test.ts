import { describe, expect, it } from 'vitest';
import { chargeTexts } from './charge-texts';

describe('chargeTexts', () => {
  it('says a single amount is paid when sending, and nothing more later', () => {
    const texts = chargeTexts({ type: 'monto_unico', now: 25000 });
    expect(texts.label).toMatch(/^Pago único de \$\s25\.000 al enviar la consulta$/);
    expect(texts.later).toBe('Nada más por esta consulta.');
  });

  it('says fees to agree come later', () => {
    expect(chargeTexts({ type: 'a_convenir', now: 0 })).toEqual({ label: 'Honorarios a convenir con el abogado', later: 'Los honorarios que acuerde con el abogado.' });
  });

  it('says a free consultation is free', () => {
    expect(chargeTexts({ type: 'sin_cargo', now: 0 })).toEqual({ label: 'Sin cargo', later: 'Nada: la consulta es sin cargo.' });
  });
});
