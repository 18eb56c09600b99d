/** One case as api.php's listaAsuntos lists it (client-1's), for the tests that answer in its place. */
export const CASE_ROW = {
  id: 1024,
  case: 'Divorcio de mutuo acuerdo',
  tipo: 'Derecho de familia',
  fecha: '2025-02-17 10:30:00',
  abogadoEstudio: 'Laura Gómez - Estudio Gómez & Asociados',
  estado: 'Activo',
  pago: 1,
  id_grupo: 31,
  id_abogado: 12,
  medio_comunicacion: 'Videollamada',
  id_tipo_medio_comunicacion: 2,
  consulta_aceptada: 't',
  usuario_alta: 'client-1',
};
