/**
 * The portal's payment, cancellation and refund terms for consultations: shown in full on
 * /terminosCondiciones and before a consultation is sent, so both always say the same.
 */
export function ConsultationTermsList() {
  return (
    <ul>
      <li>
        Una consulta de <strong>pago único</strong> se paga al enviarla, a través del enlace de pago. Las consultas con
        honorarios a convenir o sin cargo no se cobran al enviarlas: los honorarios los acuerda después con el abogado.
      </li>
      <li>Si el abogado no acepta la consulta, se le reintegra todo lo pagado por ella.</li>
      <li>
        Mientras la consulta esté pendiente puede cancelarla escribiéndole al abogado desde el asunto; se le reintegra
        todo lo pagado.
      </li>
      <li>
        Una reunión agendada puede cancelarse o reprogramarse sin cargo hasta 24 horas antes. Con menos anticipación, o
        si no se presenta, el pago de esa consulta no se reintegra. Si quien cancela o no se presenta es el abogado, se
        le reintegra todo o puede elegir otra fecha.
      </li>
      <li>
        Conforme al artículo 34 de la Ley 24.240, puede arrepentirse de una consulta pagada dentro de los 10 días
        corridos desde el pago, mientras la consulta no se haya realizado, sin costo alguno.
      </li>
      <li>
        Los reintegros se hacen por el mismo medio con que pagó, dentro de los 10 días hábiles desde que corresponden.
      </li>
    </ul>
  );
}
