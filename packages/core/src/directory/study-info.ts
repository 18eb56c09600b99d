import * as v from 'valibot';
import { CommunicationMediumSchema, LawyerServiceSchema, StudyMemberSchema } from './directory-entry';

/** A law studio (estudio); `habilitado` gates its public pages (SPEC §2). */
export const StudyInfoSchema = v.object({
  id_grupo: v.pipe(v.string(), v.minLength(1)),
  /** The studio the group belongs to, as a public consultation link names it (/consultationViaLink/:lawyerId/:id_grupo/:id_estudio). */
  id_estudio: v.string(),
  nombre: v.string(),
  descripcion: v.string(),
  habilitado: v.boolean(),
  nombre_localidad_completo: v.string(),
  especialidades: v.array(v.string()),
  usuarios: v.array(StudyMemberSchema),
  services: v.array(LawyerServiceSchema),
  media: v.array(CommunicationMediumSchema),
});
export type StudyInfo = v.InferOutput<typeof StudyInfoSchema>;
