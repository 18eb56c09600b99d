import {
  fileRequestMessages,
  formatPesos,
  formatServiceDay,
  formatServiceTime,
  paymentListMessages,
  requestFilesMessages,
  type CaseFileName,
  type CaseMovementView,
  type MovementPayment,
} from '@justiciable/core';
import { AnswerDateRequest } from './case-date-request';
import { AnswerFileRequest } from './case-file-request';
import { CaseMeetingActions } from './case-meeting';
import { DownloadButton } from './case-download-button';
import { Facts } from './case-facts';
import { CasePayment, paymentStateNow } from './case-pay-button';
import { CheckoutResult } from './case-payment-result';

/** The part of a movement that depends on its kind: a file, an amount, a date, a place. */
export function MovementDetails({ movement }: { readonly movement: CaseMovementView }) {
  switch (movement.kind) {
    case 'file-request':
      return <FileRequest movement={movement} />;
    case 'attachment':
      return <Attachment movement={movement} />;
    case 'payment':
      return movement.payment === null ? (
        <Notes movement={movement} />
      ) : (
        <Payment movement={movement} payment={movement.payment} />
      );
    case 'date-request':
      return <DateRequest movement={movement} />;
    case 'hearing':
      return <Meeting movement={movement} />;
    case 'court-filing':
      return <CourtFiling movement={movement} />;
    default:
      return <Notes movement={movement} />;
  }
}

function Notes({ movement }: { readonly movement: CaseMovementView }) {
  return movement.comentarios ? <p className="movement-notes">{movement.comentarios}</p> : null;
}

/** A movement's stored file, by the name core gave it (the case's documents know it), with its download. */
function MovementFile({ label, file }: { readonly label: string; readonly file: CaseFileName }) {
  return (
    <div className="movement-file">
      <Facts rows={[[label, file.name]]} />
      <DownloadButton fileKey={file.key} name={file.name} />
    </div>
  );
}

function FileRequest({ movement }: { readonly movement: CaseMovementView }) {
  if (movement.awaitsFile) {
    return (
      <>
        <Notes movement={movement} />
        <p>
          <span className="ui-status movement-state" data-state="pending">
            Pendiente de envío
          </span>
        </p>
        <p className="movement-hint">{fileRequestMessages.answerHere}</p>
        <AnswerFileRequest request={movement} />
      </>
    );
  }
  return (
    <>
      <Notes movement={movement} />
      {movement.file === null || movement.answer === null ? null : (
        <RequestAnswer file={movement.file} answer={movement.answer} />
      )}
    </>
  );
}

/** An answered file request: how many files answered it (core counts them among the case's documents), each downloadable. */
function RequestAnswer({
  file,
  answer,
}: {
  readonly file: CaseFileName;
  readonly answer: NonNullable<CaseMovementView['answer']>;
}) {
  return (
    <>
      <p>
        <span className="ui-status movement-state" data-state="done">
          {requestFilesMessages.answeredWith(answer.count)}
        </span>
      </p>
      {answer.files.length > 1 ? (
        // A list, so a screen reader says how many; spaced as the movement's other blocks are.
        <ul
          aria-label="Archivos enviados"
          style={{ display: 'grid', gap: 'var(--space-4)', margin: 0, padding: 0, listStyle: 'none' }}
        >
          {answer.files.map((answering, index) => (
            <li key={answering.key}>
              <MovementFile label={`Archivo ${index + 1}`} file={answering} />
            </li>
          ))}
        </ul>
      ) : (
        <MovementFile label="Archivo enviado" file={file} />
      )}
    </>
  );
}

function Attachment({ movement }: { readonly movement: CaseMovementView }) {
  if (movement.awaitsFile) {
    return (
      <>
        <p>
          <span className="ui-status movement-state" data-state="pending">
            Pendiente de envío
          </span>
        </p>
        <AnswerFileRequest request={movement} />
      </>
    );
  }
  return movement.file === null ? null : <MovementFile label="Archivo" file={movement.file} />;
}

function Payment({ movement, payment }: { readonly movement: CaseMovementView; readonly payment: MovementPayment }) {
  return (
    <>
      <Facts
        rows={[
          ['Concepto', movement.concepto],
          ['Monto', movement.monto === null ? null : formatPesos(movement.monto)],
        ]}
      />
      <p>
        <PaymentStateBadge payment={payment} />
      </p>
      <CheckoutResult payment={movement} />
      <CasePayment payment={payment} />
    </>
  );
}

/** Paid, in process (left pending at the checkout) or owed, as core read it, and owed again once its ticket expired. */
function PaymentStateBadge({ payment }: { readonly payment: MovementPayment }) {
  const state = paymentStateNow(payment).kind;
  const text =
    state === 'paid'
      ? paymentListMessages.paid
      : state === 'in-process'
        ? paymentListMessages.inProcess
        : paymentListMessages.due;
  return (
    <span className="ui-status movement-state" data-state={state === 'paid' ? 'done' : 'pending'}>
      {text}
    </span>
  );
}

function agendaTime(movement: CaseMovementView): string {
  return movement.todo_el_dia_agenda ? 'Todo el día' : formatServiceTime(movement.agendaStart);
}

function DateRequest({ movement }: { readonly movement: CaseMovementView }) {
  if (movement.awaitsDate) {
    return (
      <>
        <Notes movement={movement} />
        <p>
          <span className="ui-status movement-state" data-state="pending">
            Fecha sin elegir
          </span>
        </p>
        <p className="movement-hint">Su abogado le pidió que elija la fecha y la hora.</p>
        <AnswerDateRequest request={movement} />
      </>
    );
  }
  return <Meeting movement={movement} />;
}

function Meeting({ movement }: { readonly movement: CaseMovementView }) {
  return (
    <>
      <Notes movement={movement} />
      <Facts
        rows={[
          ['Fecha', movement.agendaStart === null ? null : formatServiceDay(movement.agendaStart)],
          ['Hora', movement.agendaStart === null ? null : agendaTime(movement)],
          ['Tipo de reunión', movement.tipo_reunion],
          // A video call shows its join link (CaseMeetingActions), not its address.
          [
            'Lugar',
            movement.direccion_link === null || movement.video ? null : <Place text={movement.direccion_link} />,
          ],
        ]}
      />
      <CaseMeetingActions movement={movement} />
    </>
  );
}

function CourtFiling({ movement }: { readonly movement: CaseMovementView }) {
  return (
    <>
      <Notes movement={movement} />
      <Facts
        rows={[
          ['Acto procesal', movement.acto_procesal],
          ['Diligencia', movement.diligencia],
          ['Prueba', movement.prueba],
          ['Conexidad', movement.conexidad],
        ]}
      />
    </>
  );
}

/** A meeting place: a web address (a video call) opens as an external link, anything else is an address. */
function Place({ text }: { readonly text: string }) {
  const url = webAddress(text);
  if (url === null) return <>{text}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> (se abre en otra pestaña)</span>
    </a>
  );
}

/** The text as an http(s) address, or null: a javascript: or data: address must never become a link. */
function webAddress(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
