/**
 * Condición frente al IVA, as AFIP names them. The location's countries, provinces and cities are
 * core's (COUNTRIES, ARGENTINE_PROVINCES, citiesOf), since its save checks them.
 */
export const TAX_CONDITIONS = [
  { id: 'Responsable Inscripto', label: 'Responsable Inscripto' },
  { id: 'Monotributista', label: 'Monotributista' },
  { id: 'Exento', label: 'Exento' },
  { id: 'Consumidor Final', label: 'Consumidor Final' },
] as const;
