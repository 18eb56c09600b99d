import * as v from 'valibot';

export const CONTACT_STATES = ['CONTACTAR', 'PENDIENTE', 'CONTACTADO'] as const;
export const ContactStateSchema = v.picklist(CONTACT_STATES);
/** The directory contact button's state machine (SPEC §4). */
export type ContactState = v.InferOutput<typeof ContactStateSchema>;

/**
 * The contact button: its label ('msg-btn', as SPEC §3 names it) and whether it can be pressed.
 * The legacy app's 'spinner-btn' and 'class-btn' (a CSS class) are left out: no page reads them.
 */
export const ContactButtonSchema = v.object({
  'msg-btn': ContactStateSchema,
  disabled: v.boolean(),
});
export type ContactButton = v.InferOutput<typeof ContactButtonSchema>;

export const LawyerServiceSchema = v.object({
  id: v.string(),
  nombre: v.string(),
  /** What the service covers, in the lawyer's words; empty when they wrote none. */
  descripcion: v.string(),
  /** Price in ARS; 0 for a free service. */
  precio: v.number(),
  /** 'monto_unico' charges once through a payment link (SPEC §4). */
  tipo_cobro: v.string(),
});
export type LawyerService = v.InferOutput<typeof LawyerServiceSchema>;

export const CommunicationMediumSchema = v.object({
  id: v.string(),
  nombre: v.string(),
  precio: v.nullable(v.number()),
});
export type CommunicationMedium = v.InferOutput<typeof CommunicationMediumSchema>;

export const StudyMemberSchema = v.object({
  id: v.string(),
  nombre: v.string(),
});
export type StudyMember = v.InferOutput<typeof StudyMemberSchema>;

/**
 * A lawyer in the directory (SPEC §3), once per studio, as listDirectory answers it:
 * `filterDirectory` searches a list of them, `button` is the client's contact state.
 */
export const DirectoryEntrySchema = v.object({
  /** The lawyer's id: what the use-cases take as `lawyerId`. */
  id: v.pipe(v.string(), v.minLength(1)),
  id_grupo_justiciable: v.nullable(v.string()),
  /** The studio's group: what the use-cases take as `groupId`. */
  id_grupo: v.string(),
  /** The lawyer's membership of that group. */
  id_abogado_grupo: v.string(),
  /** The lawyer's own description, in Spanish. */
  descripcion: v.string(),
  fecha_alta: v.string(),
  /** When the lawyer left the directory; null while listed. */
  fecha_baja: v.nullable(v.string()),
  /** 't' listed by default; 'f' only with `includeHidden`, or once the client's contact (CONTACTADO). */
  visible: v.picklist(['t', 'f']),
  /** The lawyer's name with title ('Dra. Laura Gómez'), the studio's name and its description. */
  abogadoEstudio: v.object({ title: v.string(), study: v.string(), description: v.string() }),
  /** As the directory names them; `specialitiesOf(entries)` lists them once each. */
  especialidades: v.array(v.string()),
  /** The studio's lawyers. */
  usuarios: v.array(StudyMemberSchema),
  /** What a consultation can be started for, with its price and charge (`consultationCharge`). */
  services: v.array(LawyerServiceSchema),
  /** The contact button (SPEC §3, §4): 'msg-btn' is CONTACTAR, PENDIENTE or CONTACTADO. */
  button: ContactButtonSchema,
  /** The communication media the lawyer offers (a meeting's tipo_reunion), with their price; null: no price stated. */
  media: v.array(CommunicationMediumSchema),
  /** "Locality, Region". */
  nombre_localidad_completo: v.string(),
});
export type DirectoryEntry = v.InferOutput<typeof DirectoryEntrySchema>;

export const CONTACT_REQUEST_ESTADOS = ['pendiente', 'aceptada', 'rechazada'] as const;

/** The client's latest contact request to a lawyer, which sets the button on load (SPEC §4). */
export const ContactRequestSchema = v.object({
  id: v.string(),
  id_abogado: v.string(),
  leido: v.boolean(),
  estado: v.picklist(CONTACT_REQUEST_ESTADOS),
  /** The client the resulting contact belongs to, if any. */
  id_contacto_justiciable: v.nullable(v.string()),
  /** End date of the contact; set when it was unlinked. */
  fecha_baja_contacto: v.nullable(v.string()),
  fecha_alta: v.string(),
});
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;
