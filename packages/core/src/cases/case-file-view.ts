import { isVideoMeeting } from '../calendar/meeting';
import type { Document } from '../documents/document';
import { DOCUMENT_NAME_DEFAULT } from '../documents/document';
import { parseDocumentKey } from '../documents/document-key';
import { answeredFileCount, filesAnsweringRequest } from '../documents/request-files';
import { conversationOf, type ConversationMessage } from '../messages/conversation';
import { presentText } from '../shared/blank';
import type { Case } from './case';
import type { CaseMovement, CaseMovementComment } from './case-movement';
import { caseNextStep, type CaseNextStep } from './case-next-step';
import type { PaymentLinkOrder } from './create-payment-link';
import { awaitsDate, awaitsFile } from './movement-links';
import { MOVEMENT_TYPE } from './movement';
import { awaitsPayment, paymentState, pendingPaymentTotal, ticketExpiry, type PaymentState } from './payments';

/** What a movement is, by name, so a reader never compares id_tipo numbers; 'note' for a type outside MOVEMENT_TYPE. */
export type MovementKind =
  | 'consultation'
  | 'file-request'
  | 'attachment'
  | 'payment'
  | 'news'
  | 'court-filing'
  | 'date-request'
  | 'hearing'
  | 'note';

const KINDS: Readonly<Record<number, MovementKind>> = {
  [MOVEMENT_TYPE.consultation]: 'consultation',
  [MOVEMENT_TYPE.fileRequest]: 'file-request',
  [MOVEMENT_TYPE.attachment]: 'attachment',
  [MOVEMENT_TYPE.payment]: 'payment',
  [MOVEMENT_TYPE.news]: 'news',
  [MOVEMENT_TYPE.courtFiling]: 'court-filing',
  [MOVEMENT_TYPE.calendarRequest]: 'date-request',
  [MOVEMENT_TYPE.hearing]: 'hearing',
};

/** The kind of a movement type (id_tipo). */
export function movementKindOf(typeId: number): MovementKind {
  return KINDS[typeId] ?? 'note';
}

/** A stored file as the case page names it: its storage key and the name it was given. */
export interface CaseFileName {
  readonly key: string;
  readonly name: string;
}

/**
 * A payment movement as the case page offers it: its state, and what the pay dialog needs
 * (the same for the case's summary and the payment's own card).
 */
export interface MovementPayment {
  /** Its state at the read's time (paymentState). */
  readonly state: PaymentState;
  /**
   * When a payment in process stops being so (its ticket expires, epoch ms) and is owed again;
   * null otherwise. A page left open compares it with the clock, as the read will not run again.
   */
  readonly inProcessUntil: number | null;
  /** Owed at the read's time, for an amount above zero: payable through a checkout link (awaitsPayment). */
  readonly owed: boolean;
  /** In pesos; null while the lawyer has not stated it. */
  readonly amount: number | null;
  /** What the dialog says of it: its concept ('Pago' when it names none), the case and the lawyer. */
  readonly facts: { readonly concept: string; readonly caseName: string; readonly lawyer: string };
  /** What the checkout link is asked for (createPaymentLink, with the amount as its price). */
  readonly order: Omit<PaymentLinkOrder, 'price'>;
}

/** A movement of the case page, with the facts the page shows of it, computed once here. */
export interface CaseMovementView extends CaseMovement {
  readonly kind: MovementKind;
  /** A file request or an attachment still waiting for its file (awaitsFile). */
  readonly awaitsFile: boolean;
  /** A date request still waiting for the client's date (awaitsDate). */
  readonly awaitsDate: boolean;
  /** A meeting held by video call (its tipo_reunion): the page shows its join link, not its address. */
  readonly video: boolean;
  /** The payment's state and pay inputs; null for other kinds. */
  readonly payment: MovementPayment | null;
  /**
   * The file it links, named by the case's documents, else by its storage key's file name, else
   * 'Sin nombre'; null when it links none.
   */
  readonly file: CaseFileName | null;
  /**
   * The files that answered a file request, the linked one first, and how many they are (at
   * least one once a file is linked, even if the documents' list lacks it); null for other kinds.
   */
  readonly answer: { readonly count: number; readonly files: readonly CaseFileName[] } | null;
}

/** The case's payments as its summary counts them. */
export interface PendingPayments {
  /** Charges still owed: the case's count (pago) less those in process. */
  readonly owed: number;
  /** Payments left pending at the checkout whose ticket has not expired. */
  readonly inProcess: number;
  /** What the owed payments the movements state add up to; null when none states one. */
  readonly owedTotal: number | null;
}

/** What the case page shows, computed from the case and what was read of it. */
export interface CaseFileView {
  readonly nextStep: CaseNextStep;
  readonly pendingPayments: PendingPayments;
  /** The payments the client can pay now, newest first. */
  readonly owedPayments: readonly MovementPayment[];
  /** Newest first; empty when the movements could not be read. */
  readonly movements: readonly CaseMovementView[];
  /** The file requests still waiting for their file, which a document upload can answer. */
  readonly pendingFileRequests: readonly CaseMovementView[];
  /** The newest message of the case's conversation with the lawyer; null when there is none. */
  readonly latestMessage: ConversationMessage | null;
}

export interface CaseFileViewSources {
  readonly case: Case;
  /** Null when the movements could not be read. */
  readonly movements: {
    readonly movements: readonly CaseMovement[];
    readonly comments: readonly CaseMovementComment[];
  } | null;
  /** Null when the documents could not be read. */
  readonly documents: readonly Document[] | null;
  readonly now: Date | number;
}

/** The case page's facts at `now`: its next step, its payments, and each movement's state. */
export function caseFileView({ case: kase, movements: read, documents, now }: CaseFileViewSources): CaseFileView {
  const movements = read?.movements ?? [];
  const listed = documents ?? [];
  const nameOf = (key: string): CaseFileName => ({
    key,
    name:
      listed.find((document) => document.id === key)?.name ?? (parseDocumentKey(key).fileName || DOCUMENT_NAME_DEFAULT),
  });
  const views = movements.map((movement): CaseMovementView => {
    const kind = movementKindOf(movement.id_tipo);
    const link = presentText(movement.link_archivo);
    return {
      ...movement,
      kind,
      awaitsFile: awaitsFile(movement),
      awaitsDate: awaitsDate(movement),
      video: isVideoMeeting(movement.tipo_reunion ?? ''),
      payment: kind === 'payment' ? paymentOf(kase, movement, now) : null,
      file: link === null ? null : nameOf(link),
      answer:
        kind === 'file-request'
          ? {
              count: answeredFileCount(movement, listed),
              files: filesAnsweringRequest(movement, listed).map((document) => nameOf(document.id)),
            }
          : null,
    };
  });
  const inProcess = views.filter((movement) => movement.payment?.state.kind === 'in-process').length;
  return {
    nextStep: caseNextStep(kase),
    pendingPayments: {
      owed: Math.max(kase.pago - inProcess, 0),
      inProcess,
      owedTotal: pendingPaymentTotal(movements, now),
    },
    owedPayments: views.flatMap((movement) => (movement.payment?.owed ? [movement.payment] : [])),
    movements: views,
    pendingFileRequests: views.filter((movement) => movement.kind === 'file-request' && movement.awaitsFile),
    latestMessage:
      read === null
        ? null
        : (conversationOf({
            caseId: kase.id,
            movements: read.movements,
            comments: read.comments,
            notifications: null,
            lawyerName: kase.abogadoEstudio,
          }).messages.at(-1) ?? null),
  };
}

function paymentOf(kase: Case, movement: CaseMovement, now: Date | number): MovementPayment {
  const state = paymentState(movement, now);
  return {
    state,
    inProcessUntil: state.kind === 'in-process' ? ticketExpiry(movement) : null,
    owed: awaitsPayment(movement, now),
    amount: movement.monto,
    facts: {
      concept: movement.concepto ?? movement.descripcion_movimiento ?? 'Pago',
      caseName: kase.case,
      lawyer: kase.abogadoEstudio,
    },
    order: { lawyerId: kase.id_abogado, caseId: kase.id, movementId: movement.id_movimiento },
  };
}
