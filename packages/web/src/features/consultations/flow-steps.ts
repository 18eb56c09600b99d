import {
  consultationTextFields,
  type CalendarEntry,
  type CommunicationMedium,
  type DocumentType,
  type LawyerService,
  type PortalViews,
  type SignedInClient,
  type WhatNeedsMe,
} from '@justiciable/core';
import type { ReactNode } from 'react';
import type { Loaded } from '../../data/loaded';
import type { ErrorSummaryItem } from '../../ui/error-summary';
import { chosenSlot } from '../../ui/week-slot-picker';
import type { ConsultationDraft, DraftAttachment } from './consultation-draft';

/** The steps a page walks through, in its order; sending comes after the review on every page. */
export type FlowStep = 'who' | 'what' | 'how' | 'review';

export const STEP_TITLES: Record<FlowStep | 'sent', string> = {
  who: 'Abogado',
  what: 'Qué necesita',
  how: 'Cómo y cuándo',
  review: 'Revisar y enviar',
  sent: 'Enviada',
};

export interface ConsultationFlowProps {
  readonly steps: readonly FlowStep[];
  /** The draft as a page starts it: its origin, and the lawyer when the page fixes one. */
  readonly fresh: ConsultationDraft;
  /** The 'who' step's content, when the page lets the person choose the lawyer. */
  readonly lawyerChooser?: ReactNode;
  readonly services: Loaded<readonly LawyerService[]> | null;
  readonly media: Loaded<readonly CommunicationMedium[]> | null;
  /** The medium a calendar link fixes: the 'how' step shows it instead of offering a choice. */
  readonly fixedMediumId?: string;
  /** A calendar link's consultation is always booked on a free slot. */
  readonly slotRequired?: boolean;
  readonly busySlots: Loaded<readonly CalendarEntry[]> | null;
  readonly documentTypes: Loaded<readonly DocumentType[]>;
  /** Null for a visitor without an account: the review asks them to sign in or register before sending. */
  readonly client: SignedInClient | null;
  /** The studio's public link the consultation comes through, if any. */
  readonly viaLink: { readonly studyId: string } | null;
  /**
   * What needs the client (the page's read, not awaited), when the page has it: once sent, it says
   * whether the consultation's charge is still owed, so the page stops offering to pay it once paid.
   */
  readonly attention?: Promise<Loaded<WhatNeedsMe>>;
}

/** What every step reads and changes: the page's props, the draft and its attachment, and the way between steps. */
export interface StepContext {
  /** The portal's views the steps check the draft with (text lengths, the chosen slot). */
  readonly views: Pick<PortalViews, 'checkTextLengths' | 'weekSlots'>;
  readonly props: ConsultationFlowProps;
  readonly draft: ConsultationDraft;
  readonly update: (patch: Partial<ConsultationDraft>) => void;
  readonly attachment: { readonly name: string; readonly bytes: Uint8Array } | null;
  readonly setAttachment: (attachment: DraftAttachment | null) => void;
  readonly goTo: (index: number) => void;
  /** The step's problems as they were when 'Continuar' was last refused (empty on a step not refused): what its fields say. */
  readonly refusal: readonly ErrorSummaryItem[];
  /** Refuses 'Continuar' with the step's problems: the summary above the step shows them and takes the focus. */
  readonly refuse: (problems: readonly ErrorSummaryItem[]) => void;
}

/**
 * The `name` of each control a step's problem links to from the error summary: the lawyer
 * search, the service and medium radios, the two texts.
 */
export const STEP_FIELDS = {
  lawyer: 'lawyerSearch',
  service: 'service',
  title: 'title',
  description: 'description',
  medium: 'medium',
} as const;

/** The message of the step's problem on `field`, to show under that field, if any. */
export function problemOn(problems: readonly ErrorSummaryItem[], field: string): string | undefined {
  return problems.find((problem) => problem.field === field)?.message;
}

/** The 'what' step's texts, each held to the limit core sets for it. */
const WHAT_TEXT_FIELDS = {
  title: consultationTextFields.title,
  description: consultationTextFields.description,
} as const;

/** The 'what' step's texts that are longer than they may be, each with 'Máximo N caracteres'. */
export function overLongWhat({ views, draft }: Pick<StepContext, 'views' | 'draft'>) {
  return views.checkTextLengths({
    texts: { title: draft.title.trim(), description: draft.description.trim() },
    fields: WHAT_TEXT_FIELDS,
  });
}

export function selectedService({ props, draft }: StepContext): LawyerService | null {
  if (props.services === null || !props.services.ok) return null;
  return props.services.value.find((service) => service.id === draft.serviceId) ?? null;
}

export function selectedMedium({ props, draft }: StepContext): CommunicationMedium | null {
  if (props.media === null || !props.media.ok) return null;
  const id = props.fixedMediumId ?? draft.mediumId;
  return props.media.value.find((medium) => medium.id === id) ?? null;
}

/** Whether the consultation is booked on a free slot of the lawyer's agenda, rather than agreed later. */
export function booksSlot({ props, draft }: StepContext): boolean {
  return props.slotRequired === true || draft.schedule === 'now';
}

/**
 * Every problem that keeps the step from being left forwards, at once and in the order of its
 * fields (GOV.UK's error summary lists them all), or none when the step is done. The summary and
 * the field say the same words.
 */
export function problemsIn(step: FlowStep, context: StepContext): readonly ErrorSummaryItem[] {
  const { draft, props } = context;
  if (step === 'who')
    return draft.lawyer === null ? [{ field: STEP_FIELDS.lawyer, message: 'Elija un abogado para continuar.' }] : [];
  if (step === 'what') {
    const problems: ErrorSummaryItem[] = [];
    const overLong = overLongWhat(context);
    if (draft.serviceId === null || selectedService(context) === null)
      problems.push({ field: STEP_FIELDS.service, message: 'Elija el servicio que necesita.' });
    if (draft.title.trim() === '')
      problems.push({ field: STEP_FIELDS.title, message: 'Escriba un título para su consulta.' });
    else if (overLong.title !== undefined)
      problems.push({ field: STEP_FIELDS.title, message: `Título de la consulta: ${overLong.title}` });
    if (draft.description.trim() === '')
      problems.push({
        field: STEP_FIELDS.description,
        message: 'Describa su problema para que el abogado pueda entenderlo.',
      });
    else if (overLong.description !== undefined)
      problems.push({ field: STEP_FIELDS.description, message: `Descripción del problema: ${overLong.description}` });
    return problems;
  }
  if (step === 'how') {
    const problems: ErrorSummaryItem[] = [];
    if (selectedMedium(context) === null)
      problems.push({ field: STEP_FIELDS.medium, message: 'Elija cómo quiere hacer la consulta.' });
    if (
      booksSlot(context) &&
      props.busySlots !== null &&
      chosenSlot(context.views, draft.slot, props.busySlots) === null
    ) {
      // The week's days and the time are several controls, some disabled until a day is chosen: the message stands alone.
      problems.push({ message: 'Elija un día y un horario libres de la agenda del abogado.' });
    }
    return problems;
  }
  return [];
}

/** What the person still has to do before the step can be left forwards (its first problem), or null when it is done. */
export function missingIn(step: FlowStep, context: StepContext): string | null {
  return problemsIn(step, context)[0]?.message ?? null;
}
