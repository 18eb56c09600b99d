import { consultationTextFields, overLongFields, type CalendarEntry, type CommunicationMedium, type DocumentType, type LawyerService, type SignedInClient, type WhatNeedsMe } from '@justiciable/core';
import type { ReactNode } from 'react';
import type { Loaded } from '../../data/loaded';
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
  readonly props: ConsultationFlowProps;
  readonly draft: ConsultationDraft;
  readonly update: (patch: Partial<ConsultationDraft>) => void;
  readonly attachment: { readonly name: string; readonly bytes: Uint8Array } | null;
  readonly setAttachment: (attachment: DraftAttachment | null) => void;
  readonly goTo: (index: number) => void;
}

/** The 'what' step's texts, each held to the limit core sets for it. */
const WHAT_TEXT_FIELDS = { title: consultationTextFields.title, description: consultationTextFields.description } as const;

/** The 'what' step's texts that are longer than they may be, each with 'Máximo N caracteres'. */
export function overLongWhat(draft: ConsultationDraft) {
  return overLongFields({ title: draft.title.trim(), description: draft.description.trim() }, WHAT_TEXT_FIELDS);
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

/** What the person still has to do before the step can be left forwards, or null when it is done. */
export function missingIn(step: FlowStep, context: StepContext): string | null {
  const { draft, props } = context;
  if (step === 'who') return draft.lawyer === null ? 'Elija un abogado para continuar.' : null;
  if (step === 'what') {
    if (draft.serviceId === null || selectedService(context) === null) return 'Elija el servicio que necesita.';
    if (draft.title.trim() === '') return 'Escriba un título para su consulta.';
    if (draft.description.trim() === '') return 'Describa su problema para que el abogado pueda entenderlo.';
    if (Object.keys(overLongWhat(draft)).length > 0) return 'Acorte el texto que supera el máximo de caracteres.';
    return null;
  }
  if (step === 'how') {
    if (selectedMedium(context) === null) return 'Elija cómo quiere hacer la consulta.';
    if (booksSlot(context) && props.busySlots !== null && chosenSlot(draft.slot, props.busySlots) === null) {
      return 'Elija un día y un horario libres de la agenda del abogado.';
    }
    return null;
  }
  return null;
}
