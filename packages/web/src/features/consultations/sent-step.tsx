import type { ConsultationStarted } from '@justiciable/core';
import { FormAlert } from '../../ui/blocks';
import { Link } from '../../ui/link';

/** 'Enviada': the consultation created, and what to do in its case when a step after it did not complete. */
export function SentStep({ started }: { readonly started: ConsultationStarted }) {
  const attachmentFailed = started.unfinished.find((step) => step.step === 'attachment');
  const paymentFailed = started.unfinished.find((step) => step.step === 'payment-link');
  return (
    <>
      <FormAlert tone="success">{started.message}</FormAlert>
      {attachmentFailed !== undefined ? (
        <FormAlert>
          La consulta se creó, pero el documento no se adjuntó ({attachmentFailed.error.message}). Cárguelo desde el asunto, en Documentos: no hace falta
          crear otra consulta.
        </FormAlert>
      ) : null}
      {paymentFailed !== undefined ? (
        <FormAlert>
          La consulta se creó, pero no se pudo generar el link de pago ({paymentFailed.error.message}). Páguela desde el asunto: no hace falta crear otra
          consulta.
        </FormAlert>
      ) : null}
      <div className="consultation-nav">
        <Link to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}" params={{ id: started.caseId }} look="button-primary">
          {attachmentFailed !== undefined ? 'Cargar el documento en el asunto' : paymentFailed !== undefined ? 'Pagar desde el asunto' : 'Ver el asunto'}
        </Link>
        <Link to="/asuntos" look="button-secondary">
          Ir a Asuntos
        </Link>
      </div>
    </>
  );
}
