import type {
  CommunicationMedium,
  ContactRequest,
  DirectoryListing,
  Invitation,
  LawyerService,
  MyLawyer,
  StudyInfo,
  StudyMember,
} from '@justiciable/core';
import * as v from 'valibot';
import { optionalWireId, productField, wireAmount, wireFlag, wireId, wireText, wireTextOrEmpty } from './legacy-wire';

/** A lawyer's service and its price (SPEC §3 services). */
const ServiceWireSchema = v.looseObject({
  id_servicio: wireId,
  nombre: v.string(),
  descripcion: wireTextOrEmpty,
  tipo_cobro: v.string(),
  precio: v.nullish(wireAmount, 0),
});

function serviceFromWire(wire: v.InferOutput<typeof ServiceWireSchema>): LawyerService {
  return {
    id: wire.id_servicio,
    nombre: wire.nombre,
    descripcion: wire.descripcion,
    precio: wire.precio,
    tipo_cobro: wire.tipo_cobro,
  };
}

/** How a lawyer attends (SPEC §3 media) and at what price. */
export const MediumWireSchema = v.looseObject({
  id_tipo_medio_comunicacion: wireId,
  medio_comunicacion: v.string(),
  precio: v.nullish(wireAmount, null),
});

export function mediumFromWire(wire: v.InferOutput<typeof MediumWireSchema>): CommunicationMedium {
  return { id: wire.id_tipo_medio_comunicacion, nombre: wire.medio_comunicacion, precio: wire.precio };
}

const names = v.nullish(v.array(v.string()), []);

function fullName(person: { readonly nombre: string; readonly apellido: string }): string {
  return `${person.nombre} ${person.apellido}`.trim();
}

/** "Locality, Region" (SPEC §3 nombre_localidad_completo). */
function locality(place: { readonly localidad: string | null; readonly provincia: string | null }): string {
  return [place.localidad, place.provincia]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(', ');
}

/** A lawyer's membership in a group, as listaAbogadosDirectorio lists it. */
export const DirectoryRowWireSchema = v.looseObject({
  id: wireId,
  id_grupo: wireId,
  id_abogado_grupo: wireId,
  descripcion: wireTextOrEmpty,
  fecha_alta: v.string(),
  fecha_baja: wireText,
  visible: wireFlag,
  nombre: v.string(),
  apellido: wireTextOrEmpty,
  nombre_estudio: v.string(),
  localidad: wireText,
  provincia: wireText,
  especialidades: names,
  servicios: v.nullish(v.array(ServiceWireSchema), []),
  medios: v.nullish(v.array(MediumWireSchema), []),
});

export function directoryListingFromWire(
  wire: v.InferOutput<typeof DirectoryRowWireSchema>,
  clientGroupField: string,
): DirectoryListing {
  const name = fullName(wire);
  return {
    id: wire.id,
    id_grupo_justiciable: productField(wire, clientGroupField),
    id_grupo: wire.id_grupo,
    id_abogado_grupo: wire.id_abogado_grupo,
    descripcion: wire.descripcion,
    fecha_alta: wire.fecha_alta,
    fecha_baja: wire.fecha_baja,
    visible: wire.visible ? 't' : 'f',
    abogadoEstudio: { title: name, study: wire.nombre_estudio, description: wire.descripcion },
    especialidades: wire.especialidades,
    usuarios: [{ id: wire.id, nombre: name }],
    services: wire.servicios.map(serviceFromWire),
    media: wire.medios.map(mediumFromWire),
    nombre_localidad_completo: locality(wire),
  };
}

/** getStudyInfo: a group's study with its visible lawyers. */
export const StudyInfoWireSchema = v.looseObject({
  id_grupo: wireId,
  id_estudio: wireId,
  nombre_estudio: v.string(),
  descripcion: wireTextOrEmpty,
  habilitado: wireFlag,
  localidad: wireText,
  provincia: wireText,
  abogados: v.nullish(
    v.array(
      v.looseObject({ id_abogado: wireId, nombre: v.string(), apellido: wireTextOrEmpty, especialidades: names }),
    ),
    [],
  ),
  servicios: v.nullish(v.array(ServiceWireSchema), []),
  medios: v.nullish(v.array(MediumWireSchema), []),
});

export function studyInfoFromWire(wire: v.InferOutput<typeof StudyInfoWireSchema>): StudyInfo {
  const usuarios: StudyMember[] = wire.abogados.map((lawyer) => ({ id: lawyer.id_abogado, nombre: fullName(lawyer) }));
  return {
    id_grupo: wire.id_grupo,
    id_estudio: wire.id_estudio,
    nombre: wire.nombre_estudio,
    descripcion: wire.descripcion,
    habilitado: wire.habilitado,
    nombre_localidad_completo: locality(wire),
    especialidades: [...new Set(wire.abogados.flatMap((lawyer) => lawyer.especialidades))],
    usuarios,
    services: wire.servicios.map(serviceFromWire),
    media: wire.medios.map(mediumFromWire),
  };
}

/** getPreviewStudy: one lawyer within a group, as the preview pages show them. */
export const StudyPreviewWireSchema = v.looseObject({
  id_abogado: wireId,
  id_grupo: wireId,
  id_estudio: wireId,
  nombre: v.string(),
  apellido: wireTextOrEmpty,
  descripcion: wireTextOrEmpty,
  nombre_estudio: v.string(),
  localidad: wireText,
  provincia: wireText,
  habilitado: wireFlag,
  especialidades: names,
  servicios: v.nullish(v.array(ServiceWireSchema), []),
  medios: v.nullish(v.array(MediumWireSchema), []),
});

export function studyPreviewFromWire(wire: v.InferOutput<typeof StudyPreviewWireSchema>): StudyInfo {
  return {
    id_grupo: wire.id_grupo,
    id_estudio: wire.id_estudio,
    nombre: wire.nombre_estudio,
    descripcion: wire.descripcion,
    habilitado: wire.habilitado,
    nombre_localidad_completo: locality(wire),
    especialidades: wire.especialidades,
    usuarios: [{ id: wire.id_abogado, nombre: fullName(wire) }],
    services: wire.servicios.map(serviceFromWire),
    media: wire.medios.map(mediumFromWire),
  };
}

/** A contact request as getRequestsToAbogado lists it, with the link it produced. */
export const ContactRequestWireSchema = v.looseObject({
  id_solicitud: wireId,
  id_abogado: wireId,
  leido: wireFlag,
  estado: v.picklist(['pendiente', 'aceptada', 'rechazada']),
  fecha_baja_contacto: wireText,
  fecha_alta: v.string(),
});

/** The contact's client sits under id_{product}_contacto (the PHP's join alias). */
export function contactRequestFromWire(
  wire: v.InferOutput<typeof ContactRequestWireSchema>,
  contactClientField: string,
): ContactRequest {
  return {
    id: wire.id_solicitud,
    id_abogado: wire.id_abogado,
    leido: wire.leido,
    estado: wire.estado,
    id_contacto_justiciable: productField(wire, contactClientField),
    fecha_baja_contacto: wire.fecha_baja_contacto,
    fecha_alta: wire.fecha_alta,
  };
}

/** A lawyer the client is linked with, with the cases they share, as listaMisAbogados lists it. */
export const MyLawyerWireSchema = v.looseObject({
  id_abogado: wireId,
  id_grupo: wireId,
  id_abogado_grupo: optionalWireId,
  nombre_abogado: v.string(),
  nombre_estudio: wireTextOrEmpty,
  especialidades: names,
  asuntos: v.nullish(
    v.array(
      v.looseObject({ case: v.string(), estado: v.string(), fecha_alta: v.string(), fecha_modificacion: wireText }),
    ),
    [],
  ),
});

export function myLawyerFromWire(wire: v.InferOutput<typeof MyLawyerWireSchema>): MyLawyer {
  // Cases in progress: archived ones are history, not work with this lawyer.
  const inProgress = wire.asuntos.filter((asunto) => asunto.estado.trim().toLowerCase() !== 'archivado');
  return {
    abogadoEstudio: {
      title: wire.nombre_estudio === '' ? wire.nombre_abogado : `${wire.nombre_abogado} - ${wire.nombre_estudio}`,
    },
    asuntosCurso: inProgress.map((asunto) => asunto.case),
    modificaciones: inProgress.map((asunto) => asunto.fecha_modificacion ?? asunto.fecha_alta),
    specialities: wire.especialidades.join(', '),
    id_abogado: wire.id_abogado,
    id_grupo: wire.id_grupo,
    id_abogado_grupo: wire.id_abogado_grupo ?? '',
    especialidades: wire.especialidades,
  };
}

/** A studio's invitation, as findInvitation answers it. */
export const InvitationWireSchema = v.looseObject({
  id_invitacion: wireId,
  id_contacto: wireId,
  id_grupo: wireId,
  id_abogado: wireId,
  nombre_estudio: v.string(),
  /** The inviting lawyer. */
  nombre: v.string(),
  apellido: wireTextOrEmpty,
  email: v.string(),
  estado: v.picklist(['pendiente', 'aceptada', 'rechazada']),
  fecha_alta: v.string(),
});

export function invitationFromWire(wire: v.InferOutput<typeof InvitationWireSchema>): Invitation {
  return {
    id: wire.id_invitacion,
    id_contacto: wire.id_contacto,
    id_grupo: wire.id_grupo,
    id_abogado: wire.id_abogado,
    nombre_estudio: wire.nombre_estudio,
    nombre_abogado: fullName(wire),
    email: wire.email,
    estado: wire.estado,
    fecha_alta: wire.fecha_alta,
  };
}
