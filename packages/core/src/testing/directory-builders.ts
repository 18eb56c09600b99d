import type { CommunicationMedium, ContactRequest, DirectoryEntry, LawyerService } from '../directory/directory-entry';
import type { DirectoryListing } from '../directory/directory-ports';
import type { Invitation } from '../directory/invitation';
import type { MyLawyer } from '../directory/my-lawyer';
import type { StudyInfo } from '../directory/study-info';

/** The lawyer of aDirectoryListing(), who also runs aCase(). */
export const LAWYER_ID = '4f1c2a9e-8d3b-4e7a-b6c5-0a9d8e7f6b44';
const GROUP_ID = '31';

export function aLawyerService(overrides: Partial<LawyerService> = {}): LawyerService {
  return {
    id: '12',
    nombre: 'Consulta inicial',
    descripcion: 'Primera entrevista para analizar el caso y definir los pasos a seguir.',
    precio: 15000,
    tipo_cobro: 'monto_unico',
    ...overrides,
  };
}

export function aCommunicationMedium(overrides: Partial<CommunicationMedium> = {}): CommunicationMedium {
  return { id: '2', nombre: 'Videollamada', precio: 15000, ...overrides };
}

/** A visible family lawyer of Estudio Gómez & Asociados in Córdoba, before any contact state. */
export function aDirectoryListing(overrides: Partial<DirectoryListing> = {}): DirectoryListing {
  return {
    id: LAWYER_ID,
    id_grupo_justiciable: null,
    id_grupo: GROUP_ID,
    id_abogado_grupo: '77',
    descripcion: 'Abogada especialista en derecho de familia y sucesiones.',
    fecha_alta: '2023-06-12T09:00:00.000Z',
    fecha_baja: null,
    visible: 't',
    abogadoEstudio: {
      title: 'Dra. Laura Gómez',
      study: 'Estudio Gómez & Asociados',
      description: 'Estudio jurídico con 20 años de trayectoria en Córdoba.',
    },
    especialidades: ['Derecho de familia', 'Sucesiones'],
    usuarios: [{ id: LAWYER_ID, nombre: 'Laura Gómez' }],
    services: [aLawyerService()],
    media: [aCommunicationMedium(), aCommunicationMedium({ id: '1', nombre: 'Presencial', precio: null })],
    nombre_localidad_completo: 'Córdoba, Córdoba',
    ...overrides,
  };
}

/** aDirectoryListing() with a CONTACTAR button. */
export function aDirectoryEntry(overrides: Partial<DirectoryEntry> = {}): DirectoryEntry {
  return {
    ...aDirectoryListing(),
    button: { 'msg-btn': 'CONTACTAR', disabled: false },
    ...overrides,
  };
}

/** An unread, pending request to aDirectoryListing()'s lawyer. */
export function aContactRequest(overrides: Partial<ContactRequest> = {}): ContactRequest {
  return {
    id: '402',
    id_abogado: LAWYER_ID,
    leido: false,
    estado: 'pendiente',
    id_contacto_justiciable: null,
    fecha_baja_contacto: null,
    fecha_alta: '2025-03-02T16:45:00.000Z',
    ...overrides,
  };
}

/** aDirectoryListing()'s lawyer as one of the client's lawyers, with one case in progress. */
export function aMyLawyer(overrides: Partial<MyLawyer> = {}): MyLawyer {
  return {
    abogadoEstudio: { title: 'Dra. Laura Gómez' },
    asuntosCurso: ['Divorcio de mutuo acuerdo'],
    modificaciones: ['2025-02-18T09:15:00.000Z'],
    specialities: 'Derecho de familia, Sucesiones',
    id_abogado: LAWYER_ID,
    id_grupo: GROUP_ID,
    id_abogado_grupo: '77',
    especialidades: ['Derecho de familia', 'Sucesiones'],
    ...overrides,
  };
}

/** The enabled studio of aDirectoryListing(). */
export function aStudyInfo(overrides: Partial<StudyInfo> = {}): StudyInfo {
  return {
    id_grupo: GROUP_ID,
    id_estudio: '5',
    nombre: 'Estudio Gómez & Asociados',
    descripcion: 'Estudio jurídico con 20 años de trayectoria en Córdoba.',
    habilitado: true,
    nombre_localidad_completo: 'Córdoba, Córdoba',
    especialidades: ['Derecho de familia', 'Sucesiones'],
    usuarios: [{ id: LAWYER_ID, nombre: 'Laura Gómez' }],
    services: [aLawyerService()],
    media: [aCommunicationMedium()],
    ...overrides,
  };
}

/** A pending invitation from aStudyInfo() to the client of aUser(). */
export function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: '615',
    id_contacto: '903',
    id_grupo: GROUP_ID,
    id_abogado: LAWYER_ID,
    nombre_estudio: 'Estudio Gómez & Asociados',
    nombre_abogado: 'Dra. Laura Gómez',
    email: 'maria.fernandez@example.com',
    estado: 'pendiente',
    fecha_alta: '2025-03-05T11:20:00.000Z',
    ...overrides,
  };
}
