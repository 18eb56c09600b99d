import type { StudyInfo } from '@justiciable/core';
import { PageHeader } from '../../ui/blocks';

/** /consultationViaLink: a consultation started from a studio's public link (the studio is enabled). */
export function ConsultationViaLinkPage({ study, serviceName }: { readonly study: StudyInfo | null; readonly serviceName: string | undefined }) {
  return (
    <>
      <PageHeader
        title={study ? `Consulta con ${study.nombre}` : 'Consulta por enlace'}
        lead="Este estudio le compartió un enlace para iniciar una consulta sin buscarlo en el directorio."
      />
      <div className="ui-card">
        {serviceName ? (
          <p>
            Servicio: <strong>{serviceName}</strong>
          </p>
        ) : null}
        <p>El formulario para describir su consulta y elegir el medio estará disponible en esta página próximamente.</p>
      </div>
    </>
  );
}
