import { LEGAL_TEXTS_UPDATED, PRIVACY_CONTACT_EMAIL } from './contact';

/** /politicasDePrivacidad: what is kept, where, for how long, and the rights of Ley 25.326. */
export function PrivacyPage() {
  return (
    <article className="prose">
      <h1>Política de privacidad</h1>
      <p className="prose-meta">Última actualización: {LEGAL_TEXTS_UPDATED}</p>
      <p>
        En Justiciable tratamos sus datos personales conforme a la Ley 25.326 de Protección de los Datos Personales y
        sus normas reglamentarias. Esta política explica qué datos guardamos, dónde, para qué, por cuánto tiempo y cómo
        puede ejercer sus derechos.
      </p>

      <h2>1. Qué datos guardamos</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Datos</th>
            <th scope="col">Para qué los usamos</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Correo electrónico, contraseña (guardada cifrada, nunca en texto legible) y teléfono celular</td>
            <td>Crear su cuenta, confirmar que el correo es suyo, dejarlo ingresar y recuperar su contraseña.</td>
          </tr>
          <tr>
            <td>Nombre y teléfono de su perfil</td>
            <td>Identificarlo ante los abogados y estudios con los que trabaja.</td>
          </tr>
          <tr>
            <td>
              Datos de facturación: razón social, CUIT o CUIL, domicilio fiscal, teléfono, condición frente al IVA y
              correo
            </td>
            <td>Que los profesionales puedan facturarle sus servicios.</td>
          </tr>
          <tr>
            <td>Ubicación: país, provincia, ciudad y domicilio</td>
            <td>Encontrar profesionales de su jurisdicción.</td>
          </tr>
          <tr>
            <td>
              Consultas, asuntos, movimientos, comentarios, documentos que usted sube, turnos de agenda y notificaciones
            </td>
            <td>Prestar el servicio: que usted y su abogado lleven el asunto en un mismo lugar.</td>
          </tr>
          <tr>
            <td>Pagos de consultas: importe, estado y enlace de pago (no guardamos los datos de su tarjeta)</td>
            <td>Registrar qué consultas están pagas.</td>
          </tr>
          <tr>
            <td>Registros técnicos de acceso (fecha, hora y errores)</td>
            <td>Seguridad del servicio y atención de problemas.</td>
          </tr>
        </tbody>
      </table>
      <p>
        Los datos sobre su situación legal pueden incluir datos sensibles. Solo los ven usted y los profesionales que
        llevan su asunto, y el personal técnico de Justiciable cuando es imprescindible para resolver un problema, bajo
        deber de confidencialidad.
      </p>

      <h2>2. Dónde se guardan</h2>
      <p>
        Su cuenta de acceso, su perfil, sus datos de facturación y ubicación, y los documentos de sus asuntos se guardan
        en los servicios de Amazon Web Services de la región sa-east-1, en São Paulo, Brasil. Los asuntos, la agenda,
        las notificaciones y las consultas se guardan en los servidores de la plataforma de gestión que usan los
        estudios adheridos. Ambos proveedores tratan los datos solo por cuenta de Justiciable y con medidas de seguridad
        como el cifrado de las comunicaciones.
      </p>
      <p>
        Al guardarse en Brasil, sus datos se transfieren fuera de la Argentina. Esa transferencia se hace con las
        garantías que exige la Ley 25.326 y las normas de la Agencia de Acceso a la Información Pública para las
        transferencias internacionales.
      </p>

      <h2>3. Con quién los compartimos</h2>
      <ul>
        <li>
          Con el abogado o estudio al que usted le hace una consulta o con el que tiene un asunto, solo lo que
          corresponde a ese asunto.
        </li>
        <li>Con el procesador de pagos, cuando usted paga una consulta, lo necesario para cobrarla.</li>
        <li>Con autoridades judiciales o administrativas, solo cuando una norma o una orden nos obliga.</li>
      </ul>
      <p>No vendemos sus datos ni los usamos para publicidad de terceros.</p>

      <h2>4. Por cuánto tiempo</h2>
      <ul>
        <li>Mientras su cuenta esté activa, guardamos sus datos para prestarle el servicio.</li>
        <li>
          Si elimina su cuenta, se borra su acceso en el momento, se dan de baja sus contactos con profesionales y su
          perfil queda marcado como eliminado y deja de usarse. Los datos del perfil se suprimen definitivamente dentro
          de los 30 días.
        </li>
        <li>
          La documentación de facturación y pagos se conserva durante 10 años, como exige el artículo 328 del Código
          Civil y Comercial, y los registros técnicos durante 1 año.
        </li>
        <li>
          Los asuntos y documentos que llevó con un abogado pueden quedar en poder de ese profesional, que debe
          conservarlos según sus propias obligaciones legales y de secreto profesional.
        </li>
      </ul>

      <h2>5. Sus derechos</h2>
      <p>Según la Ley 25.326, usted puede:</p>
      <ul>
        <li>
          <strong>Acceder</strong> a sus datos: saber qué datos suyos tenemos, de dónde salieron y para qué los usamos.
        </li>
        <li>
          <strong>Rectificar y actualizar</strong> los datos incorrectos o incompletos. La mayoría puede corregirlos
          usted mismo en «Mi cuenta».
        </li>
        <li>
          <strong>Suprimir</strong> sus datos cuando ya no sean necesarios o se hayan tratado sin derecho. Puede
          eliminar su cuenta desde «Mi cuenta» en cualquier momento.
        </li>
        <li>
          <strong>Pedir confidencialidad</strong> de sus datos y oponerse a que se usen para fines distintos de los de
          esta política.
        </li>
      </ul>
      <p>
        El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma
        gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme
        lo establecido en el artículo 14, inciso 3 de la Ley N.º 25.326. La Agencia de Acceso a la Información Pública,
        en su carácter de Órgano de Control de la Ley N.º 25.326, tiene la atribución de atender las denuncias y
        reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en
        materia de protección de datos personales.
      </p>

      <h2>6. Cómo pedir el acceso o la supresión</h2>
      <ol>
        <li>
          Escríbanos a <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a> desde el correo de su
          cuenta, con el asunto «Acceso a mis datos», «Rectificación» o «Supresión de mis datos».
        </li>
        <li>Indique su nombre y, si lo pide por otra persona, adjunte la autorización correspondiente.</li>
        <li>
          Le responderemos el pedido de acceso dentro de los 10 días corridos, y los de rectificación o supresión dentro
          de los 5 días hábiles, como establece la ley.
        </li>
      </ol>
      <p>
        Para eliminar su cuenta no hace falta escribirnos: puede hacerlo usted mismo desde «Mi cuenta», sección
        «Eliminar cuenta».
      </p>

      <h2>7. Cambios de esta política</h2>
      <p>
        Si cambiamos esta política publicaremos la nueva versión en esta página con su fecha y, si el cambio afecta cómo
        usamos sus datos, se lo avisaremos por correo electrónico antes de aplicarlo.
      </p>
    </article>
  );
}
