/**
 * International calling codes offered for the phone at registration, Argentina first and the
 * default; then the neighbours and the countries Argentine clients most often live in.
 */
export const CALLING_CODES = [
  { id: 'AR', label: 'Argentina (+54)', code: '+54' },
  { id: 'UY', label: 'Uruguay (+598)', code: '+598' },
  { id: 'CL', label: 'Chile (+56)', code: '+56' },
  { id: 'PY', label: 'Paraguay (+595)', code: '+595' },
  { id: 'BO', label: 'Bolivia (+591)', code: '+591' },
  { id: 'BR', label: 'Brasil (+55)', code: '+55' },
  { id: 'PE', label: 'Perú (+51)', code: '+51' },
  { id: 'CO', label: 'Colombia (+57)', code: '+57' },
  { id: 'EC', label: 'Ecuador (+593)', code: '+593' },
  { id: 'VE', label: 'Venezuela (+58)', code: '+58' },
  { id: 'MX', label: 'México (+52)', code: '+52' },
  { id: 'ES', label: 'España (+34)', code: '+34' },
  { id: 'IT', label: 'Italia (+39)', code: '+39' },
  { id: 'US', label: 'Estados Unidos (+1)', code: '+1' },
  { id: 'CA', label: 'Canadá (+1)', code: '+1' },
  { id: 'DE', label: 'Alemania (+49)', code: '+49' },
  { id: 'FR', label: 'Francia (+33)', code: '+33' },
  { id: 'GB', label: 'Reino Unido (+44)', code: '+44' },
] as const;

export const DEFAULT_CALLING_CODE = 'AR';

export function callingCode(countryId: string): string {
  return CALLING_CODES.find((country) => country.id === countryId)?.code ?? '+54';
}
