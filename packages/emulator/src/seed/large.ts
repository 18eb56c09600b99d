import type { EmulatorContext } from '../context';
import { MOVEMENT_TYPE, insertAgenda, insertCase, insertMovement } from '../legacy-api/records';
import type { SeedCalendar } from './calendar';
import type { SeedClient } from './clients';
import type { SeededLawyer, SeededStudy } from './directory';
import type { SeededRandom } from './random';

export const LARGE_ACCOUNT = { cases: 5000, calendarEntries: 50_000, lawyers: 2000 } as const;

const CASE_SUBJECTS = ['Consulta', 'Reclamo', 'Demanda', 'Acuerdo', 'Trámite', 'Asesoramiento'];
const MEETING_TITLES = [
  'Reunión de seguimiento',
  'Audiencia%20preliminar',
  'Firma de documentaci&oacute;n',
  'Llamado con el estudio',
  'Mediaci%C3%B3n',
  'Vencimiento de plazo',
  'Entrega de documentación',
];
const MEDIA = ['Presencial', 'Videollamada', 'Telefónica'];

interface LargeCase {
  readonly id: number;
  readonly lawyer: SeededLawyer;
}

/** Thousands of cases and agenda entries for the demo account, to measure the portal under load. */
export function seedLargeAccount(
  ctx: EmulatorContext,
  calendar: SeedCalendar,
  random: SeededRandom,
  client: SeedClient,
  studies: readonly SeededStudy[],
): void {
  const db = ctx.db;
  const lawyers = studies.filter((study) => study.habilitado).flatMap((study) => study.lawyers);
  const time = () => `${String(random.int(8, 19)).padStart(2, '0')}:${random.chance(0.5) ? '00' : '30'}`;
  const cases: LargeCase[] = [];
  for (let i = 1; i <= LARGE_ACCOUNT.cases; i++) {
    const lawyer = random.pick(lawyers);
    const daysAgo = random.int(1, 1800);
    const roll = random.next();
    const estado = roll < 0.15 ? 'Pendiente' : roll < 0.75 ? 'Activo' : 'Archivado';
    const speciality = random.pick(lawyer.specialities);
    const fechaAlta = calendar.stamp(-daysAgo, time());
    const id = insertCase(db, {
      nombre: `${random.pick(CASE_SUBJECTS)} de ${speciality.toLowerCase()} n.º ${i}`,
      tipo: speciality,
      id_justiciable: client.sub,
      email_justiciable: client.email,
      nombre_cliente: client.name,
      id_abogado: lawyer.id_abogado,
      id_grupo: lawyer.id_grupo,
      estado,
      consulta_aceptada: estado !== 'Pendiente',
      id_tipo_medio_comunicacion: random.int(1, 3),
      origen: 'portal',
      usuario_alta: client.sub,
      fecha_alta: fechaAlta,
    });
    insertMovement(db, {
      id_caso: id,
      id_tipo: MOVEMENT_TYPE.consulta,
      fecha_alta: fechaAlta,
      nombres: client.name,
      descripcion_movimiento: `Consulta de ${speciality.toLowerCase()}`,
      origen: 'justiciable',
      id_justiciable: client.sub,
    });
    if (random.chance(0.15)) {
      insertMovement(db, {
        id_caso: id,
        id_tipo: MOVEMENT_TYPE.pago,
        fecha_alta: fechaAlta,
        nombres: lawyer.fullName,
        descripcion_movimiento: 'Honorarios de la consulta',
        monto: random.pesosAround(30000),
        pagado: estado === 'Archivado',
        origen: 'abogado',
      });
    }
    cases.push({ id, lawyer });
  }
  for (let i = 0; i < LARGE_ACCOUNT.calendarEntries; i++) {
    const linked = random.chance(0.8) ? random.pick(cases) : null;
    const lawyer = linked?.lawyer ?? random.pick(lawyers);
    const on = random.int(-365, 180);
    const medium = random.pick(MEDIA);
    insertAgenda(db, {
      id_justiciable: client.sub,
      id_caso: linked?.id ?? null,
      id_abogado: lawyer.id_abogado,
      id_grupo: lawyer.id_grupo,
      titulo: random.pick(MEETING_TITLES),
      texto: '',
      fecha_ini: calendar.date(on),
      hora_ini: `${time()}:00`,
      tipo_reunion: medium,
      direccion_link: medium === 'Videollamada' ? `https://meet.jit.si/justiciable-${lawyer.id_abogado}-${i}` : null,
      fecha_alta: calendar.stamp(Math.min(on, 0) - random.int(1, 30), time()),
    });
  }
}
