/** The Argentine legal world the seed draws from. */

export interface StudySeed {
  readonly nombre: string;
  readonly localidad: string;
  readonly provincia: string;
  readonly direccion: string;
  readonly areaCode: string;
  readonly descripcion: string;
  /** Specialities most of its lawyers practise. */
  readonly focus: readonly Speciality[];
  readonly habilitado: boolean;
}

export const SPECIALITIES = [
  'Derecho Laboral',
  'Derecho de Familia',
  'Derecho Penal',
  'Derecho Civil',
  'Derecho Comercial',
  'Derecho Previsional',
  'Sucesiones',
  'Daños y Perjuicios',
  'Accidentes de Tránsito',
  'Derecho del Consumidor',
  'Derecho Inmobiliario',
  'Derecho Tributario',
] as const;

export type Speciality = (typeof SPECIALITIES)[number];

/** The twelve studies of the demo directory; the last one closed its account (habilitado false). */
export const STUDIES: readonly StudySeed[] = [
  {
    nombre: 'Estudio Giménez & Asociados',
    localidad: 'Córdoba',
    provincia: 'Córdoba',
    direccion: 'Av. Colón 1250, piso 3',
    areaCode: '351',
    descripcion: 'Estudio con más de 25 años de trayectoria en el fuero laboral y previsional de Córdoba.',
    focus: ['Derecho Laboral', 'Derecho Previsional', 'Accidentes de Tránsito'],
    habilitado: true,
  },
  {
    nombre: 'Ferreyra Abogados',
    localidad: 'Rosario',
    provincia: 'Santa Fe',
    direccion: 'Córdoba 1452, oficina 8',
    areaCode: '341',
    descripcion: 'Asesoramiento integral a personas y pymes de Rosario y la región.',
    focus: ['Derecho del Consumidor', 'Derecho Comercial', 'Derecho Civil'],
    habilitado: true,
  },
  {
    nombre: 'Bianchi, Romero & Asociados',
    localidad: 'CABA',
    provincia: 'Buenos Aires',
    direccion: 'Av. Corrientes 1847, piso 5 "B"',
    areaCode: '11',
    descripcion:
      'Familia, sucesiones y derecho civil, con atención presencial en el centro porteño y por videollamada.',
    focus: ['Derecho de Familia', 'Sucesiones', 'Derecho Civil'],
    habilitado: true,
  },
  {
    nombre: 'Estudio Sosa Quiroga',
    localidad: 'Mendoza',
    provincia: 'Mendoza',
    direccion: 'Av. San Martín 1020',
    areaCode: '261',
    descripcion: 'Sucesiones, derecho inmobiliario y conflictos civiles en Mendoza y San Juan.',
    focus: ['Sucesiones', 'Derecho Inmobiliario', 'Derecho Civil'],
    habilitado: true,
  },
  {
    nombre: 'Estudio Jurídico Del Valle',
    localidad: 'San Miguel de Tucumán',
    provincia: 'Tucumán',
    direccion: '24 de Septiembre 560',
    areaCode: '381',
    descripcion: 'Defensa previsional y laboral para trabajadores y jubilados del NOA.',
    focus: ['Derecho Previsional', 'Derecho Laboral'],
    habilitado: true,
  },
  {
    nombre: 'Acosta Benítez Abogados',
    localidad: 'La Plata',
    provincia: 'Buenos Aires',
    direccion: 'Calle 48 n.º 726',
    areaCode: '221',
    descripcion: 'Litigios penales y de daños ante los tribunales de La Plata.',
    focus: ['Derecho Penal', 'Daños y Perjuicios'],
    habilitado: true,
  },
  {
    nombre: 'Estudio Paz & Medina',
    localidad: 'Salta',
    provincia: 'Salta',
    direccion: 'Caseros 742',
    areaCode: '387',
    descripcion: 'Derecho de familia y civil con mediación prejudicial.',
    focus: ['Derecho de Familia', 'Derecho Civil'],
    habilitado: true,
  },
  {
    nombre: 'Estudio Lombardi',
    localidad: 'Mar del Plata',
    provincia: 'Buenos Aires',
    direccion: 'Av. Independencia 2130',
    areaCode: '223',
    descripcion: 'Accidentes de tránsito, daños y reclamos a aseguradoras en la costa atlántica.',
    focus: ['Accidentes de Tránsito', 'Daños y Perjuicios', 'Derecho del Consumidor'],
    habilitado: true,
  },
  {
    nombre: 'Herrera Castro Abogados',
    localidad: 'Neuquén',
    provincia: 'Neuquén',
    direccion: 'Av. Argentina 355',
    areaCode: '299',
    descripcion: 'Derecho laboral, comercial y tributario para trabajadores y empresas de la cuenca neuquina.',
    focus: ['Derecho Laboral', 'Derecho Comercial', 'Derecho Tributario'],
    habilitado: true,
  },
  {
    nombre: 'Estudio Ríos & Villalba',
    localidad: 'Santa Fe',
    provincia: 'Santa Fe',
    direccion: 'San Jerónimo 2245',
    areaCode: '342',
    descripcion: 'Derecho penal y de familia, con guardia para urgencias.',
    focus: ['Derecho Penal', 'Derecho de Familia'],
    habilitado: true,
  },
  {
    nombre: 'Estudio Jurídico Patagonia',
    localidad: 'San Carlos de Bariloche',
    provincia: 'Río Negro',
    direccion: 'Mitre 340, 1.er piso',
    areaCode: '294',
    descripcion: 'Inmobiliario, turismo y consumo: asesoramiento en toda la Patagonia andina.',
    focus: ['Derecho Inmobiliario', 'Derecho del Consumidor', 'Derecho Comercial'],
    habilitado: true,
  },
  {
    nombre: 'Estudio Ortiz Luna',
    localidad: 'Córdoba',
    provincia: 'Córdoba',
    direccion: 'Deán Funes 154',
    areaCode: '351',
    descripcion: 'El estudio dejó de atender consultas por la plataforma.',
    focus: ['Derecho Civil', 'Derecho Inmobiliario'],
    habilitado: false,
  },
];

/** Where the large seed's extra studies are. */
export const LOCALITIES: readonly (readonly [localidad: string, provincia: string, areaCode: string])[] = [
  ['Córdoba', 'Córdoba', '351'],
  ['Río Cuarto', 'Córdoba', '358'],
  ['Villa María', 'Córdoba', '353'],
  ['Rosario', 'Santa Fe', '341'],
  ['Rafaela', 'Santa Fe', '3492'],
  ['CABA', 'Buenos Aires', '11'],
  ['La Plata', 'Buenos Aires', '221'],
  ['Bahía Blanca', 'Buenos Aires', '291'],
  ['Mendoza', 'Mendoza', '261'],
  ['San Rafael', 'Mendoza', '260'],
  ['San Juan', 'San Juan', '264'],
  ['Paraná', 'Entre Ríos', '343'],
  ['Corrientes', 'Corrientes', '379'],
  ['Posadas', 'Misiones', '376'],
  ['Resistencia', 'Chaco', '362'],
  ['Santiago del Estero', 'Santiago del Estero', '385'],
  ['San Salvador de Jujuy', 'Jujuy', '388'],
  ['Comodoro Rivadavia', 'Chubut', '297'],
  ['Santa Rosa', 'La Pampa', '2954'],
  ['Ushuaia', 'Tierra del Fuego', '2901'],
];

export const STREETS = [
  'Av. Belgrano',
  'San Martín',
  'Rivadavia',
  'Mitre',
  '25 de Mayo',
  'Sarmiento',
  'Av. Hipólito Yrigoyen',
  'Moreno',
  'Tucumán',
  'Laprida',
  'Av. Pellegrini',
  'Buenos Aires',
];

export const FEMALE_NAMES = [
  'Laura',
  'Sofía',
  'Carolina',
  'Florencia',
  'Valeria',
  'Lucía',
  'María José',
  'Paula',
  'Agustina',
  'Julieta',
  'Mariana',
  'Natalia',
  'Romina',
  'Gabriela',
  'Verónica',
  'Cecilia',
];

export const MALE_NAMES = [
  'Martín',
  'Juan Pablo',
  'Diego',
  'Matías',
  'Federico',
  'Gonzalo',
  'Santiago',
  'Nicolás',
  'Hernán',
  'Ezequiel',
  'Pablo',
  'Sebastián',
  'Alejandro',
  'Ignacio',
  'Facundo',
  'Marcelo',
];

export const SURNAMES = [
  'Giménez',
  'Ferreyra',
  'Romero',
  'Sosa',
  'Quiroga',
  'Acosta',
  'Benítez',
  'Medina',
  'Lombardi',
  'Herrera',
  'Castro',
  'Ríos',
  'Villalba',
  'Ortiz',
  'Luna',
  'Pereyra',
  'Domínguez',
  'Rodríguez',
  'Fernández',
  'López',
  'González',
  'Martínez',
  'Gómez',
  'Díaz',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Suárez',
  'Molina',
  'Rojas',
  'Vera',
  'Cabrera',
  'Aguirre',
  'Ledesma',
  'Peralta',
  'Navarro',
  'Correa',
  'Figueroa',
  'Juárez',
  'Bustos',
  'Bianchi',
  'Paz',
];

export interface ServiceSeed {
  readonly nombre: string;
  readonly descripcion: string;
  readonly tipo_cobro: 'monto_unico' | 'a_convenir';
  /** Typical price in pesos; a_convenir services quote none. */
  readonly precio: number;
}

export const SERVICES_BY_SPECIALITY: Readonly<Record<Speciality, readonly ServiceSeed[]>> = {
  'Derecho Laboral': [
    {
      nombre: 'Despido y liquidación final',
      descripcion: 'Cálculo de indemnización, intimaciones y reclamo judicial.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
    {
      nombre: 'Revisión de recibos de sueldo',
      descripcion: 'Control de categoría, horas extra y aportes.',
      tipo_cobro: 'monto_unico',
      precio: 18000,
    },
    {
      nombre: 'Reclamo a la ART',
      descripcion: 'Accidentes de trabajo y enfermedades profesionales.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
  ],
  'Derecho de Familia': [
    {
      nombre: 'Divorcio de común acuerdo',
      descripcion: 'Convenio regulador y presentación conjunta.',
      tipo_cobro: 'monto_unico',
      precio: 250000,
    },
    {
      nombre: 'Cuota alimentaria',
      descripcion: 'Fijación, aumento o reclamo de cuotas adeudadas.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
    {
      nombre: 'Régimen de comunicación',
      descripcion: 'Acuerdos y reclamos de cuidado personal.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
  ],
  'Derecho Penal': [
    {
      nombre: 'Defensa penal',
      descripcion: 'Asistencia desde la primera declaración.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
    {
      nombre: 'Denuncia penal',
      descripcion: 'Redacción y presentación de la denuncia.',
      tipo_cobro: 'monto_unico',
      precio: 60000,
    },
  ],
  'Derecho Civil': [
    {
      nombre: 'Redacción de contratos',
      descripcion: 'Contratos civiles a medida.',
      tipo_cobro: 'monto_unico',
      precio: 45000,
    },
    {
      nombre: 'Cobro de deudas',
      descripcion: 'Intimación, mediación y ejecución.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
  ],
  'Derecho Comercial': [
    {
      nombre: 'Constitución de sociedades',
      descripcion: 'SAS y SRL: estatuto, inscripción y libros.',
      tipo_cobro: 'monto_unico',
      precio: 180000,
    },
    {
      nombre: 'Revisión de contratos comerciales',
      descripcion: 'Franquicias, distribución y proveedores.',
      tipo_cobro: 'monto_unico',
      precio: 70000,
    },
  ],
  'Derecho Previsional': [
    {
      nombre: 'Trámite jubilatorio',
      descripcion: 'Jubilación ordinaria, moratorias y pensiones ante ANSES.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
    {
      nombre: 'Reajuste de haberes',
      descripcion: 'Reclamo por movilidad y retroactivos.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
  ],
  Sucesiones: [
    {
      nombre: 'Declaratoria de herederos',
      descripcion: 'Sucesión ab intestato de principio a fin.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
    {
      nombre: 'Testamento',
      descripcion: 'Asesoramiento y redacción de testamento.',
      tipo_cobro: 'monto_unico',
      precio: 90000,
    },
  ],
  'Daños y Perjuicios': [
    {
      nombre: 'Reclamo por daños y perjuicios',
      descripcion: 'Daño material y moral, mediación y juicio.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
  ],
  'Accidentes de Tránsito': [
    {
      nombre: 'Reclamo a aseguradoras',
      descripcion: 'Accidentes de tránsito: lesiones y daños al vehículo.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
  ],
  'Derecho del Consumidor': [
    {
      nombre: 'Reclamo ante Defensa del Consumidor',
      descripcion: 'Bancos, prepagas, telefonía y comercios.',
      tipo_cobro: 'monto_unico',
      precio: 30000,
    },
  ],
  'Derecho Inmobiliario': [
    {
      nombre: 'Revisión de boleto de compraventa',
      descripcion: 'Antes de firmar: títulos, deudas y cláusulas.',
      tipo_cobro: 'monto_unico',
      precio: 55000,
    },
    {
      nombre: 'Contrato de locación',
      descripcion: 'Redacción o revisión de alquileres.',
      tipo_cobro: 'monto_unico',
      precio: 35000,
    },
  ],
  'Derecho Tributario': [
    {
      nombre: 'Defensa ante ARCA',
      descripcion: 'Intimaciones, determinaciones de oficio y planes de pago.',
      tipo_cobro: 'a_convenir',
      precio: 0,
    },
  ],
};

/** Every lawyer offers a first consultation at a single price, the service a monto_unico consultation charges. */
export const FIRST_CONSULTATION: ServiceSeed = {
  nombre: 'Consulta inicial',
  descripcion: 'Primera entrevista para analizar el caso y definir los pasos a seguir.',
  tipo_cobro: 'monto_unico',
  precio: 25000,
};

export const DOCUMENT_CATEGORIES = [
  'Documentación personal',
  'Prueba documental',
  'Escritos judiciales',
  'Comprobantes de pago',
];
