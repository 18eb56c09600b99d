import type { ZipTime } from './zip-archive';

/** What the README counts, so a person can tell at a glance that nothing is missing. */
export interface ExportCounts {
  readonly cases: number;
  readonly movements: number;
  readonly comments: number;
  readonly documents: number;
  readonly calendar: number;
  readonly notifications: number;
  readonly contactRequests: number;
  readonly invitations: number;
  readonly myLawyers: number;
}

/** The files of the archive, by name; the README and the use-case share them. */
export const exportFiles = {
  readme: 'LEEME.txt',
  profile: 'perfil.json',
  billing: 'facturacion.json',
  location: 'ubicacion.json',
  cases: 'asuntos.json',
  calendar: 'agenda.json',
  notifications: 'notificaciones.json',
  contactRequests: 'solicitudes-de-contacto.json',
  invitations: 'invitaciones.json',
  myLawyers: 'mis-abogados.json',
  documentsFolder: 'documentos',
} as const;

/** A count as Argentina writes it (1.234), in parentheses after what it counts, so no wording depends on it. */
function n(count: number): string {
  return count.toLocaleString('es-AR');
}

/** LEEME.txt: in Spanish, what the archive is and what each file holds (Ley 25.326, right of access). */
export function exportReadme(madeAt: ZipTime, counts: ExportCounts): string {
  const time = `${String(madeAt.hour).padStart(2, '0')}:${String(madeAt.minute).padStart(2, '0')}`;
  const f = exportFiles;
  return [
    'SUS DATOS EN JUSTICIABLE',
    '',
    `Este archivo reúne los datos que Justiciable guarda sobre usted, tal como estaban el ${madeAt.day}/${madeAt.month}/${madeAt.year} a las ${time} (hora de Argentina).`,
    'Lo descargó desde "Mi cuenta", con el botón "Descargar mis datos", en ejercicio de su derecho de acceso a sus datos personales (Ley 25.326).',
    '',
    'QUÉ CONTIENE CADA ARCHIVO',
    '',
    `- ${f.profile}: su usuario: nombre, correo electrónico, teléfonos y fechas de alta y de última modificación.`,
    `- ${f.billing}: sus datos de facturación (razón social, CUIT o CUIL, condición frente al IVA, domicilio, correo y teléfono). Dice null si no los cargó.`,
    `- ${f.location}: su ubicación (país, provincia, ciudad y domicilio). Dice null si no la cargó.`,
    `- ${f.cases}: sus asuntos (${n(counts.cases)}), cada uno con sus movimientos (${n(counts.movements)} en total), los comentarios sobre ellos (${n(counts.comments)}) y la lista de sus documentos; el campo "archivo" de cada documento dice dónde está dentro de este ZIP.`,
    `- ${f.calendar}: las entradas de su agenda (${n(counts.calendar)}): reuniones, audiencias y pedidos de fecha.`,
    `- ${f.notifications}: las notificaciones que recibió (${n(counts.notifications)}), leídas y sin leer.`,
    `- ${f.contactRequests}: las solicitudes de contacto que envió a abogados (${n(counts.contactRequests)}), con su estado.`,
    `- ${f.invitations}: las invitaciones de estudios que le llegaron por notificación (${n(counts.invitations)}), con su estado.`,
    `- ${f.myLawyers}: los abogados y estudios con los que trabaja (${n(counts.myLawyers)}) y los asuntos que llevan.`,
    `- ${f.documentsFolder}/: los documentos de sus asuntos (${n(counts.documents)}), tal como se guardaron, en una carpeta por asunto.`,
    '',
    'CÓMO LEERLOS',
    '',
    'Los archivos .json son texto: se abren con cualquier editor de texto o navegador. Los nombres de los campos son los que usa el sistema.',
    'Las fechas se escriben año-mes-día y, cuando la hay, la hora de 24 horas, tal como las guarda el sistema (por ejemplo 2025-03-10 13:00:00). Las que terminan en Z están en hora universal: tres horas más que en Argentina.',
    '',
    'No incluye su contraseña ni los enlaces privados con los que otras personas pueden enviarle archivos o responder un pedido de fecha.',
    '',
  ].join('\n');
}
