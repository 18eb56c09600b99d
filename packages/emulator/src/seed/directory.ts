import type Database from 'better-sqlite3';
import { sql } from '../legacy-api/sql';
import {
  DOCUMENT_CATEGORIES,
  FEMALE_NAMES,
  FIRST_CONSULTATION,
  LOCALITIES,
  MALE_NAMES,
  SERVICES_BY_SPECIALITY,
  SPECIALITIES,
  STREETS,
  STUDIES,
  SURNAMES,
  type Speciality,
  type StudySeed,
} from './catalogue';
import type { SeedCalendar } from './calendar';
import type { SeededRandom } from './random';

export interface SeededStudy {
  readonly id_estudio: number;
  readonly id_grupo: number;
  readonly nombre: string;
  readonly habilitado: boolean;
  readonly lawyers: SeededLawyer[];
}

export interface SeededLawyer {
  readonly id_abogado: number;
  readonly id_grupo: number;
  readonly nombre: string;
  readonly apellido: string;
  readonly fullName: string;
  readonly specialities: readonly Speciality[];
  readonly study: string;
}

const MEDIUM = { presencial: 1, videollamada: 2, telefonica: 3 } as const;

/** Group ids differ from study ids, as in the legacy database, so a mix-up fails loudly. */
export function groupIdOf(studyId: number): number {
  return 100 + studyId;
}

/** Membership ids differ from lawyer ids for the same reason. */
function membershipIdOf(lawyerId: number): number {
  return 1000 + lawyerId;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Builds the directory: studies with their group, lawyers, specialities, services, media and document categories. */
export class DirectorySeeder {
  private nextLawyerId = 1;
  private readonly usedNames = new Set<string>();
  readonly studies: SeededStudy[] = [];

  constructor(
    private readonly db: Database.Database,
    private readonly random: SeededRandom,
    private readonly calendar: SeedCalendar,
  ) {
    SPECIALITIES.forEach((nombre, index) =>
      sql(db, 'INSERT INTO especialidades (id_especialidad, nombre) VALUES (?, ?)').run(index + 1, nombre),
    );
  }

  /** The twelve named studies, four lawyers each. */
  seedNamedStudies(): void {
    STUDIES.forEach((study) => this.seedStudy(study, 4));
  }

  /** More studies of ten lawyers until the directory holds `lawyerCount` lawyers. */
  growTo(lawyerCount: number): void {
    while (this.nextLawyerId <= lawyerCount) {
      const [localidad, provincia, areaCode] = this.random.pick(LOCALITIES);
      const founder = this.random.pick(SURNAMES);
      const partner = this.random.pick(SURNAMES);
      this.seedStudy(
        {
          nombre: this.random.chance(0.5) ? `Estudio ${founder} & Asociados` : `${founder} ${partner} Abogados`,
          localidad,
          provincia,
          direccion: `${this.random.pick(STREETS)} ${this.random.int(100, 3500)}`,
          areaCode,
          descripcion: `Estudio jurídico de ${localidad} con atención presencial y virtual.`,
          focus: this.random.sample(SPECIALITIES, 3),
          habilitado: true,
        },
        Math.min(10, lawyerCount - this.nextLawyerId + 1),
      );
    }
  }

  private seedStudy(study: StudySeed, lawyerCount: number): void {
    const studyId = this.studies.length + 1;
    const groupId = groupIdOf(studyId);
    const since = this.calendar.stamp(-this.random.int(900, 4000), '09:00');
    const domain = `${slug(study.nombre).slice(0, 30)}.com.ar`;
    sql(
      this.db,
      `INSERT INTO estudios (id_estudio, nombre_estudio, descripcion, direccion, localidad, provincia, telefono, email, sitio_web, habilitado, fecha_alta)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      studyId,
      study.nombre,
      study.descripcion,
      study.direccion,
      study.localidad,
      study.provincia,
      `+54 ${study.areaCode} ${this.random.int(400, 499)}-${String(this.random.int(0, 9999)).padStart(4, '0')}`,
      `contacto@${domain}`,
      `https://www.${domain}`,
      study.habilitado ? 1 : 0,
      since,
    );
    sql(this.db, 'INSERT INTO grupos (id_grupo, id_estudio, nombre) VALUES (?, ?, ?)').run(
      groupId,
      studyId,
      `${study.nombre} - ${study.localidad}`,
    );
    for (const categoria of DOCUMENT_CATEGORIES) {
      sql(this.db, 'INSERT INTO categorias_documento (id_grupo, nombre) VALUES (?, ?)').run(groupId, categoria);
    }
    const seeded: SeededStudy = {
      id_estudio: studyId,
      id_grupo: groupId,
      nombre: study.nombre,
      habilitado: study.habilitado,
      lawyers: [],
    };
    for (let i = 0; i < lawyerCount; i++) seeded.lawyers.push(this.seedLawyer(study, groupId, domain));
    this.studies.push(seeded);
  }

  private uniqueName(): { nombre: string; apellido: string; female: boolean } {
    for (;;) {
      const female = this.random.chance(0.5);
      const nombre = this.random.pick(female ? FEMALE_NAMES : MALE_NAMES);
      const apellido =
        this.usedNames.size < 600
          ? this.random.pick(SURNAMES)
          : `${this.random.pick(SURNAMES)} ${this.random.pick(SURNAMES)}`;
      const key = `${nombre} ${apellido}`;
      if (this.usedNames.has(key)) continue;
      this.usedNames.add(key);
      return { nombre, apellido, female };
    }
  }

  private seedLawyer(study: StudySeed, groupId: number, domain: string): SeededLawyer {
    const lawyerId = this.nextLawyerId++;
    const { nombre, apellido, female } = this.uniqueName();
    const specialities = [
      ...new Set<Speciality>([
        this.random.pick(study.focus),
        ...this.random.sample(SPECIALITIES, this.random.int(0, 2)),
      ]),
    ];
    const title = female ? 'Abogada' : 'Abogado';
    const descripcion = `${title} especialista en ${specialities.join(', ')}. ${this.random.int(3, 30)} años de ejercicio profesional.`;
    const email = `${slug(nombre).split('-')[0]}.${slug(apellido).replaceAll('-', '')}@${domain}`;
    const phone = `+54 9 ${study.areaCode} ${this.random.int(500, 699)}-${String(this.random.int(0, 9999)).padStart(4, '0')}`;
    const joined = this.calendar.stamp(-this.random.int(30, 900), '10:00');
    sql(
      this.db,
      `INSERT INTO abogados (id_abogado, nombre, apellido, email, telefono, matricula, descripcion, fecha_alta) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(lawyerId, nombre, apellido, email, phone, `M.P. ${this.random.int(1000, 39999)}`, descripcion, joined);
    sql(
      this.db,
      `INSERT INTO abogados_grupo (id_abogado_grupo, id_abogado, id_grupo, descripcion, visible, fecha_alta) VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(membershipIdOf(lawyerId), lawyerId, groupId, '', this.random.chance(0.85) ? 1 : 0, joined);
    for (const speciality of specialities) {
      sql(this.db, 'INSERT INTO abogado_especialidades (id_abogado, id_especialidad) VALUES (?, ?)').run(
        lawyerId,
        SPECIALITIES.indexOf(speciality) + 1,
      );
    }
    const services = [
      FIRST_CONSULTATION,
      ...specialities.flatMap((speciality) => this.random.sample(SERVICES_BY_SPECIALITY[speciality], 1)),
    ];
    for (const service of services) {
      sql(
        this.db,
        'INSERT INTO servicios (id_abogado, nombre, descripcion, tipo_cobro, precio) VALUES (?, ?, ?, ?, ?)',
      ).run(
        lawyerId,
        service.nombre,
        service.descripcion,
        service.tipo_cobro,
        service.tipo_cobro === 'monto_unico' ? this.random.pesosAround(service.precio) : 0,
      );
    }
    if (this.random.chance(0.25)) {
      sql(
        this.db,
        `INSERT INTO servicios (id_abogado, nombre, descripcion, tipo_cobro, precio) VALUES (?, ?, ?, 'sin_cargo', 0)`,
      ).run(lawyerId, 'Orientación telefónica sin cargo', 'Quince minutos para saber si su caso tiene solución legal.');
    }
    const addMedium = (medium: number, price: number, place: string) =>
      sql(
        this.db,
        'INSERT INTO abogado_medios (id_abogado, id_tipo_medio_comunicacion, precio, direccion_link) VALUES (?, ?, ?, ?)',
      ).run(lawyerId, medium, this.random.pesosAround(price), place);
    addMedium(MEDIUM.presencial, 30000, `${study.direccion}, ${study.localidad}`);
    addMedium(MEDIUM.videollamada, 25000, `https://meet.jit.si/justiciable-${lawyerId}-${slug(apellido)}`);
    if (this.random.chance(0.6)) addMedium(MEDIUM.telefonica, 15000, phone);
    return {
      id_abogado: lawyerId,
      id_grupo: groupId,
      nombre,
      apellido,
      fullName: `${nombre} ${apellido}`,
      specialities,
      study: study.nombre,
    };
  }
}
