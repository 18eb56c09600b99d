import type { StudyInfo } from '@justiciable/core';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import type { Loaded } from '../../data/loaded';
import { returningTo } from '../../session/welcome-search';
import { FormAlert, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { MediaList, ServiceList } from './offer-lists';
import { consultationLinkPath, ShareConsultationLink } from './share-consultation-link';
import './directory.css';

const lawyersRoute = getRouteApi('/_preview/previewListaEstudios/$id_lawyer/$id_group/$lawyer_name');
const infoRoute = getRouteApi('/_preview/previewInfoEstudio/$id_lawyer/$id_group/$lawyer_name');

/** What both preview pages read: the lawyer as their studio presents them, and the studio with its lawyers. */
export interface StudyPreviewData {
  readonly lawyer: Loaded<StudyInfo>;
  readonly study: Loaded<StudyInfo>;
}

interface PreviewLink {
  readonly id_lawyer: string;
  readonly id_group: string;
  readonly lawyer_name: string;
}

/** previewListaEstudios: a studio's lawyers, as a visitor sees them from a shared link before signing in. */
export function StudyLawyersPreviewPage() {
  return <StudyPreview mode="lawyers" link={lawyersRoute.useParams()} data={lawyersRoute.useLoaderData()} />;
}

/** previewInfoEstudio: a lawyer and their studio, as a visitor sees them from a shared link before signing in. */
export function StudyInfoPreviewPage() {
  return <StudyPreview mode="info" link={infoRoute.useParams()} data={infoRoute.useLoaderData()} />;
}

function StudyPreview({
  link,
  data,
  mode,
}: {
  readonly link: PreviewLink;
  readonly data: StudyPreviewData;
  readonly mode: 'lawyers' | 'info';
}) {
  const { lawyer, study } = data;
  const href = useLocation({ select: (location) => location.href });
  if (!lawyer.ok) {
    return (
      <>
        <PageHeader title={link.lawyer_name} />
        <LoadFailure message={lawyer.message} />
      </>
    );
  }
  const profile = lawyer.value;
  const name = profile.usuarios[0]?.nombre ?? link.lawyer_name;
  if (!profile.habilitado) {
    return (
      <>
        <PageHeader title={profile.nombre} />
        <FormAlert tone="info">El Estudio no está disponible</FormAlert>
      </>
    );
  }
  const consult = (lawyerId: string) => ({
    lawyerId,
    id_grupo: profile.id_grupo,
    id_estudio: profile.id_estudio,
    service_name: undefined,
    comment: undefined,
  });
  return (
    <>
      <PageHeader
        title={mode === 'lawyers' ? profile.nombre : name}
        lead={
          mode === 'lawyers'
            ? `Los abogados de ${profile.nombre}${profile.nombre_localidad_completo ? `, en ${profile.nombre_localidad_completo}` : ''}.`
            : profile.nombre
        }
      />
      <div className="study-preview">
        <section className="ui-card study-preview-cta" aria-labelledby="preview-cta">
          <h2 id="preview-cta">Consulte a {mode === 'lawyers' ? profile.nombre : name}</h2>
          <p>
            Complete su consulta sin ingresar. Para enviarla necesita una cuenta: al final ingresa o crea una, y la
            consulta se envía con todo lo que completó. Con la cuenta la sigue junto con sus asuntos.
          </p>
          <div className="lawyer-contact-actions">
            <Link
              to="/consultationViaLink/$lawyerId/$id_grupo/$id_estudio/{-$service_name}/{-$comment}"
              params={consult(link.id_lawyer)}
              look="button-primary"
            >
              Iniciar una consulta
            </Link>
            <Link
              to="/welcome/{-$verified}"
              params={{ verified: undefined }}
              search={returningTo(href)}
              look="button-secondary"
            >
              Ingresar o crear cuenta
            </Link>
          </div>
          <ShareConsultationLink
            path={consultationLinkPath({
              lawyerId: link.id_lawyer,
              groupId: profile.id_grupo,
              studyId: profile.id_estudio,
            })}
            name={mode === 'lawyers' ? profile.nombre : name}
          />
        </section>
        {mode === 'lawyers' ? (
          <section className="ui-card" aria-labelledby="preview-lawyers">
            <h2 id="preview-lawyers">Abogados del estudio</h2>
            {!study.ok ? <LoadFailure message={study.message} /> : null}
            {study.ok ? (
              <ul className="study-preview-lawyers" aria-label="Abogados del estudio">
                {study.value.usuarios.map((member) => (
                  <li key={member.id}>
                    <span className="study-preview-lawyer-name">{member.nombre}</span>
                    <span className="study-preview-lawyer-actions">
                      <Link
                        to="/previewInfoEstudio/$id_lawyer/$id_group/$lawyer_name"
                        params={{ id_lawyer: member.id, id_group: profile.id_grupo, lawyer_name: member.nombre }}
                        aria-label={`Ver perfil de ${member.nombre}`}
                      >
                        Ver perfil
                      </Link>
                      <Link
                        to="/consultationViaLink/$lawyerId/$id_grupo/$id_estudio/{-$service_name}/{-$comment}"
                        params={consult(member.id)}
                        aria-label={`Consultar a ${member.nombre}`}
                      >
                        Consultar
                      </Link>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : (
          <section className="ui-card" aria-labelledby="preview-about">
            <h2 id="preview-about">Perfil</h2>
            {profile.descripcion ? <p>{profile.descripcion}</p> : null}
            <dl className="lawyer-facts">
              <div>
                <dt>Estudio</dt>
                <dd>
                  <Link to="/previewListaEstudios/$id_lawyer/$id_group/$lawyer_name" params={link}>
                    {profile.nombre}
                  </Link>
                </dd>
              </div>
              <div>
                <dt>Especialidades</dt>
                <dd>{profile.especialidades.join(', ') || '-'}</dd>
              </div>
              <div>
                <dt>Localidad</dt>
                <dd>{profile.nombre_localidad_completo || '-'}</dd>
              </div>
            </dl>
          </section>
        )}
        {mode === 'lawyers' && study.ok && study.value.especialidades.length > 0 ? (
          <section className="ui-card" aria-labelledby="preview-specialities">
            <h2 id="preview-specialities">Especialidades</h2>
            <p>{study.value.especialidades.join(', ')}</p>
          </section>
        ) : null}
        <section className="ui-card" aria-labelledby="preview-media">
          <h2 id="preview-media">Medios de consulta</h2>
          <MediaList media={profile.media} empty="Este abogado todavía no publicó medios de consulta." />
        </section>
        <section className="ui-card" aria-labelledby="preview-services">
          <h2 id="preview-services">Servicios</h2>
          <ServiceList services={profile.services} />
        </section>
      </div>
    </>
  );
}
