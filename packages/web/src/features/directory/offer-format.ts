import { formatPesos } from '../../data/pesos';

/** An amount in Argentine pesos: '$ 15.000'; 0 is 'Sin cargo'. */
export function formatPrice(amount: number): string {
  return amount === 0 ? 'Sin cargo' : formatPesos(amount);
}

const CHARGE_TYPES: Readonly<Record<string, string>> = {
  monto_unico: 'Pago único',
  a_convenir: 'A convenir',
  sin_cargo: 'Sin cargo',
};

/** A service's charge type as the client reads it (tipo_cobro). */
export function chargeTypeLabel(chargeType: string): string {
  return CHARGE_TYPES[chargeType] ?? chargeType.replace(/_/g, ' ');
}
