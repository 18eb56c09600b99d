import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';

const lawyerRoute = getRouteApi('/_main/lawyerDetails/$id/$id_grupo/{-$showInfo}');

/** /lawyerDetails: a lawyer of an enabled study (the guard checked it). */
export function LawyerPage() {
  const found = lawyerRoute.useLoaderData();
  const back = (
    <Link to="/directorio" look="button-secondary">
      Volver al directorio
    </Link>
  );
  if (!found.ok) {
    return (
      <>
        <PageHeader title="Abogado" actions={back} />
        <LoadFailure message={found.message} />
      </>
    );
  }
  const details = found.value;
  const { lawyer } = details;
  return (
    <>
      <PageHeader title={lawyer.abogadoEstudio.title} lead={lawyer.abogadoEstudio.study} actions={back} />
      <div className="page-stack">
        <section className="ui-card" aria-labelledby="lawyer-about">
          <h2 id="lawyer-about">Sobre el abogado</h2>
          <p>{lawyer.abogadoEstudio.description || lawyer.descripcion}</p>
          <p>
            <strong>Especialidades:</strong> {lawyer.especialidades.join(', ') || '-'}
          </p>
          <p>
            <strong>Localidad:</strong> {lawyer.nombre_localidad_completo || '-'}
          </p>
        </section>
        <section className="ui-card" aria-labelledby="lawyer-media">
          <h2 id="lawyer-media">Medios de consulta</h2>
          {details.media.length === 0 ? (
            <p>El abogado todavía no publicó medios de consulta.</p>
          ) : (
            <ul>
              {details.media.map((medium) => (
                <li key={medium.id}>{medium.nombre}</li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
