import type { StudyInfo } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import type { Loaded } from '../../data/loaded';
import { PageHeader } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';

const lawyersRoute = getRouteApi('/_preview/previewListaEstudios/$id_lawyer/$id_group/$lawyer_name');
const infoRoute = getRouteApi('/_preview/previewInfoEstudio/$id_lawyer/$id_group/$lawyer_name');

/** previewListaEstudios: the lawyers of a studio, as a visitor sees them before signing in. */
export function StudyLawyersPreviewPage() {
  return <StudyPreview mode="lawyers" lawyerName={lawyersRoute.useParams().lawyer_name} study={lawyersRoute.useLoaderData()} />;
}

/** previewInfoEstudio: a studio's general information, as a visitor sees it before signing in. */
export function StudyInfoPreviewPage() {
  return <StudyPreview mode="info" lawyerName={infoRoute.useParams().lawyer_name} study={infoRoute.useLoaderData()} />;
}

function StudyPreview({ lawyerName, study, mode }: { readonly lawyerName: string; readonly study: Loaded<StudyInfo>; readonly mode: 'lawyers' | 'info' }) {
  return (
    <>
      <PageHeader
        title={study.ok ? study.value.nombre : lawyerName}
        lead={mode === 'lawyers' ? `Los abogados del estudio de ${lawyerName}.` : `Información del estudio de ${lawyerName}.`}
      />
      {!study.ok ? <LoadFailure message={study.message} /> : null}
      {study.ok ? (
        <section className="ui-card" aria-labelledby="study-section">
          <h2 id="study-section">{mode === 'lawyers' ? 'Abogados' : 'Sobre el estudio'}</h2>
          {mode === 'lawyers' ? (
            <ul>
              {study.value.usuarios.map((member) => (
                <li key={member.id}>{member.nombre}</li>
              ))}
            </ul>
          ) : (
            <>
              <p>{study.value.descripcion}</p>
              <p>
                <strong>Especialidades:</strong> {study.value.especialidades.join(', ') || '-'}
              </p>
              <p>
                <strong>Localidad:</strong> {study.value.nombre_localidad_completo || '-'}
              </p>
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
