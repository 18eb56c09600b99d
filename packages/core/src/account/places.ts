/**
 * The places a location is chosen from: countries with their ISO 3166-1 numeric codes as
 * countryId, Argentina's provinces with their INDEC codes as regionId, and each province's main
 * cities. A city's id is its province's code times 1000 plus its place in the list (Córdoba's
 * Río Cuarto is 14004): ids of our own, stable because new cities are only ever added at the end.
 * Beside them, the tax conditions a billing record takes (TAX_CONDITIONS). These are the lists the
 * web's forms offer and saveLocation/saveBilling accept; a script reads them, or looks a place up
 * by id (countryById, provinceById, cityById) or by name (placeNamed, citiesOf, locationNamed).
 */
export interface Place {
  readonly id: string;
  readonly label: string;
}

export const ARGENTINA = 'Argentina';

export const COUNTRIES: readonly Place[] = [
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
];

export const ARGENTINE_PROVINCES: readonly Place[] = [
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
];

/** Each province's main cities by the province's INDEC code, in the order their ids were given. */
const CITY_NAMES: Readonly<Record<string, readonly string[]>> = {
  '2': ['Ciudad Autónoma de Buenos Aires'],
  '6': [
    'La Plata',
    'Mar del Plata',
    'Bahía Blanca',
    'Tandil',
    'Quilmes',
    'Lanús',
    'Lomas de Zamora',
    'Avellaneda',
    'Morón',
    'San Isidro',
    'Vicente López',
    'Tigre',
    'San Fernando',
    'San Martín',
    'Tres de Febrero',
    'La Matanza',
    'Merlo',
    'Moreno',
    'Pilar',
    'Escobar',
    'Florencio Varela',
    'Berazategui',
    'Almirante Brown',
    'Esteban Echeverría',
    'Ezeiza',
    'José C. Paz',
    'Malvinas Argentinas',
    'San Miguel',
    'Hurlingham',
    'Ituzaingó',
    'Luján',
    'Campana',
    'Zárate',
    'San Nicolás',
    'Pergamino',
    'Junín',
    'Olavarría',
    'Azul',
    'Necochea',
    'Tres Arroyos',
    'Chivilcoy',
    'Mercedes',
    'Balcarce',
    'Villa Gesell',
    'Pinamar',
    'Chascomús',
    'Dolores',
    'Bragado',
    '9 de Julio',
    'Trenque Lauquen',
  ],
  '10': [
    'San Fernando del Valle de Catamarca',
    'Valle Viejo',
    'Andalgalá',
    'Belén',
    'Tinogasta',
    'Santa María',
    'Recreo',
  ],
  '22': [
    'Resistencia',
    'Presidencia Roque Sáenz Peña',
    'Villa Ángela',
    'Charata',
    'General San Martín',
    'Barranqueras',
    'Juan José Castelli',
  ],
  '26': ['Rawson', 'Trelew', 'Comodoro Rivadavia', 'Puerto Madryn', 'Esquel', 'Sarmiento', 'Gaiman'],
  '14': [
    'Córdoba',
    'Villa Carlos Paz',
    'Villa María',
    'Río Cuarto',
    'San Francisco',
    'Alta Gracia',
    'Río Tercero',
    'Jesús María',
    'Bell Ville',
    'Cosquín',
    'La Falda',
    'Villa Allende',
    'Marcos Juárez',
    'Cruz del Eje',
    'Villa Dolores',
    'Laboulaye',
    'Río Segundo',
    'Arroyito',
  ],
  '18': [
    'Corrientes',
    'Goya',
    'Paso de los Libres',
    'Curuzú Cuatiá',
    'Mercedes',
    'Santo Tomé',
    'Esquina',
    'Bella Vista',
    'Ituzaingó',
  ],
  '30': [
    'Paraná',
    'Concordia',
    'Gualeguaychú',
    'Concepción del Uruguay',
    'Victoria',
    'Gualeguay',
    'Villaguay',
    'La Paz',
    'Colón',
    'Chajarí',
    'Diamante',
    'Crespo',
  ],
  '34': ['Formosa', 'Clorinda', 'Pirané', 'El Colorado', 'Las Lomitas', 'Ingeniero Juárez'],
  '38': [
    'San Salvador de Jujuy',
    'Palpalá',
    'San Pedro de Jujuy',
    'Libertador General San Martín',
    'Perico',
    'Humahuaca',
    'Tilcara',
    'La Quiaca',
  ],
  '42': ['Santa Rosa', 'General Pico', 'Toay', 'Realicó', 'General Acha', 'Eduardo Castex', '25 de Mayo'],
  '46': ['La Rioja', 'Chilecito', 'Aimogasta', 'Chamical', 'Chepes', 'Villa Unión'],
  '50': [
    'Mendoza',
    'Godoy Cruz',
    'Guaymallén',
    'Las Heras',
    'Luján de Cuyo',
    'Maipú',
    'San Rafael',
    'San Martín',
    'Rivadavia',
    'Tunuyán',
    'General Alvear',
    'Malargüe',
  ],
  '54': [
    'Posadas',
    'Oberá',
    'Eldorado',
    'Puerto Iguazú',
    'Apóstoles',
    'Leandro N. Alem',
    'Jardín América',
    'San Vicente',
    'Puerto Rico',
  ],
  '58': [
    'Neuquén',
    'Cutral Có',
    'Plaza Huincul',
    'Centenario',
    'Plottier',
    'Zapala',
    'San Martín de los Andes',
    'Villa La Angostura',
    'Chos Malal',
    'Rincón de los Sauces',
  ],
  '62': [
    'Viedma',
    'San Carlos de Bariloche',
    'General Roca',
    'Cipolletti',
    'Allen',
    'Villa Regina',
    'El Bolsón',
    'San Antonio Oeste',
    'Choele Choel',
  ],
  '66': [
    'Salta',
    'San Ramón de la Nueva Orán',
    'Tartagal',
    'General Güemes',
    'Metán',
    'Rosario de la Frontera',
    'Cafayate',
    'Cerrillos',
    'Rosario de Lerma',
  ],
  '70': ['San Juan', 'Rivadavia', 'Rawson', 'Chimbas', 'Santa Lucía', 'Pocito', 'Caucete', 'Albardón', 'Jáchal'],
  '74': ['San Luis', 'Villa Mercedes', 'Merlo', 'Juana Koslay', 'La Punta', 'Justo Daract', 'Tilisarao'],
  '78': [
    'Río Gallegos',
    'Caleta Olivia',
    'Pico Truncado',
    'Puerto Deseado',
    'Las Heras',
    'El Calafate',
    'Puerto San Julián',
    'Río Turbio',
  ],
  '82': [
    'Santa Fe',
    'Rosario',
    'Rafaela',
    'Venado Tuerto',
    'Reconquista',
    'Santo Tomé',
    'Villa Gobernador Gálvez',
    'San Lorenzo',
    'Esperanza',
    'Casilda',
    'Cañada de Gómez',
    'Firmat',
    'Villa Constitución',
    'Funes',
    'Granadero Baigorria',
    'Sunchales',
    'San Justo',
    'Rufino',
  ],
  '86': [
    'Santiago del Estero',
    'La Banda',
    'Termas de Río Hondo',
    'Añatuya',
    'Frías',
    'Fernández',
    'Quimilí',
    'Loreto',
  ],
  '94': ['Ushuaia', 'Río Grande', 'Tolhuin'],
  '90': [
    'San Miguel de Tucumán',
    'Yerba Buena',
    'Tafí Viejo',
    'Banda del Río Salí',
    'Concepción',
    'Aguilares',
    'Monteros',
    'Famaillá',
    'Lules',
    'Tafí del Valle',
  ],
};

/** The main cities of an Argentine province (its name as ARGENTINE_PROVINCES has it), empty for any other text. */
export function citiesOf(province: string): readonly Place[] {
  const code = ARGENTINE_PROVINCES.find((place) => place.label === province)?.id;
  if (code === undefined) return [];
  return (CITY_NAMES[code] ?? []).map((label, index) => ({ id: String(Number(code) * 1000 + index + 1), label }));
}

/** The place of a list named exactly so, if any. */
export function placeNamed(places: readonly Place[], name: string): Place | undefined {
  return places.find((place) => place.label === name);
}

/** The provinces a country's location is chosen from: Argentina's, or none (typed freely) for another country. */
export function provincesOfCountry(country: string): readonly Place[] {
  return country === ARGENTINA ? ARGENTINE_PROVINCES : [];
}

/** A city of Argentina's lists (citiesOf) with the province it belongs to. */
export interface City extends Place {
  /** The province's INDEC code, as ARGENTINE_PROVINCES has it. */
  readonly provinceId: string;
  /** The province's name, as ARGENTINE_PROVINCES has it. */
  readonly province: string;
}

/** An id given as the record holds it (a number) or as the lists do (its digits). */
type PlaceId = string | number;

function idText(id: PlaceId): string {
  return typeof id === 'number' ? (Number.isSafeInteger(id) ? String(id) : '') : id.trim();
}

/** The country of COUNTRIES with this ISO 3166-1 numeric id (32 is Argentina), if any. */
export function countryById(id: PlaceId): Place | undefined {
  const wanted = idText(id);
  return COUNTRIES.find((place) => place.id === wanted);
}

/** The Argentine province of ARGENTINE_PROVINCES with this INDEC code (14 is Córdoba), if any. */
export function provinceById(id: PlaceId): Place | undefined {
  const wanted = idText(id);
  return ARGENTINE_PROVINCES.find((place) => place.id === wanted);
}

/** The city of citiesOf's lists with this id (14004 is Córdoba's Río Cuarto), with its province, if any. */
export function cityById(id: PlaceId): City | undefined {
  const wanted = idText(id);
  if (!/^[1-9]\d{3,}$/.test(wanted)) return undefined;
  const province = provinceById(String(Math.floor(Number(wanted) / 1000)));
  if (province === undefined) return undefined;
  const city = citiesOf(province.label).find((place) => place.id === wanted);
  return city && { ...city, provinceId: province.id, province: province.label };
}

/** What locationNamed reads: places by name, as the lists spell them (or typed, for places not on them). */
export interface PlaceNames {
  readonly country?: string | null | undefined;
  readonly state?: string | null | undefined;
  readonly city?: string | null | undefined;
  readonly address?: string | null | undefined;
}

/** A location by names with the ids the lists give them: what saveLocation's `location` takes. */
export interface NamedLocation {
  readonly country: string | null;
  readonly countryId: number | null;
  readonly state: string | null;
  readonly stateId: number | null;
  readonly city: string | null;
  readonly cityId: number | null;
  readonly address: string | null;
}

function named(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function idOf(places: readonly Place[], name: string | null): number | null {
  const place = name === null ? undefined : placeNamed(places, name);
  return place === undefined ? null : Number(place.id);
}

/**
 * A whole location from its names, each id looked up in the lists as the web's form does: the
 * country's in COUNTRIES, in Argentina the province's in ARGENTINE_PROVINCES and the city's in
 * citiesOf(province). A name not on its list keeps its text with no id (saved as 0, SPEC §5), as a
 * town not on the list or another country's region is typed; blank is null. Pass it to
 * saveLocation as `location` (it names every field, so it replaces the whole location).
 *
 * @example
 * locationNamed({ country: 'Argentina', state: 'Córdoba', city: 'Río Cuarto', address: 'Sobremonte 123' })
 * // { country: 'Argentina', countryId: 32, state: 'Córdoba', stateId: 14, city: 'Río Cuarto', cityId: 14004, address: 'Sobremonte 123' }
 */
export function locationNamed(names: PlaceNames): NamedLocation {
  const country = named(names.country);
  const state = named(names.state);
  const city = named(names.city);
  const provinces = provincesOfCountry(country ?? '');
  return {
    country,
    countryId: idOf(COUNTRIES, country),
    state,
    stateId: idOf(provinces, state),
    city,
    cityId: provinces.length === 0 || state === null ? null : idOf(citiesOf(state), city),
    address: named(names.address),
  };
}

/**
 * Condición frente al IVA, as ARCA (ex AFIP) names them: the values saveBilling's
 * `billingTaxCondition` takes. The id is the name, as the billing record stores the name.
 */
export const TAX_CONDITIONS: readonly Place[] = [
  { id: 'Responsable Inscripto', label: 'Responsable Inscripto' },
  { id: 'Monotributista', label: 'Monotributista' },
  { id: 'Exento', label: 'Exento' },
  { id: 'Consumidor Final', label: 'Consumidor Final' },
];

/** Whether a text is one of TAX_CONDITIONS, spelled as the list spells it. */
export function isTaxCondition(text: string): boolean {
  return TAX_CONDITIONS.some((condition) => condition.id === text);
}
