import { answeredFileCount, filesAnsweringRequest, requestFilesMessages } from '@justiciable/core';
import {
  awaitsDate,
  awaitsFile,
  DOCUMENT_NAME_DEFAULT,
  paymentListMessages,
  paymentState,
  fileRequestMessages,
  formatServiceDay,
  formatServiceTime,
  MOVEMENT_TYPE,
  parseDocumentKey,
  type CaseMovement,
  formatPesos,
} from '@justiciable/core';
import { AnswerDateRequest } from './case-date-request';
import { AnswerFileRequest } from './case-file-request';
import { CaseMeetingActions, isVideoMovement } from './case-meeting';
import { DownloadButton } from './case-download-button';
import { useOpenedCase } from './case-movement-route';
import { Facts } from './case-facts';
import { CasePayment } from './case-pay-button';
import { CheckoutResult } from './case-payment-result';

/** The part of a movement that depends on its type: a file, an amount, a date, a place. */
export function MovementDetails({ movement }: { readonly movement: CaseMovement }) {
  switch (movement.id_tipo) {
    case MOVEMENT_TYPE.fileRequest:
      return <FileRequest movement={movement} />;
    case MOVEMENT_TYPE.attachment:
      return <Attachment movement={movement} />;
    case MOVEMENT_TYPE.payment:
      return <Payment movement={movement} />;
    case MOVEMENT_TYPE.calendarRequest:
      return <DateRequest movement={movement} />;
    case MOVEMENT_TYPE.hearing:
      return <Meeting movement={movement} />;
    case MOVEMENT_TYPE.courtFiling:
      return <CourtFiling movement={movement} />;
    default:
      return <Notes movement={movement} />;
  }
}

function Notes({ movement }: { readonly movement: CaseMovement }) {
  return movement.comentarios ? <p className="movement-notes">{movement.comentarios}</p> : null;
}

/**
 * A movement's stored file, by the name it was given (the case's documents know it; the storage
 * key prefixes it with its unique key), with its download.
 */
function MovementFile({ label, link }: { readonly label: string; readonly link: string }) {
  const { documents } = useOpenedCase();
  const listed = documents.ok ? documents.value.find((document) => document.id === link) : undefined;
  const name = listed?.name ?? (parseDocumentKey(link).fileName || DOCUMENT_NAME_DEFAULT);
  return (
    <div className="movement-file">
      <Facts rows={[[label, name]]} />
      <DownloadButton fileKey={link} name={name} />
    </div>
  );
}

function FileRequest({ movement }: { readonly movement: CaseMovement }) {
  if (awaitsFile(movement)) {
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
      {movement.link_archivo === null ? null : <RequestAnswer movement={movement} />}
    </>
  );
}

/** An answered file request: how many files answered it (core counts them among the case's documents), each downloadable. */
function RequestAnswer({ movement }: { readonly movement: CaseMovement }) {
  const { documents } = useOpenedCase();
  const listed = documents.ok ? documents.value : [];
  const files = filesAnsweringRequest(movement, listed);
  return (
    <>
      <p>
        <span className="ui-status movement-state" data-state="done">
          {requestFilesMessages.answeredWith(answeredFileCount(movement, listed))}
        </span>
      </p>
      {files.length > 1 ? (
        // A list, so a screen reader says how many; spaced as the movement's other blocks are.
        <ul
          aria-label="Archivos enviados"
          style={{ display: 'grid', gap: 'var(--space-4)', margin: 0, padding: 0, listStyle: 'none' }}
        >
          {files.map((file, index) => (
            <li key={file.id}>
              <MovementFile label={`Archivo ${index + 1}`} link={file.id} />
            </li>
          ))}
        </ul>
      ) : (
        <MovementFile label="Archivo enviado" link={movement.link_archivo ?? ''} />
      )}
    </>
  );
}

function Attachment({ movement }: { readonly movement: CaseMovement }) {
  if (awaitsFile(movement)) {
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
  return movement.link_archivo === null ? null : <MovementFile label="Archivo" link={movement.link_archivo} />;
}

function Payment({ movement }: { readonly movement: CaseMovement }) {
  return (
    <>
      <Facts
        rows={[
          ['Concepto', movement.concepto],
          ['Monto', movement.monto === null ? null : formatPesos(movement.monto)],
        ]}
      />
      <p>
        <PaymentStateBadge movement={movement} />
      </p>
      <CheckoutResult payment={movement} />
      <CasePayment payment={movement} />
    </>
  );
}

/** Paid, in process (left pending at the checkout) or owed, as core's paymentState reads the movement now. */
function PaymentStateBadge({ movement }: { readonly movement: CaseMovement }) {
  const state = paymentState(movement, Date.now()).kind;
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

function agendaTime(movement: CaseMovement): string {
  return movement.todo_el_dia_agenda ? 'Todo el día' : formatServiceTime(movement.agendaStart);
}

function DateRequest({ movement }: { readonly movement: CaseMovement }) {
  if (awaitsDate(movement)) {
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

function Meeting({ movement }: { readonly movement: CaseMovement }) {
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
            movement.direccion_link === null || isVideoMovement(movement) ? null : (
              <Place text={movement.direccion_link} />
            ),
          ],
        ]}
      />
      <CaseMeetingActions movement={movement} />
    </>
  );
}

function CourtFiling({ movement }: { readonly movement: CaseMovement }) {
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
