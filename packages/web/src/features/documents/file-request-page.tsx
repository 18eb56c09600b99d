import { PageHeader } from '../../ui/blocks';

/** /fileRequest: a lawyer asks the client for a document; the guards already checked the link. */
export function FileRequestPage() {
  return (
    <>
      <PageHeader title="Enviar documento" lead="Su abogado le pidió un documento para su asunto. Desde esta página podrá adjuntarlo." />
      <div className="ui-card">
        <p>El enlace es válido y el pedido sigue pendiente. La carga del archivo estará disponible en esta página próximamente.</p>
      </div>
    </>
  );
}
