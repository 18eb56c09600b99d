import type { EmulatorContext } from '../context';
import { storeCaseFile } from '../lambda';
import {
  MOVEMENT_TYPE,
  type NewMovement,
  insertAgenda,
  insertCalendarMovement,
  insertCase,
  insertComment,
  insertMovement,
} from '../legacy-api/records';
import { insertedId, sql } from '../legacy-api/sql';
import type { SeedCalendar } from './calendar';
import type { SeededLawyer, SeededStudy } from './directory';
import { onePagePdf } from './pdf';

export interface SeedClient {
  readonly sub: string;
  readonly email: string;
  readonly name: string;
}

type Estado = 'Pendiente' | 'Activo' | 'Archivado';
type Medium = 1 | 2 | 3;

const MEDIUM_NAMES: Readonly<Record<Medium, string>> = { 1: 'Presencial', 2: 'Videollamada', 3: 'Telefónica' };

interface CaseSpec {
  readonly lawyer: SeededLawyer;
  readonly nombre: string;
  readonly tipo: string;
  readonly estado: Estado;
  readonly medium: Medium;
  readonly daysAgo: number;
}

interface SeedFile {
  readonly uniqueKey: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** When something happened: days from today (negative is past) and the time of day. */
type When = readonly [offsetDays: number, time: string];

/** Writes one client's history with a study as the lawyers and the client would have built it. */
export class ClientSeeder {
  constructor(
    private readonly ctx: EmulatorContext,
    private readonly calendar: SeedCalendar,
    readonly client: SeedClient,
  ) {}

  openCase(spec: CaseSpec): SeededCase {
    const id = insertCase(this.ctx.db, {
      nombre: spec.nombre,
      tipo: spec.tipo,
      id_justiciable: this.client.sub,
      email_justiciable: this.client.email,
      nombre_cliente: this.client.name,
      id_abogado: spec.lawyer.id_abogado,
      id_grupo: spec.lawyer.id_grupo,
      estado: spec.estado,
      consulta_aceptada: spec.estado !== 'Pendiente',
      id_tipo_medio_comunicacion: spec.medium,
      origen: 'portal',
      usuario_alta: this.client.sub,
      fecha_alta: this.calendar.stamp(-spec.daysAgo, '09:30'),
    });
    this.link(spec.lawyer, spec.estado === 'Pendiente' ? 'pendiente' : 'activo', -spec.daysAgo);
    return new SeededCase(this.ctx, this.calendar, this.client, id, spec);
  }

  /**
   * The client's link with a lawyer's group ("my lawyers" when active). An open link is reused;
   * with endedDaysAgo a new one is written that ended then (an unlinked lawyer).
   */
  link(lawyer: SeededLawyer, estado: 'pendiente' | 'activo', offsetDays: number, endedDaysAgo?: number): number {
    const open = sql<{ id_contacto: number }>(
      this.ctx.db,
      'SELECT id_contacto FROM contactos WHERE id_justiciable = ? AND id_abogado = ? AND id_grupo = ? AND fecha_baja IS NULL',
    ).get(this.client.sub, lawyer.id_abogado, lawyer.id_grupo);
    if (open && endedDaysAgo === undefined) return open.id_contacto;
    return insertedId(
      sql(
        this.ctx.db,
        `INSERT INTO contactos (id_justiciable, email, id_grupo, id_abogado, estado, fecha_alta, fecha_baja) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        this.client.sub,
        this.client.email,
        lawyer.id_grupo,
        lawyer.id_abogado,
        estado,
        this.calendar.stamp(offsetDays, '12:00'),
        endedDaysAgo === undefined ? null : this.calendar.stamp(-endedDaysAgo, '12:00'),
      ),
    );
  }

  /** An appointment of the client's agenda; text as stored, percent-encoded or with HTML entities in old rows. */
  agenda(
    lawyer: SeededLawyer,
    entry: {
      titulo: string;
      texto: string;
      caseId?: number;
      on?: When;
      until?: string;
      medium?: Medium;
      place?: string;
      allDay?: boolean;
      createdDaysAgo: number;
    },
  ): number {
    return insertAgenda(this.ctx.db, {
      id_justiciable: this.client.sub,
      id_caso: entry.caseId ?? null,
      id_abogado: lawyer.id_abogado,
      id_grupo: lawyer.id_grupo,
      titulo: entry.titulo,
      texto: entry.texto,
      fecha_ini: entry.on ? this.calendar.date(entry.on[0]) : null,
      hora_ini: entry.on ? `${entry.on[1]}:00` : null,
      hora_fin: entry.until ? `${entry.until}:00` : null,
      tipo_reunion: entry.medium ? MEDIUM_NAMES[entry.medium] : null,
      direccion_link: entry.place ?? null,
      todo_el_dia: entry.allDay ?? false,
      fecha_alta: this.calendar.stamp(-entry.createdDaysAgo, '08:45'),
    });
  }

  notification(entry: {
    tipo: string;
    titulo: string;
    descripcion: string;
    leido: boolean;
    daysAgo: number;
    caseId?: number;
    groupId?: number;
    invitationId?: number;
    /** Addressed by e-mail only, as studies write before the client has an account. */
    byEmail?: boolean;
  }): number {
    return insertedId(
      sql(
        this.ctx.db,
        `INSERT INTO notificaciones (id_justiciable, email, tipo, titulo, descripcion, id_caso, id_grupo, id_invitacion, leido, fecha_alta)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        entry.byEmail ? null : this.client.sub,
        this.client.email,
        entry.tipo,
        entry.titulo,
        entry.descripcion,
        entry.caseId ?? null,
        entry.groupId ?? null,
        entry.invitationId ?? null,
        entry.leido ? 1 : 0,
        this.calendar.stamp(-entry.daysAgo, '18:10'),
      ),
    );
  }

  /** A study's invitation to the client's e-mail, with the pending link it creates. */
  invitation(
    lawyer: SeededLawyer,
    estado: 'pendiente' | 'aceptada' | 'rechazada',
    daysAgo: number,
    mensaje: string,
  ): number {
    const answered = estado !== 'pendiente';
    const contactId = insertedId(
      sql(
        this.ctx.db,
        `INSERT INTO contactos (id_justiciable, email, id_grupo, id_abogado, estado, fecha_alta, fecha_baja) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        answered ? this.client.sub : null,
        this.client.email,
        lawyer.id_grupo,
        lawyer.id_abogado,
        { pendiente: 'pendiente', aceptada: 'activo', rechazada: 'rechazado' }[estado],
        this.calendar.stamp(-daysAgo, '11:00'),
        estado === 'rechazada' ? this.calendar.stamp(-daysAgo + 1, '11:00') : null,
      ),
    );
    return insertedId(
      sql(
        this.ctx.db,
        `INSERT INTO invitaciones (id_grupo, id_abogado, id_contacto, email, id_justiciable, mensaje, estado, fecha_alta, fecha_respuesta)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        lawyer.id_grupo,
        lawyer.id_abogado,
        contactId,
        this.client.email,
        answered ? this.client.sub : null,
        mensaje,
        estado,
        this.calendar.stamp(-daysAgo, '11:00'),
        answered ? this.calendar.stamp(-daysAgo + 1, '11:00') : null,
      ),
    );
  }

  /** A contact request from the directory, in the state the lawyer left it. */
  request(
    lawyer: SeededLawyer,
    estado: 'pendiente' | 'aceptada' | 'rechazada',
    daysAgo: number,
    unlinkedDaysAgo?: number,
  ): number {
    const contactId = estado === 'aceptada' ? this.link(lawyer, 'activo', -daysAgo + 1, unlinkedDaysAgo) : null;
    return insertedId(
      sql(
        this.ctx.db,
        `INSERT INTO solicitudes (id_abogado, id_grupo, id_justiciable, username, email, telefono, leido, estado, id_contacto, fecha_alta)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        lawyer.id_abogado,
        lawyer.id_grupo,
        this.client.sub,
        this.client.name,
        this.client.email,
        null,
        estado === 'pendiente' ? 0 : 1,
        estado,
        contactId,
        this.calendar.stamp(-daysAgo, '16:20'),
      ),
    );
  }
}

/** One case being written: movements, comments and documents in the order they happened. */
export class SeededCase {
  constructor(
    private readonly ctx: EmulatorContext,
    private readonly calendar: SeedCalendar,
    private readonly client: SeedClient,
    readonly id: number,
    private readonly spec: CaseSpec,
  ) {}

  get lawyer(): SeededLawyer {
    return this.spec.lawyer;
  }

  private byClient(at: When): Pick<NewMovement, 'id_caso' | 'fecha_alta' | 'nombres' | 'origen' | 'id_justiciable'> {
    return {
      id_caso: this.id,
      fecha_alta: this.calendar.stamp(...at),
      nombres: this.client.name,
      origen: 'justiciable',
      id_justiciable: this.client.sub,
    };
  }

  private byLawyer(at: When): Pick<NewMovement, 'id_caso' | 'fecha_alta' | 'nombres' | 'origen'> {
    return {
      id_caso: this.id,
      fecha_alta: this.calendar.stamp(...at),
      nombres: this.spec.lawyer.fullName,
      origen: 'abogado',
    };
  }

  consultation(at: When, descripcion: string, comentarios: string): number {
    return insertMovement(this.ctx.db, {
      ...this.byClient(at),
      id_tipo: MOVEMENT_TYPE.consulta,
      descripcion_movimiento: descripcion,
      comentarios,
      tipo_reunion: MEDIUM_NAMES[this.spec.medium],
    });
  }

  /** A news movement (type 5) the client wrote to the lawyer, as the case's conversation sends it. */
  clientNews(at: When, descripcion: string, comentarios: string): number {
    return insertMovement(this.ctx.db, {
      ...this.byClient(at),
      id_tipo: MOVEMENT_TYPE.novedad,
      descripcion_movimiento: descripcion,
      comentarios,
    });
  }

  /** A lawyer's movement of any other type: novedad, escrito judicial, audiencia, file request. */
  lawyerMovement(at: When, id_tipo: number, descripcion: string, details: Partial<NewMovement> = {}): number {
    return insertMovement(this.ctx.db, {
      ...this.byLawyer(at),
      ...details,
      id_tipo,
      descripcion_movimiento: descripcion,
    });
  }

  payment(at: When, descripcion: string, monto: number, paid: boolean): number {
    return insertMovement(this.ctx.db, {
      ...this.byLawyer(at),
      id_tipo: MOVEMENT_TYPE.pago,
      descripcion_movimiento: descripcion,
      concepto: descripcion,
      monto,
      pagado: paid,
      cuenta: 'Mercado Pago',
      link_url: paid ? `https://www.mercadopago.com.ar/activities/${this.id}${monto}` : null,
    });
  }

  /** A type-7 movement: a meeting on a date, or (without `on`) a request for the client to pick one. */
  meeting(at: When, descripcion: string, medium: Medium, place: string | null, on?: When, until?: string): number {
    return insertCalendarMovement(
      this.ctx.db,
      {
        ...this.byLawyer(at),
        descripcion_movimiento: descripcion,
        fecha_inicio_agenda: on ? this.calendar.date(on[0]) : null,
        hora_inicio_agenda: on ? `${on[1]}:00` : null,
        tipo_reunion: MEDIUM_NAMES[medium],
        direccion_link: place,
      },
      { id_justiciable: this.client.sub, id_abogado: this.spec.lawyer.id_abogado, id_grupo: this.spec.lawyer.id_grupo },
      until ? `${until}:00` : null,
    ).id_movimiento;
  }

  comment(movementId: number, at: When, byLawyer: boolean, comentario: string): void {
    insertComment(this.ctx.db, {
      id_movimiento: movementId,
      nombres_usuario: byLawyer ? this.spec.lawyer.fullName : this.client.name,
      comentario,
      origen: byLawyer ? 'abogado' : 'justiciable',
      id_justiciable: byLawyer ? null : this.client.sub,
      fecha_alta: this.calendar.stamp(...at),
    });
  }

  private store(file: SeedFile): string {
    return storeCaseFile(this.ctx, {
      groupId: this.spec.lawyer.id_grupo,
      caseId: this.id,
      ...file,
      ownerSub: this.client.sub,
    }).key;
  }

  /** A type-2 request the client already answered with a real file. */
  answeredFileRequest(at: When, descripcion: string, file: SeedFile): number {
    return this.lawyerMovement(at, MOVEMENT_TYPE.solicitudArchivo, descripcion, { link_archivo: this.store(file) });
  }

  /** A real file stored as the upload function would, with the attachment movement that links it. */
  document(at: When, uniqueKey: string, fileName: string, bytes: Uint8Array, descripcion: string): number {
    const key = this.store({ uniqueKey, fileName, bytes });
    return insertMovement(this.ctx.db, {
      ...this.byClient(at),
      id_tipo: MOVEMENT_TYPE.archivoAdjunto,
      descripcion_movimiento: descripcion,
      comentarios: fileName,
      link_archivo: key,
    });
  }
}

export function lawyerOf(studies: readonly SeededStudy[], studyIndex: number, lawyerIndex = 0): SeededLawyer {
  const lawyer = studies[studyIndex]?.lawyers[lawyerIndex];
  if (!lawyer) throw new Error(`The seed has no lawyer ${lawyerIndex} in study ${studyIndex}`);
  return lawyer;
}

const text = (content: string) => new Uint8Array(Buffer.from(content, 'utf8'));

/** The demo client's whole history: every case state, movement type, agenda, notification, invitation and request state. */
export function seedDemoClient(
  ctx: EmulatorContext,
  calendar: SeedCalendar,
  client: SeedClient,
  studies: readonly SeededStudy[],
): void {
  const seeder = new ClientSeeder(ctx, calendar, client);
  const laboral = lawyerOf(studies, 0);
  const consumo = lawyerOf(studies, 1);
  const familia = lawyerOf(studies, 2);
  const sucesiones = lawyerOf(studies, 3);
  const previsional = lawyerOf(studies, 4);
  const transito = lawyerOf(studies, 7);
  const cerrado = lawyerOf(studies, 11);

  const despido = seeder.openCase({
    lawyer: laboral,
    nombre: 'Despido sin causa - Metalúrgica Río Segundo S.A.',
    tipo: 'Despido y liquidación final',
    estado: 'Activo',
    medium: 1,
    daysAgo: 120,
  });
  despido.consultation(
    [-120, '09:30'],
    'Consulta por despido sin causa',
    'Me despidieron después de 8 años sin pagarme la indemnización ni el preaviso.',
  );
  despido.payment([-119, '10:05'], 'Honorarios de la consulta inicial', 25000, true);
  const carta = despido.lawyerMovement(
    [-115, '12:40'],
    MOVEMENT_TYPE.novedad,
    'Se envió carta documento intimando el pago de la liquidación final',
  );
  despido.comment(carta, [-114, '09:12'], true, 'Si la empresa no responde en 48 horas avanzamos con la demanda.');
  despido.comment(carta, [-114, '10:03'], false, 'Perfecto, quedo atenta. Gracias.');
  despido.document(
    [-113, '19:25'],
    'seed-telegrama',
    'telegrama-de-despido.pdf',
    onePagePdf([
      'TELEGRAMA LEY 23.789',
      'Metalurgica Rio Segundo S.A.',
      'Comunicamos a Ud. que prescindimos de sus servicios a partir del dia de la fecha.',
      'Liquidacion final y certificados de trabajo a su disposicion.',
    ]),
    'Telegrama de despido',
  );
  const demanda = despido.lawyerMovement(
    [-90, '11:00'],
    MOVEMENT_TYPE.escritoJudicial,
    'Demanda laboral presentada ante la Cámara del Trabajo',
    {
      acto_procesal: 'Demanda',
      diligencia: 'Presentación electrónica',
      prueba: 'Documental, testimonial y pericial contable',
      conexidad: 'Sin conexidad',
    },
  );
  despido.comment(demanda, [-89, '08:30'], false, '¿Cuánto tiempo suele tardar la primera audiencia?');
  despido.comment(
    demanda,
    [-89, '13:15'],
    true,
    'Entre 30 y 60 días. Le vamos a avisar por acá apenas tengamos fecha.',
  );
  despido.lawyerMovement([-60, '09:00'], MOVEMENT_TYPE.audiencia, 'Audiencia de conciliación', {
    fecha_inicio_agenda: calendar.date(-45),
    hora_inicio_agenda: '10:30:00',
    tipo_reunion: 'Presencial',
    direccion_link: 'Tribunales III, Bv. Illia 590, Córdoba',
    diligencia: 'Sin acuerdo; se abre a prueba',
  });
  despido.lawyerMovement(
    [-20, '17:45'],
    MOVEMENT_TYPE.solicitudArchivo,
    'Necesitamos copia de los últimos 6 recibos de sueldo',
  );
  despido.meeting([-10, '12:00'], 'Reunión para preparar la audiencia de vista de causa', 2, null);
  despido.meeting(
    [-5, '15:20'],
    'Reunión de seguimiento del juicio',
    2,
    `https://meet.jit.si/justiciable-${laboral.id_abogado}-seguimiento`,
    [7, '17:00'],
    '17:45',
  );
  // A conversation with the lawyer whose last reply the client has not read yet (its notice below).
  despido.clientNews(
    [-2, '10:15'],
    '¿Hay fecha para la audiencia de vista de causa?',
    '¿Hay fecha para la audiencia de vista de causa? Necesito pedir el día en el trabajo nuevo.',
  );
  despido.lawyerMovement([-1, '18:05'], MOVEMENT_TYPE.novedad, 'Fecha de la vista de causa', {
    comentarios:
      'Todavía no, el juzgado la fija en las próximas semanas. Apenas la tengamos se la paso por acá, con al menos 15 días de aviso.',
  });

  const divorcio = seeder.openCase({
    lawyer: familia,
    nombre: 'Divorcio de común acuerdo',
    tipo: 'Divorcio de común acuerdo',
    estado: 'Activo',
    medium: 2,
    daysAgo: 45,
  });
  divorcio.consultation(
    [-45, '21:10'],
    'Consulta por divorcio',
    'Queremos divorciarnos de común acuerdo; tenemos dos hijos menores.',
  );
  divorcio.payment([-44, '09:00'], 'Honorarios de la consulta inicial', 28000, true);
  const convenio = divorcio.lawyerMovement(
    [-30, '16:30'],
    MOVEMENT_TYPE.novedad,
    'Se redactó el borrador del convenio regulador',
  );
  divorcio.comment(
    convenio,
    [-29, '22:05'],
    false,
    'Lo leímos con mi ex pareja y estamos de acuerdo con la cuota propuesta.',
  );
  divorcio.payment([-28, '10:00'], 'Anticipo de honorarios por el divorcio', 85000, false);
  divorcio.meeting(
    [-3, '11:30'],
    'Firma del convenio regulador',
    1,
    'Av. Corrientes 1847, piso 5 "B", CABA',
    [4, '10:00'],
    '11:00',
  );

  const sucesion = seeder.openCase({
    lawyer: sucesiones,
    nombre: 'Sucesión de Rosa Quiroga',
    tipo: 'Declaratoria de herederos',
    estado: 'Archivado',
    medium: 1,
    daysAgo: 420,
  });
  sucesion.consultation(
    [-420, '10:00'],
    'Consulta por la sucesión de mi abuela',
    'Falleció mi abuela y dejó un departamento en Godoy Cruz.',
  );
  sucesion.payment([-418, '12:00'], 'Honorarios de la sucesión', 350000, true);
  sucesion.lawyerMovement([-300, '09:40'], MOVEMENT_TYPE.escritoJudicial, 'Se dictó la declaratoria de herederos', {
    acto_procesal: 'Declaratoria de herederos',
  });
  sucesion.lawyerMovement(
    [-250, '13:00'],
    MOVEMENT_TYPE.novedad,
    'Se inscribió el inmueble a nombre de los herederos y se archivó el expediente',
  );

  const choque = seeder.openCase({
    lawyer: transito,
    nombre: 'Choque en Av. Circunvalación',
    tipo: 'Consulta inicial',
    estado: 'Pendiente',
    medium: 2,
    daysAgo: 2,
  });
  choque.consultation(
    [-2, '19:40'],
    'Consulta por accidente de tránsito',
    'Me chocaron de atrás; el seguro del otro conductor no responde.',
  );
  choque.payment([-2, '19:41'], 'Pago de la consulta: Consulta inicial', 22000, false);
  choque.meeting(
    [-2, '19:41'],
    'Reunión: Choque en Av. Circunvalación',
    2,
    `https://meet.jit.si/justiciable-${transito.id_abogado}-consulta`,
    [3, '18:00'],
    '18:30',
  );

  const prepaga = seeder.openCase({
    lawyer: consumo,
    nombre: 'Reclamo a la prepaga por cobertura de cirugía',
    tipo: 'Reclamo ante Defensa del Consumidor',
    estado: 'Activo',
    medium: 2,
    daysAgo: 60,
  });
  prepaga.consultation(
    [-60, '08:50'],
    'Consulta por negativa de cobertura',
    'La prepaga rechazó cubrir una cirugía de rodilla indicada por el traumatólogo.',
  );
  prepaga.payment([-59, '09:30'], 'Honorarios del reclamo', 30000, true);
  prepaga.document(
    [-58, '20:15'],
    'seed-poder',
    'poder-general-judicial.pdf',
    onePagePdf([
      'PODER GENERAL JUDICIAL',
      'Escritura numero ciento doce.',
      'Lucia Fernandez otorga poder general judicial a favor de los letrados del estudio.',
    ]),
    'Poder general judicial',
  );
  prepaga.document(
    [-58, '20:17'],
    'seed-reclamo',
    'detalle-del-reclamo.txt',
    text(
      'Detalle del reclamo\n\n- Orden médica del 12/03: artroscopía de rodilla derecha.\n- Rechazo de la prepaga por "preexistencia".\n- Carta documento enviada sin respuesta.\n',
    ),
    'Detalle del reclamo',
  );
  prepaga.lawyerMovement(
    [-40, '11:10'],
    MOVEMENT_TYPE.escritoJudicial,
    'Denuncia presentada ante Defensa del Consumidor',
    { acto_procesal: 'Denuncia administrativa' },
  );
  prepaga.answeredFileRequest([-15, '10:00'], 'Envíenos la historia clínica completa', {
    uniqueKey: 'seed-historia',
    fileName: 'historia-clinica.txt',
    bytes: text(
      'Historia clínica\nPaciente: Lucía Fernández\nDiagnóstico: lesión de menisco interno, rodilla derecha.\n',
    ),
  });

  const haberes = seeder.openCase({
    lawyer: previsional,
    nombre: 'Reajuste de haberes de mi padre',
    tipo: 'Reajuste de haberes',
    estado: 'Archivado',
    medium: 3,
    daysAgo: 700,
  });
  haberes.consultation(
    [-700, '11:00'],
    'Consulta por reajuste jubilatorio',
    'Mi padre cobra la mínima y trabajó 35 años con aportes.',
  );
  haberes.payment([-650, '11:00'], 'Honorarios del reajuste', 120000, true);
  haberes.lawyerMovement([-400, '09:00'], MOVEMENT_TYPE.novedad, 'ANSES liquidó el retroactivo; se archiva el caso');

  const alquileres = seeder.openCase({
    lawyer: cerrado,
    nombre: 'Cobro de alquileres adeudados',
    tipo: 'Cobro de deudas',
    estado: 'Archivado',
    medium: 1,
    daysAgo: 300,
  });
  alquileres.consultation(
    [-300, '17:00'],
    'Consulta por alquileres impagos',
    'El inquilino dejó de pagar hace cuatro meses.',
  );
  alquileres.lawyerMovement([-200, '10:00'], MOVEMENT_TYPE.novedad, 'Se firmó un acuerdo de pago; se archiva el caso');

  seeder.agenda(laboral, {
    titulo: 'Audiencia%20de%20conciliaci%C3%B3n',
    texto: 'Llevar%20DNI%20y%20los%20recibos%20de%20sueldo',
    caseId: despido.id,
    on: [-45, '10:30'],
    until: '11:30',
    medium: 1,
    place: 'Tribunales%20III%2C%20Bv.%20Illia%20590',
    createdDaysAgo: 60,
  });
  seeder.agenda(familia, {
    titulo: 'Reuni&oacute;n con la Dra. ' + familia.apellido,
    texto: 'Revisi&oacute;n del convenio &amp; r&eacute;gimen de comunicaci&oacute;n',
    caseId: divorcio.id,
    on: [1, '18:00'],
    until: '18:45',
    medium: 2,
    place: `https://meet.jit.si/justiciable-${familia.id_abogado}-convenio`,
    createdDaysAgo: 6,
  });
  seeder.agenda(laboral, {
    titulo: 'Vencimiento: ofrecimiento de prueba',
    texto: 'El estudio presenta el escrito.',
    caseId: despido.id,
    on: [12, '00:00'],
    allDay: true,
    createdDaysAgo: 8,
  });
  seeder.agenda(consumo, {
    titulo: 'Mediaci%C3%B3n%20con%20la%20prepaga',
    texto: 'Audiencia virtual del COPREC',
    caseId: prepaga.id,
    on: [9, '09:00'],
    until: '10:00',
    medium: 2,
    place: 'https://www.argentina.gob.ar/produccion/defensadelconsumidor/coprec',
    createdDaysAgo: 12,
  });
  seeder.agenda(previsional, {
    titulo: 'Entrevista inicial',
    texto: '',
    on: [-700, '11:00'],
    until: '11:30',
    medium: 3,
    createdDaysAgo: 702,
  });
  seeder.agenda(sucesiones, {
    // Written by the old backend in Latin-1: not valid percent-encoded UTF-8, so the portal shows it empty.
    titulo: 'Reuni%F3n%20de%20cierre',
    texto: 'Entrega de la documentaci%F3n original',
    caseId: sucesion.id,
    on: [-250, '12:00'],
    medium: 1,
    createdDaysAgo: 255,
  });
  seeder.agenda(transito, {
    titulo: 'Llamado con el perito',
    texto: 'Sin fecha confirmada',
    caseId: choque.id,
    medium: 3,
    createdDaysAgo: 1,
  });

  seeder.link(previsional, 'activo', -700);
  const invitedBy = lawyerOf(studies, 5);
  const pendingInvitation = seeder.invitation(
    invitedBy,
    'pendiente',
    3,
    'Hola, Lucía. La invitamos a sumarse a nuestro estudio en Justiciable para seguir su causa.',
  );
  seeder.invitation(
    lawyerOf(studies, 6),
    'aceptada',
    90,
    'Le enviamos una invitación para vincularse con nuestro estudio.',
  );
  seeder.invitation(
    lawyerOf(studies, 8),
    'rechazada',
    150,
    'Le enviamos una invitación para vincularse con nuestro estudio.',
  );
  seeder.request(lawyerOf(studies, 9), 'pendiente', 4);
  seeder.request(lawyerOf(studies, 10), 'aceptada', 30);
  seeder.request(lawyerOf(studies, 8, 1), 'rechazada', 40);
  seeder.request(lawyerOf(studies, 1, 1), 'aceptada', 200, 100);

  seeder.notification({
    tipo: 'invitacion',
    titulo: `Invitación de ${invitedBy.study}`,
    descripcion: `${invitedBy.fullName} le envió una invitación para vincularse con ${invitedBy.study}.`,
    leido: false,
    daysAgo: 3,
    groupId: invitedBy.id_grupo,
    invitationId: pendingInvitation,
    byEmail: true,
  });
  seeder.notification({
    tipo: 'nuevo_movimiento',
    titulo: 'Nuevo movimiento en su asunto',
    descripcion: `${laboral.fullName} le pidió los últimos 6 recibos de sueldo.`,
    leido: false,
    daysAgo: 20,
    caseId: despido.id,
    groupId: laboral.id_grupo,
  });
  seeder.notification({
    tipo: 'mensaje_abogado',
    titulo: `Nuevo mensaje de ${laboral.fullName}`,
    descripcion: `${laboral.fullName} le respondió en "Despido sin causa - Metalúrgica Río Segundo S.A.".`,
    leido: false,
    daysAgo: 1,
    caseId: despido.id,
    groupId: laboral.id_grupo,
  });
  seeder.notification({
    tipo: 'pago_pendiente',
    titulo: 'Tiene un pago pendiente',
    descripcion: 'Anticipo de honorarios por el divorcio: $ 85.000.',
    leido: false,
    daysAgo: 28,
    caseId: divorcio.id,
    groupId: familia.id_grupo,
  });
  seeder.notification({
    tipo: 'agenda',
    titulo: 'Reunión agendada',
    descripcion: 'Reunión de seguimiento del juicio por videollamada.',
    leido: true,
    daysAgo: 5,
    caseId: despido.id,
    groupId: laboral.id_grupo,
  });
  seeder.notification({
    tipo: 'consulta_recibida',
    titulo: 'Recibimos su consulta',
    descripcion: `${transito.fullName} la va a revisar a la brevedad.`,
    leido: true,
    daysAgo: 2,
    caseId: choque.id,
    groupId: transito.id_grupo,
  });
  seeder.notification({
    tipo: 'asunto_archivado',
    titulo: 'Asunto archivado',
    descripcion: 'La sucesión de Rosa Quiroga terminó y se archivó el expediente.',
    leido: true,
    daysAgo: 250,
    caseId: sucesion.id,
    groupId: sucesiones.id_grupo,
  });
}

/** The second client, whose data the demo client must never see. */
export function seedOtherClient(
  ctx: EmulatorContext,
  calendar: SeedCalendar,
  client: SeedClient,
  studies: readonly SeededStudy[],
): void {
  const seeder = new ClientSeeder(ctx, calendar, client);
  const inmobiliario = lawyerOf(studies, 1, 1);
  const familia = lawyerOf(studies, 2, 1);

  const desalojo = seeder.openCase({
    lawyer: inmobiliario,
    nombre: 'Desalojo de local comercial en calle Pellegrini',
    tipo: 'Contrato de locación',
    estado: 'Activo',
    medium: 1,
    daysAgo: 75,
  });
  desalojo.consultation(
    [-75, '10:20'],
    'Consulta por desalojo',
    'El inquilino del local no paga desde hace seis meses.',
  );
  desalojo.payment([-70, '10:00'], 'Anticipo de honorarios del desalojo', 150000, false);
  desalojo.lawyerMovement([-30, '09:30'], MOVEMENT_TYPE.solicitudArchivo, 'Envíenos el contrato de locación firmado');
  desalojo.meeting([-8, '14:00'], 'Reunión para revisar la estrategia', 1, null);
  desalojo.document(
    [-74, '18:00'],
    'seed-contrato',
    'contrato-de-locacion.txt',
    text('Contrato de locación comercial\nLocal en calle Pellegrini 1234, Rosario.\n'),
    'Contrato de locación',
  );
  const nota = desalojo.lawyerMovement(
    [-40, '12:00'],
    MOVEMENT_TYPE.novedad,
    'Se intimó al inquilino por carta documento',
  );
  desalojo.comment(nota, [-39, '09:00'], false, '¿Hay novedades del inquilino?');

  const cuota = seeder.openCase({
    lawyer: familia,
    nombre: 'Aumento de cuota alimentaria',
    tipo: 'Cuota alimentaria',
    estado: 'Pendiente',
    medium: 2,
    daysAgo: 1,
  });
  cuota.consultation(
    [-1, '22:30'],
    'Consulta por cuota alimentaria',
    'La cuota quedó desactualizada con la inflación.',
  );

  seeder.agenda(inmobiliario, {
    titulo: 'Reunión en el estudio',
    texto: 'Traer el contrato original',
    caseId: desalojo.id,
    on: [2, '09:30'],
    until: '10:15',
    medium: 1,
    createdDaysAgo: 4,
  });
  seeder.agenda(familia, {
    titulo: 'Videollamada inicial',
    texto: '',
    caseId: cuota.id,
    on: [5, '19:00'],
    medium: 2,
    createdDaysAgo: 1,
  });
  seeder.agenda(inmobiliario, {
    titulo: 'Mediaci%C3%B3n%20obligatoria',
    texto: '',
    caseId: desalojo.id,
    on: [20, '11:00'],
    medium: 1,
    createdDaysAgo: 10,
  });

  const invitedBy = lawyerOf(studies, 8);
  const invitation = seeder.invitation(
    invitedBy,
    'pendiente',
    5,
    'Le enviamos una invitación para vincularse con nuestro estudio.',
  );
  seeder.request(lawyerOf(studies, 0), 'pendiente', 6);
  seeder.notification({
    tipo: 'invitacion',
    titulo: `Invitación de ${invitedBy.study}`,
    descripcion: `${invitedBy.fullName} le envió una invitación para vincularse con ${invitedBy.study}.`,
    leido: false,
    daysAgo: 5,
    groupId: invitedBy.id_grupo,
    invitationId: invitation,
  });
  seeder.notification({
    tipo: 'pago_pendiente',
    titulo: 'Tiene un pago pendiente',
    descripcion: 'Anticipo de honorarios del desalojo: $ 150.000.',
    leido: true,
    daysAgo: 70,
    caseId: desalojo.id,
    groupId: inmobiliario.id_grupo,
  });
}
