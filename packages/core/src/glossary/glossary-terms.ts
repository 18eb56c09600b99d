/**
 * The words a client meets in the portal, explained for a person with a legal problem and no
 * lawyer's training: the movement types and fields of a case, its states, the prices of a
 * consultation, the tax data of Mi cuenta and how a meeting is held. Argentine usage (es-AR);
 * each definition is one or two sentences addressed to the client as «usted».
 *
 * `aliases` are the other ways the portal, the lawyer or the service write the same thing
 * (a plural, the spelled-out name of an acronym, the field's label), so a lookup by any of them
 * finds the entry.
 */
export interface GlossaryEntry {
  readonly term: string;
  readonly aliases?: readonly string[];
  readonly definition: string;
}

export const GLOSSARY_ENTRIES: readonly GlossaryEntry[] = [
  // The movement types (MOVEMENT_TYPE_NAMES 1 to 8).
  {
    term: 'Consulta',
    definition:
      'El primer pedido que usted le hace a un abogado sobre su problema. Queda pendiente hasta que el abogado la acepta, y con ella empieza su asunto.',
  },
  {
    term: 'Solicitud de archivo',
    aliases: ['Pedido de archivo', 'Pedido de documento'],
    definition:
      'Su abogado le pide un documento, como un recibo de sueldo o una copia de su DNI. Puede enviarlo desde el mismo movimiento, con el teléfono o la computadora.',
  },
  {
    term: 'Archivo adjunto',
    aliases: ['Archivo', 'Adjunto'],
    definition:
      'Un documento que usted o su abogado agregaron al asunto, como un recibo, un poder o una constancia. Lo puede descargar desde el movimiento o desde Documentos.',
  },
  {
    term: 'Pago',
    definition:
      'Un cobro del estudio dentro de su asunto, con su concepto y su monto. Mientras no se acredita figura como pendiente, y puede pagarlo desde el asunto.',
  },
  {
    term: 'Novedad',
    aliases: ['Novedades'],
    definition:
      'Un aviso sobre cómo va su asunto, escrito por su abogado o por usted. Sirve para contar algo nuevo o para hacer una pregunta.',
  },
  {
    term: 'Escrito judicial',
    aliases: ['Escrito'],
    definition:
      'Un documento que su abogado presenta ante el juzgado para pedir algo o responder dentro del juicio, como una demanda o un ofrecimiento de prueba.',
  },
  {
    term: 'Agenda',
    definition:
      'Una reunión o un plazo de su asunto con fecha y hora. Si su abogado le pidió elegir la fecha, la elige en ese movimiento; todas las fechas se reúnen en la sección Agenda.',
  },
  {
    term: 'Audiencia',
    definition:
      'Un encuentro fijado por el juzgado o por un organismo, en un día y una hora, con las partes y sus abogados; por ejemplo, para intentar un acuerdo. Su abogado le dirá si usted debe asistir.',
  },
  // The fields of a movement.
  {
    term: 'Acto procesal',
    definition:
      'Cada paso formal de un juicio: una demanda, una contestación, una resolución del juez, una notificación. En su asunto indica qué paso se dio con ese escrito.',
  },
  {
    term: 'Diligencia',
    definition:
      'Una gestión concreta para que el juicio avance, como presentar un escrito, notificar a la otra parte o pedir un informe. En su asunto dice qué se hizo o qué resultó de ello.',
  },
  {
    term: 'Prueba',
    aliases: ['Pruebas', 'Ofrecimiento de prueba'],
    definition:
      'Lo que se presenta en el juicio para demostrar los hechos: documentos, testigos o pericias (el informe de un experto). Por ejemplo, «documental, testimonial y pericial contable».',
  },
  {
    term: 'Conexidad',
    definition:
      'La relación entre su juicio y otro que trata los mismos hechos o las mismas personas; cuando existe, las causas suelen quedar en el mismo juzgado. «Sin conexidad» significa que no hay otra causa relacionada.',
  },
  {
    term: 'Concepto',
    definition: 'Qué se paga con un pago: por ejemplo, «honorarios de la consulta inicial» o «tasa de justicia».',
  },
  {
    term: 'Vista de causa',
    aliases: ['Audiencia de vista de causa', 'Vista de la causa'],
    definition:
      'En los juicios orales, como los laborales de Córdoba, la audiencia principal en la que el tribunal escucha a las partes y a los testigos y recibe la prueba. Después de ella, el tribunal dicta sentencia.',
  },
  {
    term: 'ART',
    aliases: ['Aseguradora de Riesgos del Trabajo', 'A.R.T.'],
    definition:
      'Aseguradora de Riesgos del Trabajo: la compañía que su empleador debe contratar para cubrir los accidentes de trabajo y las enfermedades profesionales (Ley 24.557). Paga la atención médica y las indemnizaciones que correspondan.',
  },
  {
    term: 'Carta documento',
    aliases: ['Telegrama', 'Telegrama laboral'],
    definition:
      'Un envío del correo con valor legal, que prueba qué se dijo, a quién y cuándo. Se usa para reclamar, intimar o comunicar un despido.',
  },
  {
    term: 'Demanda',
    definition: 'El escrito con el que empieza un juicio: dice qué se reclama, a quién y por qué.',
  },
  {
    term: 'Conciliación',
    aliases: ['Audiencia de conciliación'],
    definition:
      'Una instancia para que las partes intenten llegar a un acuerdo sin seguir el juicio. Si no hay acuerdo, el juicio continúa.',
  },
  {
    term: 'Declaratoria de herederos',
    definition:
      'La resolución del juez que dice quiénes son los herederos de una persona que falleció. Con ella se pueden poner los bienes a nombre de los herederos.',
  },
  {
    term: 'Expediente',
    aliases: ['Causa', 'Juicio'],
    definition:
      'El conjunto de escritos y resoluciones de un juicio o de un trámite, identificado con un número. Su abogado lo sigue en el juzgado por usted.',
  },
  // The case and its states.
  {
    term: 'Asunto',
    aliases: ['Asuntos', 'Caso'],
    definition:
      'Cada problema legal que usted lleva con un abogado en el portal, desde la consulta en adelante. Reúne sus movimientos, documentos, pagos y reuniones.',
  },
  {
    term: 'Movimiento',
    aliases: ['Movimientos'],
    definition:
      'Cada hecho que se registra en su asunto, con su fecha: una novedad, un escrito, un pedido de documento, una audiencia o un pago. Puede comentar cada uno.',
  },
  {
    term: 'Pendiente',
    aliases: ['Estado Pendiente'],
    definition:
      'Un asunto que espera algo antes de seguir: que el abogado acepte la consulta o que se acredite un pago. Junto al estado le decimos qué falta en el suyo y quién tiene que hacerlo.',
  },
  {
    term: 'Activo',
    aliases: ['Estado Activo'],
    definition:
      'Un asunto en el que su abogado ya está trabajando y que no tiene pagos pendientes. Le avisaremos cada novedad.',
  },
  {
    term: 'Archivado',
    aliases: ['Estado Archivado'],
    definition:
      'Un asunto cuyo trabajo terminó y que no tiene pagos pendientes. Puede seguir leyendo aquí sus movimientos y documentos.',
  },
  {
    term: 'Consulta aceptada',
    definition:
      'El abogado leyó su consulta y aceptó tomarla. Si además hay un pago pendiente, el asunto figura como pendiente hasta que el pago se acredite.',
  },
  {
    term: 'Tipo de servicio',
    aliases: ['Servicio'],
    definition:
      'Lo que usted contrató con el abogado: por ejemplo, una consulta inicial, un divorcio de común acuerdo o un reclamo. Cada servicio dice cómo se cobra.',
  },
  {
    term: 'Estudio',
    aliases: ['Estudio jurídico', 'Abogado y estudio', 'Abogado o estudio'],
    definition:
      'El estudio jurídico: la oficina de uno o más abogados que lleva su asunto. Puede tratar con un abogado del estudio o con el estudio en general.',
  },
  {
    term: 'Invitación',
    aliases: ['Invitaciones'],
    definition:
      'Un estudio le propone sumarlo como cliente para llevar sus asuntos por el portal. Si la acepta, el estudio aparece en Mis abogados; puede rechazarla sin costo.',
  },
  // Prices and payments.
  {
    term: 'Valor de referencia',
    definition:
      'Lo que el abogado suele cobrar por una consulta por ese medio (en persona, por videollamada o por teléfono). Sirve para orientarse: no se cobra al enviar la consulta.',
  },
  {
    term: 'Pago único',
    aliases: ['Monto único'],
    definition:
      'Un precio fijo que se paga una sola vez, al enviar la consulta, por el link de pago. No se le cobra nada más por esa consulta.',
  },
  {
    term: 'Honorarios',
    aliases: ['Honorarios a convenir', 'A convenir'],
    definition:
      'Lo que se le paga al abogado por su trabajo. «A convenir» significa que el monto lo acuerda usted con el abogado; no se cobra nada al enviar la consulta.',
  },
  {
    term: 'Comprobante',
    aliases: ['Recibo', 'Factura'],
    definition:
      'El documento que prueba un pago: el recibo o la factura del estudio, o la constancia del medio de pago. Guárdelo por si necesita reclamar.',
  },
  // Mi cuenta's billing data.
  {
    term: 'CUIT / CUIL',
    aliases: ['CUIT', 'CUIL'],
    definition:
      'Números de 11 cifras con los que ARCA (ex AFIP) y ANSES lo identifican: la CUIT a quien factura o paga impuestos, la CUIL a quien trabaja en relación de dependencia. El estudio lo necesita para hacerle la factura.',
  },
  {
    term: 'Condición frente al IVA',
    aliases: ['Condición tributaria', 'Condición fiscal', 'Condición ante el IVA'],
    definition:
      'Cómo está inscripto usted ante ARCA (ex AFIP) para el IVA: Responsable Inscripto, Monotributista, Exento o Consumidor Final. De ella depende qué factura le hace el estudio.',
  },
  {
    term: 'Monotributo',
    aliases: ['Monotributista'],
    definition:
      'El régimen simplificado para pequeños contribuyentes: se paga una cuota mensual que incluye impuestos y aportes. Si usted es monotributista, indíquelo para que el estudio le haga la factura que corresponde.',
  },
  {
    term: 'Responsable Inscripto',
    definition:
      'La condición de quien está inscripto en el IVA ante ARCA (ex AFIP) y lo declara todos los meses. Recibe factura A, con el IVA discriminado.',
  },
  {
    term: 'Exento',
    aliases: ['Exenta', 'IVA exento'],
    definition:
      'La condición de quien, por ley, no paga IVA por su actividad; por ejemplo, algunas asociaciones civiles. Recibe la factura sin el IVA discriminado.',
  },
  {
    term: 'Consumidor Final',
    definition:
      'La condición de quien no está inscripto en el IVA ni en el Monotributo y contrata para uso personal. Es la de la mayoría de las personas.',
  },
  // How a consultation or meeting is held.
  {
    term: 'Medio de comunicación',
    aliases: ['Medio', 'Tipo de reunión'],
    definition: 'Cómo se hace la consulta o la reunión con el abogado: en persona, por videollamada o por teléfono.',
  },
  {
    term: 'Presencial',
    definition:
      'La reunión se hace en persona, en la dirección que le indica el abogado: su estudio, un juzgado u otro lugar.',
  },
  {
    term: 'Videollamada',
    aliases: ['Video llamada'],
    definition:
      'La reunión se hace por internet, con cámara y micrófono. Se une con el enlace de la reunión, desde el teléfono o la computadora.',
  },
  {
    term: 'Telefónica',
    aliases: ['Llamada telefónica', 'Teléfono'],
    definition: 'La consulta se hace por teléfono, el día y la hora acordados con el abogado.',
  },
  {
    term: 'Solicitud de fecha',
    aliases: ['Pedido de fecha'],
    definition:
      'Su abogado le pide que elija el día y la hora de una reunión entre sus horarios libres. Los elige desde el movimiento del asunto o desde el enlace que le enviaron.',
  },
];
