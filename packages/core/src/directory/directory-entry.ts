import * as v from 'valibot';

export const CONTACT_STATES = ['CONTACTAR', 'PENDIENTE', 'CONTACTADO'] as const;
export const ContactStateSchema = v.picklist(CONTACT_STATES);
/** The directory contact button's state machine (SPEC §4). */
export type ContactState = v.InferOutput<typeof ContactStateSchema>;

/** The contact button as SPEC §3 names it, plus whether it can be pressed. */
export const ContactButtonSchema = v.object({
  'spinner-btn': v.boolean(),
  'msg-btn': ContactStateSchema,
  'class-btn': v.string(),
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

/** A lawyer in the directory (SPEC §3). */
export const DirectoryEntrySchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  id_grupo_justiciable: v.nullable(v.string()),
  id_grupo: v.string(),
  id_abogado_grupo: v.string(),
  descripcion: v.string(),
  fecha_alta: v.string(),
  fecha_baja: v.nullable(v.string()),
  visible: v.picklist(['t', 'f']),
  abogadoEstudio: v.object({ title: v.string(), study: v.string(), description: v.string() }),
  especialidades: v.array(v.string()),
  usuarios: v.array(StudyMemberSchema),
  services: v.array(LawyerServiceSchema),
  button: ContactButtonSchema,
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
