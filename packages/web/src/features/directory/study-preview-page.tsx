import type { StudyInfo } from '@justiciable/core';
import { FormAlert, PageHeader } from '../../ui/blocks';

/**
 * The public preview of a studio (previewListaEstudios, previewInfoEstudio): what a visitor
 * sees before signing in. `mode` picks the list of its lawyers or its general information.
 */
export function StudyPreviewPage({
  lawyerName,
  study,
  error,
  mode,
}: {
  readonly lawyerName: string;
  readonly study: StudyInfo | null;
  readonly error: string | null;
  readonly mode: 'lawyers' | 'info';
}) {
  return (
    <>
      <PageHeader
        title={study?.nombre ?? lawyerName}
        lead={mode === 'lawyers' ? `Los abogados del estudio de ${lawyerName}.` : `Información del estudio de ${lawyerName}.`}
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {study ? (
        <section className="ui-card" aria-labelledby="study-section">
          <h2 id="study-section">{mode === 'lawyers' ? 'Abogados' : 'Sobre el estudio'}</h2>
          {mode === 'lawyers' ? (
            <ul>
              {study.usuarios.map((member) => (
                <li key={member.id}>{member.nombre}</li>
              ))}
            </ul>
          ) : (
            <>
              <p>{study.descripcion}</p>
              <p>
                <strong>Especialidades:</strong> {study.especialidades.join(', ') || '-'}
              </p>
              <p>
                <strong>Localidad:</strong> {study.nombre_localidad_completo || '-'}
              </p>
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
