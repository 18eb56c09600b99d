import { formatDate, type ContactState, type StudyInfo } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import { ContactButton } from './contact-button';
import { MediaList, ServiceList } from './offer-lists';
import { consultationLinkPath, ShareConsultationLink } from './share-consultation-link';
import './directory.css';

/** What the contact button's state means for the client (SPEC §4). */
const CONTACT_LEAD: Readonly<Record<ContactState, string>> = {
  CONTACTAR:
    'Envíe una solicitud de contacto para que el abogado lo sume a sus clientes, o inicie directamente una consulta.',
  PENDIENTE: 'Su solicitud de contacto espera la respuesta del abogado. Mientras tanto, puede iniciar una consulta.',
  CONTACTADO: 'Ya es uno de sus abogados. Inicie una consulta cuando la necesite.',
};

const lawyerRoute = getRouteApi('/_main/lawyerDetails/$id/$id_grupo/{-$showInfo}');

/** /lawyerDetails: a lawyer of an enabled study (the guard checked it), how to reach them, and their studio. */
export function LawyerPage() {
  const { details, study } = lawyerRoute.useLoaderData();
  const { showInfo } = lawyerRoute.useParams();
  const back = (
    <Link to="/directorio" look="button-secondary">
      Volver al directorio
    </Link>
  );
  if (!details.ok) {
    return (
      <>
        <PageHeader title="Abogado" actions={back} />
        <LoadFailure message={details.message} />
      </>
    );
  }
  const { lawyer, media } = details.value;
  return (
    <>
      <PageHeader title={lawyer.abogadoEstudio.title} lead={lawyer.abogadoEstudio.study} actions={back} />
      <div className="lawyer-page">
        <section className="ui-card lawyer-contact" aria-labelledby="lawyer-contact">
          <h2 id="lawyer-contact">Contacto</h2>
          <p>{CONTACT_LEAD[lawyer.button['msg-btn']]}</p>
          <div className="lawyer-contact-actions">
            <ContactButton lawyer={lawyer} />
            <Link to="/nuevaConsulta" search={{ abogado: lawyer.id, grupo: lawyer.id_grupo }} look="button-primary">
              Iniciar consulta
            </Link>
          </div>
          {study !== null ? (
            <>
              <p className="offer-note">
                ¿Conoce a alguien que necesite a este abogado? Compártale el enlace para que le inicie una consulta,
                tenga o no una cuenta.
              </p>
              <ShareConsultationLink
                path={consultationLinkPath({
                  lawyerId: lawyer.id,
                  groupId: lawyer.id_grupo,
                  studyId: study.id_estudio,
                })}
                name={lawyer.abogadoEstudio.title}
              />
            </>
          ) : null}
        </section>
        <section className="ui-card" aria-labelledby="lawyer-about">
          <h2 id="lawyer-about">Perfil</h2>
          {lawyer.descripcion || lawyer.abogadoEstudio.description ? (
            <p>{lawyer.descripcion || lawyer.abogadoEstudio.description}</p>
          ) : null}
          <dl className="lawyer-facts">
            <div>
              <dt>Estudio</dt>
              <dd>{lawyer.abogadoEstudio.study || '-'}</dd>
            </div>
            <div>
              <dt>Especialidades</dt>
              <dd>{lawyer.especialidades.join(', ') || '-'}</dd>
            </div>
            <div>
              <dt>Localidad</dt>
              <dd>{lawyer.nombre_localidad_completo || '-'}</dd>
            </div>
            <div>
              <dt>En el estudio desde</dt>
              <dd>{formatDate(lawyer.fecha_alta)}</dd>
            </div>
          </dl>
        </section>
        <section className="ui-card" aria-labelledby="lawyer-media">
          <h2 id="lawyer-media">Medios de consulta</h2>
          <MediaList media={media} empty="El abogado todavía no publicó medios de consulta." />
        </section>
        <section className="ui-card" aria-labelledby="lawyer-services">
          <h2 id="lawyer-services">Servicios</h2>
          <ServiceList services={lawyer.services} />
        </section>
        {study !== null ? (
          <StudyDisclosure study={study} open={showInfo !== undefined} currentLawyerId={lawyer.id} />
        ) : null}
      </div>
    </>
  );
}

/** The studio's information, open when the address asks for it (showInfo), with a link to each of its lawyers. */
function StudyDisclosure({
  study,
  open,
  currentLawyerId,
}: {
  readonly study: StudyInfo;
  readonly open: boolean;
  readonly currentLawyerId: string;
}) {
  return (
    <details className="ui-card lawyer-study" open={open}>
      <summary>
        <h2>Sobre {study.nombre}</h2>
      </summary>
      {study.descripcion ? <p>{study.descripcion}</p> : null}
      <dl className="lawyer-facts">
        <div>
          <dt>Localidad</dt>
          <dd>{study.nombre_localidad_completo || '-'}</dd>
        </div>
        <div>
          <dt>Especialidades</dt>
          <dd>{study.especialidades.join(', ') || '-'}</dd>
        </div>
        <div>
          <dt>Abogados</dt>
          <dd>
            {study.usuarios.length === 0 ? (
              '-'
            ) : (
              // Each lawyer of the studio opens their own page; the one on screen is named, not linked.
              <ul className="lawyer-study-members" aria-label={`Abogados de ${study.nombre}`}>
                {study.usuarios.map((member) => (
                  <li key={member.id}>
                    {member.id === currentLawyerId ? (
                      <span aria-current="page">{member.nombre}</span>
                    ) : (
                      <Link
                        to="/lawyerDetails/$id/$id_grupo/{-$showInfo}"
                        params={{ id: member.id, id_grupo: study.id_grupo }}
                      >
                        {member.nombre}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </details>
  );
}
