import { Link } from '@tanstack/react-router';
import { ConsultationTermsList } from '../../ui/consultation-terms';
import { LEGAL_TEXTS_UPDATED, PRIVACY_CONTACT_EMAIL } from './contact';

/** /terminosCondiciones. */
export function TermsPage() {
  return (
    <article className="prose">
      <h1>Términos y condiciones</h1>
      <p className="prose-meta">Última actualización: {LEGAL_TEXTS_UPDATED}</p>
      <p>
        Estos términos regulan el uso del portal Justiciable por parte de las personas que buscan asesoramiento legal
        (en adelante, «usted»). Al crear una cuenta o usar el portal, usted acepta estos términos. Si no está de
        acuerdo, le pedimos que no lo use.
      </p>

      <h2>1. Qué es Justiciable</h2>
      <p>
        Justiciable es una plataforma que lo pone en contacto con abogados y estudios jurídicos matriculados, y le
        permite iniciar consultas, seguir sus asuntos, intercambiar documentos, organizar reuniones y recibir
        notificaciones.
      </p>
      <p>
        Justiciable no es un estudio jurídico ni presta asesoramiento legal por sí mismo. El asesoramiento lo brinda el
        abogado o estudio que usted elige, que es el único responsable profesional de su trabajo frente a usted y ante
        su colegio de abogados. La información general del portal no reemplaza la consulta con un profesional.
      </p>

      <h2>2. Su cuenta</h2>
      <ul>
        <li>
          Para usar el portal debe ser mayor de 18 años y registrarse con un correo electrónico propio y un teléfono de
          contacto.
        </li>
        <li>
          Los datos que carga deben ser verdaderos y estar actualizados; puede corregirlos en cualquier momento desde
          «Mi cuenta».
        </li>
        <li>
          Su contraseña es personal. No la comparta. Si cree que alguien más la conoce, cámbiela con «Olvidé mi
          contraseña» y avísenos.
        </li>
        <li>Usted es responsable de lo que se haga desde su cuenta mientras no nos avise de un uso indebido.</li>
      </ul>

      <h2>3. Consultas y asuntos</h2>
      <ul>
        <li>
          Una consulta que usted inicia queda pendiente hasta que el abogado la acepta. El abogado puede no aceptarla;
          en ese caso no se le cobra.
        </li>
        <li>
          Los honorarios y precios de las consultas los fija cada abogado o estudio y se le muestran antes de confirmar.
          Cuando una consulta se paga por adelantado, el pago se hace a través de un enlace de pago de un procesador
          externo, con sus propias condiciones.
        </li>
        <li>
          Lo que usted comparte en un asunto (comentarios, documentos, fechas) lo ven el abogado o el estudio que lleva
          ese asunto. Comparta solo lo necesario para su consulta.
        </li>
        <li>
          Los plazos judiciales y administrativos son responsabilidad del profesional que lleva su asunto. Las
          notificaciones del portal son una ayuda y no reemplazan las notificaciones oficiales.
        </li>
      </ul>

      <h2>4. Pagos, cancelaciones y reembolsos</h2>
      <ConsultationTermsList />

      <h2>5. Uso permitido</h2>
      <p>No está permitido usar el portal para:</p>
      <ul>
        <li>suplantar a otra persona o cargar datos de terceros sin su autorización;</li>
        <li>enviar contenido ilícito, ofensivo o que infrinja derechos de otras personas;</li>
        <li>
          intentar acceder a asuntos, documentos o cuentas que no le pertenecen, o afectar el funcionamiento del
          servicio.
        </li>
      </ul>
      <p>
        Podemos suspender o cerrar cuentas que incumplan estos términos, avisándole por correo electrónico cuando sea
        posible.
      </p>

      <h2>6. Disponibilidad y responsabilidad</h2>
      <p>
        Trabajamos para que el portal esté disponible y sus datos estén protegidos, pero puede haber interrupciones por
        mantenimiento o por causas ajenas a nosotros. Justiciable no responde por el contenido del asesoramiento que
        brindan los profesionales ni por los acuerdos de honorarios entre usted y ellos, sin perjuicio de los derechos
        que le reconoce la Ley 24.240 de Defensa del Consumidor.
      </p>

      <h2>7. Baja de la cuenta</h2>
      <p>
        Puede eliminar su cuenta cuando quiera desde «Mi cuenta». Al hacerlo se elimina su acceso, se dan de baja sus
        contactos con abogados y estudios y su perfil queda marcado como eliminado. Lo que se conserva y por cuánto
        tiempo se explica en la <Link to="/politicasDePrivacidad">política de privacidad</Link>.
      </p>

      <h2>8. Cambios de estos términos</h2>
      <p>
        Si cambiamos estos términos, publicaremos la nueva versión en esta página con su fecha y, si el cambio es
        importante, se lo avisaremos por correo electrónico antes de que entre en vigencia.
      </p>

      <h2>9. Ley aplicable y contacto</h2>
      <p>
        Estos términos se rigen por las leyes de la República Argentina. Para cualquier controversia serán competentes
        los tribunales del domicilio del usuario, conforme a la Ley 24.240. Puede escribirnos a{' '}
        <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>.
      </p>
    </article>
  );
}
