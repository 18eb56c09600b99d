import { type ActionTable, publicRead } from '../action';
import { forbidden, rejected } from '../failure';
import { findLawyer, findMembership, lawyerOfferings } from '../lawyers';
import { sql } from '../sql';
import { pgBoolean } from '../wire';

/** Public study and lawyer pages: professional data only, never a client's. */

interface StudyRow {
  readonly id_grupo: number;
  readonly nombre_grupo: string;
  readonly id_estudio: number;
  readonly nombre_estudio: string;
  readonly descripcion: string;
  readonly direccion: string | null;
  readonly localidad: string;
  readonly provincia: string;
  readonly telefono: string | null;
  readonly email: string | null;
  readonly sitio_web: string | null;
  readonly habilitado: number;
  readonly fecha_alta: string;
}

export const studyActions: ActionTable = {
  /** The study of a group, with its habilitado flag and its visible lawyers. */
  getStudyInfo: publicRead((call) => {
    const db = call.ctx.db;
    const study = sql<StudyRow>(
      db,
      `SELECT g.id_grupo, g.nombre AS nombre_grupo, e.id_estudio, e.nombre_estudio, e.descripcion, e.direccion, e.localidad,
          e.provincia, e.telefono, e.email, e.sitio_web, e.habilitado, e.fecha_alta
        FROM grupos g JOIN estudios e ON e.id_estudio = g.id_estudio WHERE g.id_grupo = ?`,
    ).get(call.fields.id('id_grupo'));
    if (!study) throw rejected('No se encontró el Estudio');
    const lawyers = sql<{ id_abogado: number; id_abogado_grupo: number; nombre: string; apellido: string }>(
      db,
      `SELECT a.id_abogado, ag.id_abogado_grupo, a.nombre, a.apellido FROM abogados_grupo ag JOIN abogados a USING (id_abogado)
        WHERE ag.id_grupo = ? AND ag.visible = 1 AND ag.fecha_baja IS NULL ORDER BY a.apellido, a.nombre`,
    ).all(study.id_grupo);
    const specialities = lawyerOfferings(
      db,
      lawyers.map((lawyer) => lawyer.id_abogado),
    ).specialities;
    return {
      status: 200,
      datos: {
        ...study,
        habilitado: pgBoolean(study.habilitado),
        abogados: lawyers.map((lawyer) => ({ ...lawyer, especialidades: specialities.get(lawyer.id_abogado) ?? [] })),
      },
    };
  }),

  /** A lawyer within a group as the preview pages show them: profile, study, services and media. */
  getPreviewStudy: publicRead((call) => {
    const lawyer = findLawyer(call, call.fields.id('id_lawyer'));
    const membership = findMembership(call, lawyer.id_abogado, call.fields.id('id_group'));
    const offerings = lawyerOfferings(call.ctx.db, [lawyer.id_abogado]);
    return {
      status: 200,
      datos: {
        id_abogado: lawyer.id_abogado,
        id_grupo: membership.id_grupo,
        id_abogado_grupo: membership.id_abogado_grupo,
        id_estudio: membership.id_estudio,
        nombre: lawyer.nombre,
        apellido: lawyer.apellido,
        matricula: lawyer.matricula,
        descripcion: membership.descripcion || lawyer.descripcion,
        nombre_estudio: membership.nombre_estudio,
        direccion: membership.direccion,
        localidad: membership.localidad,
        provincia: membership.provincia,
        visible: pgBoolean(membership.visible),
        habilitado: pgBoolean(membership.habilitado),
        especialidades: offerings.specialities.get(lawyer.id_abogado) ?? [],
        servicios: offerings.services.get(lawyer.id_abogado) ?? [],
        medios: offerings.media.get(lawyer.id_abogado) ?? [],
      },
    };
  }),

  /** How a lawyer attends and at what price. */
  getLawyerMedia: publicRead((call) => {
    const lawyer = findLawyer(call, call.fields.id('id_lawyer'));
    return { status: 200, datos: lawyerOfferings(call.ctx.db, [lawyer.id_abogado]).media.get(lawyer.id_abogado) ?? [] };
  }),

  /**
   * The lawyer's group as the consultation pages need it: datos.media, services, study. With a
   * session whose id is id_justiciable, also id_grupo_justiciable (the client's open link).
   */
  getGroupInformation: publicRead((call) => {
    const { fields, principal } = call;
    const lawyer = findLawyer(call, fields.id('id_lawyer'));
    const clientId = fields.optionalText('id_justiciable');
    if (principal && clientId !== null && clientId !== principal.sub) {
      throw forbidden('No tiene autorización para acceder a los datos de otro usuario');
    }
    const membership = findMembership(call, lawyer.id_abogado, null);
    const offerings = lawyerOfferings(call.ctx.db, [lawyer.id_abogado]);
    const link =
      principal && clientId !== null
        ? sql<{ id_contacto: number }>(
            call.ctx.db,
            `SELECT id_contacto FROM contactos WHERE id_justiciable = ? AND id_grupo = ? AND estado <> 'rechazado' AND fecha_baja IS NULL
              ORDER BY id_contacto DESC LIMIT 1`,
          ).get(principal.sub, membership.id_grupo)
        : undefined;
    return {
      status: 200,
      datos: {
        id_abogado: lawyer.id_abogado,
        nombre: lawyer.nombre,
        apellido: lawyer.apellido,
        id_grupo: membership.id_grupo,
        id_abogado_grupo: membership.id_abogado_grupo,
        id_estudio: membership.id_estudio,
        nombre_estudio: membership.nombre_estudio,
        habilitado: pgBoolean(membership.habilitado),
        especialidades: offerings.specialities.get(lawyer.id_abogado) ?? [],
        servicios: offerings.services.get(lawyer.id_abogado) ?? [],
        media: offerings.media.get(lawyer.id_abogado) ?? [],
        id_grupo_justiciable: link?.id_contacto ?? null,
      },
    };
  }),
};
