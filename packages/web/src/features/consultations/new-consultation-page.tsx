import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { onBoardingAtom } from '../../session/session-atoms';
import { FormAlert, PageHeader } from '../../ui/blocks';
import { Link } from '../../ui/link';

/** /nuevaConsulta (newConsultation), where / and a new registration land. */
export function NewConsultationPage() {
  const [onBoarding, setOnBoarding] = useAtom(onBoardingAtom);
  // The welcome shows once: leaving the page ends the on-boarding.
  useEffect(() => () => setOnBoarding(false), [setOnBoarding]);
  return (
    <>
      <PageHeader title="Nueva consulta" lead="Cuente su caso a un abogado o estudio y elija cómo quiere consultarlo." />
      <div className="page-stack">
        {onBoarding ? (
          <FormAlert tone="success">Su cuenta está lista. Bienvenido a Justiciable: ya puede iniciar su primera consulta.</FormAlert>
        ) : null}
        <section className="ui-card" aria-labelledby="consultation-steps">
          <h2 id="consultation-steps">Cómo funciona</h2>
          <ol>
            <li>Elija un abogado o estudio del directorio.</li>
            <li>Describa su consulta y, si quiere, adjunte un documento.</li>
            <li>Elija el medio (videollamada, llamada o presencial) y, si corresponde, pague la consulta.</li>
            <li>La consulta queda pendiente hasta que el abogado la acepte; le avisaremos en Notificaciones.</li>
          </ol>
          <Link to="/directorio" look="button-primary">
            Elegir abogado en el directorio
          </Link>
        </section>
      </div>
    </>
  );
}
