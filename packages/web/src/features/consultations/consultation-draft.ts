import { atom } from 'jotai';
import * as v from 'valibot';
import type { AppStore } from '../../session/store-holder';
import { NO_SLOT_CHOICE } from '../../ui/slot-choice';

/** The lawyer a consultation goes to, as the pages that start one know them. */
const DraftLawyerSchema = v.object({
  id: v.string(),
  groupId: v.string(),
  /** The client's group with this lawyer (id_grupo_{product}) for the payment link; '' when the page does not know it. */
  clientGroupId: v.string(),
  name: v.string(),
  study: v.string(),
});
export type DraftLawyer = v.InferOutput<typeof DraftLawyerSchema>;

/**
 * A consultation once sent: the case it created, and what was sent as the review showed it, so the
 * page shows it again (after Back from the checkout, after a reload) instead of a form to send it
 * a second time.
 */
const SentConsultationSchema = v.object({
  caseId: v.string(),
  /** The consultation's first movement: its payment, when the service charges on sending. */
  movementId: v.string(),
  service: v.string(),
  medium: v.string(),
  slot: v.nullable(v.object({ date: v.string(), start: v.string(), end: v.string() })),
  attachment: v.nullable(v.string()),
  /** What the service charged on sending (0 when nothing), paid at the checkout or from the case. */
  chargedNow: v.number(),
  /** The steps after the case was created that did not complete, with their message. */
  unfinished: v.array(v.object({ step: v.picklist(['attachment', 'payment-link']), message: v.string() })),
});
export type SentConsultation = v.InferOutput<typeof SentConsultationSchema>;

/**
 * Everything a person typed and chose while starting a consultation, except the attachment's
 * bytes. It lives in session storage (never in the URL): it survives a reload, and a visitor who
 * came through a studio's or a calendar's link finds it again after signing in or registering.
 */
const ConsultationDraftSchema = v.object({
  /** The page the draft belongs to: '/nuevaConsulta' or the path of the link it started from. */
  origin: v.string(),
  /** The client who wrote it; null while a visitor without an account writes it. Nobody else is shown it. */
  ownerId: v.nullable(v.string()),
  step: v.pipe(v.number(), v.integer(), v.minValue(0)),
  lawyer: v.nullable(DraftLawyerSchema),
  serviceId: v.nullable(v.string()),
  title: v.string(),
  description: v.string(),
  documentTypeId: v.nullable(v.string()),
  mediumId: v.nullable(v.string()),
  /** Whether the person books a free slot of the lawyer's agenda now, or agrees the time later. */
  schedule: v.picklist(['now', 'later']),
  slot: v.object({ day: v.nullable(v.string()), start: v.string(), minutes: v.number() }),
  /** Set when a signed-out visitor leaves to sign in or register: the next signed-in landing brings them back. */
  returnAfterSignIn: v.boolean(),
  /** Set once sent: the draft is then only shown, never sent again, until the person starts another. */
  sent: v.optional(v.nullable(SentConsultationSchema), null),
});
export type ConsultationDraft = v.InferOutput<typeof ConsultationDraftSchema>;

export function emptyDraft(origin: string, lawyer: DraftLawyer | null = null): ConsultationDraft {
  return {
    origin,
    ownerId: null,
    step: 0,
    lawyer,
    serviceId: null,
    title: '',
    description: '',
    documentTypeId: null,
    mediumId: null,
    schedule: 'later',
    slot: NO_SLOT_CHOICE,
    returnAfterSignIn: false,
    sent: null,
  };
}

const DRAFT_KEY = 'justiciable.consultation-draft';

/** The draft session storage holds, if it still reads as one (an older or tampered value reads as none). */
function readStoredDraft(): ConsultationDraft | null {
  try {
    const parsed = v.safeParse(ConsultationDraftSchema, JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Bumped on every write, so the draft atom reads session storage again. */
const draftWritesAtom = atom(0);

/**
 * The one consultation being started in this tab. It reads session storage whenever a store first
 * asks for it (a route's guard included) and after every write, so a new store finds it too.
 */
export const consultationDraftAtom = atom(
  (get) => {
    get(draftWritesAtom);
    return readStoredDraft();
  },
  (_get, set, draft: ConsultationDraft | null) => {
    if (draft === null) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    set(draftWritesAtom, (writes) => writes + 1);
  },
);

/** The picked document, read into memory: too large for session storage, it survives moving between pages, not a reload. */
export interface DraftAttachment {
  readonly origin: string;
  readonly name: string;
  readonly bytes: Uint8Array;
}

export const draftAttachmentAtom = atom<DraftAttachment | null>(null);

/**
 * The stored draft if it is this page's and this person's to continue: written on this page, by
 * this client or by a visitor before signing in (session storage outlives a sign-out in the tab).
 */
export function draftFor(
  stored: ConsultationDraft | null,
  origin: string,
  clientId: string | null,
): ConsultationDraft | null {
  if (stored === null || stored.origin !== origin) return null;
  return stored.ownerId === null || stored.ownerId === clientId ? stored : null;
}

/**
 * Where a visitor who left a link's consultation to sign in or register goes back to, once: the
 * signed-in landing page calls it, and the link page then shows the draft at its review step.
 */
export function takeReturnAfterSignIn(store: AppStore): string | null {
  const draft = store.get(consultationDraftAtom);
  if (draft === null || !draft.returnAfterSignIn) return null;
  store.set(consultationDraftAtom, { ...draft, returnAfterSignIn: false });
  return draft.origin;
}
