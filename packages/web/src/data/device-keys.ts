/** The keys of the device's copies that more than one route reads (data/device-reads.ts). */

/** The agenda: /agenda's, handed over by the landing panel that read it too. */
export const AGENDA_COPY = 'agenda';

/** What needs the client: Nueva consulta's panel, and Asuntos' marks. */
export const ATTENTION_COPY = 'atencion';
