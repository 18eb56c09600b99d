import { aLawyerService } from '@justiciable/core/testing';
import { describe, expect, it } from 'vitest';
import { consultationCharge } from './consultation-charge';

describe('consultationCharge', () => {
  it('charges a single amount now, through the payment link, and nothing later', () => {
    const charge = consultationCharge(aLawyerService({ tipo_cobro: 'monto_unico', precio: 25000 }));
    expect(charge.now).toBe(25000);
    expect(charge.label).toMatch(/^Pago único de \$\s25\.000 al enviar la consulta$/);
    expect(charge.later).toBe('Nada más por esta consulta.');
  });

  it('charges nothing now for fees to agree, which come later', () => {
    expect(consultationCharge(aLawyerService({ tipo_cobro: 'a_convenir', precio: 0 }))).toEqual({
      now: 0,
      label: 'Honorarios a convenir con el abogado',
      later: 'Los honorarios que acuerde con el abogado.',
    });
  });

  it('takes a free service, or a single amount of nothing, as free', () => {
    for (const service of [aLawyerService({ tipo_cobro: 'sin_cargo', precio: 0 }), aLawyerService({ tipo_cobro: 'monto_unico', precio: 0 })]) {
      expect(consultationCharge(service)).toEqual({ now: 0, label: 'Sin cargo', later: 'Nada: la consulta es sin cargo.' });
    }
  });
});
