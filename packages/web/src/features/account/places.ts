/**
 * Countries offered for the location, with their ISO 3166-1 numeric codes as countryId, and
 * Argentina's provinces with their INDEC codes as regionId. A place outside these lists is
 * typed as text and saved with id 0, as SPEC §5 does for any missing numeric id.
 */
export const ARGENTINA = 'Argentina';

export const COUNTRIES = [
  { id: '32', label: 'Argentina' },
  { id: '276', label: 'Alemania' },
  { id: '68', label: 'Bolivia' },
  { id: '76', label: 'Brasil' },
  { id: '124', label: 'Canadá' },
  { id: '152', label: 'Chile' },
  { id: '170', label: 'Colombia' },
  { id: '218', label: 'Ecuador' },
  { id: '724', label: 'España' },
  { id: '840', label: 'Estados Unidos' },
  { id: '250', label: 'Francia' },
  { id: '380', label: 'Italia' },
  { id: '484', label: 'México' },
  { id: '600', label: 'Paraguay' },
  { id: '604', label: 'Perú' },
  { id: '826', label: 'Reino Unido' },
  { id: '858', label: 'Uruguay' },
  { id: '862', label: 'Venezuela' },
] as const;

export const ARGENTINE_PROVINCES = [
  { id: '2', label: 'Ciudad Autónoma de Buenos Aires' },
  { id: '6', label: 'Buenos Aires' },
  { id: '10', label: 'Catamarca' },
  { id: '22', label: 'Chaco' },
  { id: '26', label: 'Chubut' },
  { id: '14', label: 'Córdoba' },
  { id: '18', label: 'Corrientes' },
  { id: '30', label: 'Entre Ríos' },
  { id: '34', label: 'Formosa' },
  { id: '38', label: 'Jujuy' },
  { id: '42', label: 'La Pampa' },
  { id: '46', label: 'La Rioja' },
  { id: '50', label: 'Mendoza' },
  { id: '54', label: 'Misiones' },
  { id: '58', label: 'Neuquén' },
  { id: '62', label: 'Río Negro' },
  { id: '66', label: 'Salta' },
  { id: '70', label: 'San Juan' },
  { id: '74', label: 'San Luis' },
  { id: '78', label: 'Santa Cruz' },
  { id: '82', label: 'Santa Fe' },
  { id: '86', label: 'Santiago del Estero' },
  { id: '94', label: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur' },
  { id: '90', label: 'Tucumán' },
] as const;

/** Condición frente al IVA, as AFIP names them. */
export const TAX_CONDITIONS = [
  { id: 'Responsable Inscripto', label: 'Responsable Inscripto' },
  { id: 'Monotributista', label: 'Monotributista' },
  { id: 'Exento', label: 'Exento' },
  { id: 'Consumidor Final', label: 'Consumidor Final' },
] as const;
