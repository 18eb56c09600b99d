import * as v from 'valibot';
import { CalendarEntrySchema } from './calendar/calendar-entry';
import { CaseSchema } from './cases/case';
import { InvitationSchema } from './directory/invitation';
import { UserRecordSchema } from './account/user';
import { cityById, countryById, isTaxCondition, provinceById } from './account/places';
import type { UseCaseName } from './portal';
import { identityMessages, validationMessages, type CatalogueMessage } from './shared/catalogue';
import type { PortalError } from './shared/portal-error';

/*
 * Every use-case's argument as a valibot schema, checked where the portal is assembled
 * (createPortal) before the use-case runs: a script in plain JavaScript that passes nothing, a
 * number for a text, an id that is no id or a place not on core's lists is answered
 * 'invalid-input' naming the field, never a TypeError and never a request. The rules' own checks
 * (blank fields, lengths, the CUIT's check digit, the password policy) stay in the use-cases:
 * these schemas check only the shape and kind of each value, and the lists an id must come from.
 *
 * Objects are not strict: a key the schema does not name (a `signal`, an option added later) is
 * let through to the use-case untouched, as the use-case receives the caller's own object.
 */

/** A record's id as the services give them: letters, digits, '-', '_', '.' and ':' (numbers of the legacy API, UUIDs). */
const ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

const text = v.string(validationMessages.invalidValue);
const optionalText = v.optional(text);
const nullableText = v.optional(v.nullable(text));
const flag = v.optional(v.boolean(validationMessages.invalidValue));
const id = v.pipe(v.string(validationMessages.invalidId), v.regex(ID_SHAPE, validationMessages.invalidId));
const optionalId = v.optional(v.nullable(id));
const count = v.pipe(v.number(validationMessages.invalidValue), v.integer(validationMessages.invalidValue));
const callback = v.function(validationMessages.invalidValue);
const amount = v.union([text, v.pipe(v.number(), v.finite())], validationMessages.invalidAmount);
const token = v.optional(v.nullable(text));

/** The client acting (loadSession's `client`): left out, the portal's signed-in client is used. */
const client = v.object({ id, name: text, email: text, phone: text }, validationMessages.invalidValue);

const bytes = v.custom<Uint8Array>(
  (value) => value instanceof Uint8Array || Object.prototype.toString.call(value) === '[object Uint8Array]',
  validationMessages.invalidValue,
);
const file = v.object({ name: text, bytes }, validationMessages.invalidValue);
const classification = v.optional(
  v.nullable(v.object({ type: v.nullable(text), category: v.nullable(text) }, validationMessages.invalidValue)),
);
const lawyerOfGroup = { lawyerId: id, groupId: id };
const requestLink = { caseId: id, movementId: id, token };
const slot = v.object({ date: text, start: text, end: text }, validationMessages.invalidValue);
const cases = v.array(CaseSchema, validationMessages.invalidValue);
/** Cases another read has at hand: a list, none (null), or a promise of either, awaited by the use-case. */
const knownCases = v.union(
  [
    cases,
    v.null(),
    v.custom<PromiseLike<unknown>>(
      (value) =>
        typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function',
    ),
  ],
  validationMessages.invalidValue,
);
const loadedSession = v.looseObject(
  {
    session: v.looseObject({ userId: id, username: text, email: text }, validationMessages.invalidValue),
    user: UserRecordSchema,
    client,
  },
  validationMessages.invalidValue,
);
const meeting = v.object(
  {
    agendaId: id,
    caseId: id,
    lawyerId: id,
    title: text,
    day: text,
    startMinutes: v.number(validationMessages.invalidValue),
    endMinutes: v.nullable(v.number(validationMessages.invalidValue)),
    medium: text,
    place: v.nullable(text),
  },
  validationMessages.invalidValue,
);

/** An argument that may be left out: a use-case of no argument (a later `signal` may still come in an object). */
const noArgument = v.optional(v.object({}, validationMessages.invalidValue));

/** An argument object: a wrong kind of value (a text, a number) is refused as a whole. */
function argument<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.object(entries, validationMessages.invalidValue);
}

/** The object path item valibot's issues carry, for the checks over several fields below. */
function pathTo(input: Record<string, unknown>, ...keys: string[]): [v.ObjectPathItem, ...v.ObjectPathItem[]] {
  const items: v.ObjectPathItem[] = [];
  let at: Record<string, unknown> = input;
  for (const key of keys) {
    const value = at[key];
    items.push({ type: 'object', origin: 'value', input: at, key, value });
    at = (value ?? {}) as Record<string, unknown>;
  }
  return items as [v.ObjectPathItem, ...v.ObjectPathItem[]];
}

/** A place id given: none (null or 0), the one the record already holds, or one of core's lists. */
function knownPlaceId(
  given: number | null | undefined,
  held: number | undefined,
  onList: (id: number) => boolean,
): boolean {
  return given === undefined || given === null || given === 0 || given === held || onList(given);
}

const placeId = v.optional(
  v.nullable(v.pipe(v.number(validationMessages.invalidValue), v.integer(validationMessages.invalidId))),
);
const placeText = v.optional(v.nullable(text));

const saveLocation = v.pipe(
  argument({
    current: UserRecordSchema,
    location: argument({
      countryId: placeId,
      country: placeText,
      stateId: placeId,
      state: placeText,
      cityId: placeId,
      city: placeText,
      address: placeText,
    }),
  }),
  // An id must name a place (account/places.ts), so a typo never saves a country that does not exist.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { current, location } = dataset.value;
    const held = current.location;
    const input = dataset.value as unknown as Record<string, unknown>;
    if (!knownPlaceId(location.countryId, held?.countryId, (given) => countryById(given) !== undefined)) {
      addIssue({ message: validationMessages.unknownCountry, path: pathTo(input, 'location', 'countryId') });
    }
    if (!knownPlaceId(location.stateId, held?.regionId, (given) => provinceById(given) !== undefined)) {
      addIssue({ message: validationMessages.unknownProvince, path: pathTo(input, 'location', 'stateId') });
    }
    if (!knownPlaceId(location.cityId, held?.cityId, (given) => cityById(given) !== undefined)) {
      addIssue({ message: validationMessages.unknownCity, path: pathTo(input, 'location', 'cityId') });
    }
  }),
);

const saveBilling = v.pipe(
  argument({
    current: UserRecordSchema,
    billing: argument({
      billingCompanyName: nullableText,
      taxId: v.optional(v.nullable(v.union([text, v.number()], validationMessages.invalidValue))),
      billingAddress: nullableText,
      billingTelephone: nullableText,
      billingTaxCondition: nullableText,
      billingEmail: nullableText,
    }),
  }),
  // The tax condition is one of TAX_CONDITIONS; the one the record already holds may be saved again as it is.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const condition = dataset.value.billing.billingTaxCondition;
    const held = dataset.value.current.billingInfo?.condition;
    if (
      condition === undefined ||
      condition === null ||
      condition.trim() === '' ||
      condition === held ||
      isTaxCondition(condition)
    )
      return;
    addIssue({
      message: validationMessages.unknownTaxCondition,
      path: pathTo(dataset.value as unknown as Record<string, unknown>, 'billing', 'billingTaxCondition'),
    });
  }),
);

/**
 * The schema of every use-case's argument, by name: one for each of PORTAL_USE_CASES (a use-case
 * added without one fails to compile here, and portal-input.test.ts checks each).
 */
export const PORTAL_INPUT_SCHEMAS = {
  // identity
  registerClient: argument({ name: text, email: text, password: text, phone: text, phoneCountry: optionalText }),
  confirmRegistration: argument({ email: text, code: text }),
  resendConfirmationCode: argument({ email: text }),
  signIn: argument({ email: text, password: text }),
  signOut: v.optional(argument({ everywhere: flag })),
  requestPasswordReset: argument({ email: text }),
  confirmPasswordReset: argument({ email: text, code: text, newPassword: text, endOtherSessions: flag }),
  loadSession: noArgument,
  resumeSession: argument({ known: v.nullable(loadedSession), revalidate: flag }),
  completeOnBoarding: argument({ session: loadedSession, name: text, phone: text }),
  addMissingPhone: argument({ session: loadedSession, phone: text, country: optionalText }),
  // account
  saveProfile: argument({
    current: UserRecordSchema,
    changes: argument({ name: optionalText, phone: optionalText, phoneCountry: optionalText }),
  }),
  saveBilling,
  saveLocation,
  deleteAccount: noArgument,
  reviewAccountDeletion: argument({ client }),
  followAccount: argument({
    client,
    onChange: callback,
    onEnded: v.optional(callback),
    onConnectionChange: v.optional(callback),
  }),
  // cases
  listCases: argument({ client, createdBy: optionalText }),
  openCase: argument({ client, caseId: id, knownCases: v.optional(cases) }),
  listMovements: argument({ caseId: id }),
  addMovement: argument({
    client,
    caseId: id,
    typeId: v.optional(count),
    description: text,
    comments: optionalText,
    fileLink: nullableText,
    agendaDate: nullableText,
    agendaTime: nullableText,
    cancelledAgendaId: optionalId,
  }),
  addComment: argument({ client, movementId: id, text }),
  uploadCaseFile: argument({
    caseId: id,
    groupId: id,
    file,
    movementId: optionalId,
    linkToken: token,
    classification,
    uploadKey: optionalText,
  }),
  uploadCaseDocument: argument({ client, caseId: id, groupId: id, file, classification }),
  answerFileRequest: argument({ ...requestLink, groupId: id, file, classification, uploadKey: optionalText }),
  storeRequestFile: argument({ ...requestLink, groupId: id, file, classification, uploadKey: text }),
  completeFileRequest: argument({
    ...requestLink,
    groupId: id,
    files: v.array(v.object({ key: text }, validationMessages.invalidValue), validationMessages.invalidValue),
  }),
  downloadCaseFile: argument({ fileKey: text }),
  readCaseFile: argument({ fileKey: text }),
  createPaymentLink: argument({
    lawyerId: id,
    clientGroupId: optionalText,
    caseId: id,
    movementId: id,
    price: amount,
    returnUrl: optionalText,
  }),
  // Either the payment's parts or the checkout's return address (which carries them); the use-case checks which.
  recordPayment: argument({
    movementId: v.optional(id),
    paymentId: optionalText,
    returnUrl: optionalText,
    price: amount,
  }),
  checkCalendarRequestLink: argument(requestLink),
  checkFileRequestLink: argument(requestLink),
  answerCalendarRequest: argument({ ...requestLink, date: text, start: text, end: text }),
  readRequestLink: argument(requestLink),
  openCaseDetail: argument({
    client,
    caseId: id,
    knownCases: v.optional(cases),
    through: v.optional(callback),
    checkoutReturn: v.optional(text),
  }),
  openCaseList: argument({
    client,
    knownCases: v.optional(cases),
    whatNeedsMe: v.optional(v.nullable(v.object({ caseIds: v.array(v.string()) }))),
  }),
  readDateRequest: argument({ ...requestLink, lawyerId: id }),
  // payments
  listPayments: argument({ client, concurrency: v.optional(count), owedOnly: flag }),
  readPayments: argument({
    client,
    cases: v.optional(cases),
    known: v.optional(v.array(v.looseObject({}, validationMessages.invalidValue), validationMessages.invalidValue)),
    scope: v.optional(v.picklist(['owed', 'history', 'all'], validationMessages.invalidValue)),
    concurrency: v.optional(argument({ owed: v.optional(count), history: v.optional(count) })),
    whenReady: v.optional(callback),
    signal: v.optional(v.looseObject({ aborted: v.boolean() }, validationMessages.invalidValue)),
    onRead: v.optional(callback),
    onProgress: v.optional(callback),
  }),
  // attention
  listWhatNeedsMe: argument({
    client,
    agenda: v.optional(
      v.custom<unknown>(
        (value) =>
          typeof value === 'object' &&
          value !== null &&
          (typeof (value as { then?: unknown }).then === 'function' ||
            typeof (value as { ok?: unknown }).ok === 'boolean'),
        validationMessages.invalidValue,
      ),
    ),
  }),
  // calendar
  listCalendar: argument({ client }),
  listLawyerCalendar: argument({ lawyerId: id }),
  listFreeSlots: argument({ lawyerId: id, from: optionalText, days: v.optional(count), minutes: v.optional(count) }),
  updateCalendarSlot: argument({
    calendarId: id,
    date: text,
    start: text,
    end: text,
    linkToken: token,
    meetingLink: nullableText,
  }),
  cancelMeeting: argument({ client, meeting }),
  rescheduleMeeting: argument({ client, meeting, slot }),
  exportCalendarIcs: argument({
    client: v.optional(client),
    entries: v.optional(v.array(CalendarEntrySchema, validationMessages.invalidValue)),
  }),
  // directory
  listDirectory: argument({ client, includeHidden: flag }),
  listConsultationLawyers: argument({ client, named: v.optional(argument(lawyerOfGroup)) }),
  sendContactRequest: argument({ client, ...lawyerOfGroup }),
  findInvitation: argument({ invitationId: id, token }),
  openInvitation: argument({ invitationId: id, token }),
  listPendingInvitations: argument({ client }),
  acceptInvitation: argument({ client, invitation: InvitationSchema }),
  declineInvitation: argument({ invitation: InvitationSchema }),
  listMyLawyers: argument({ client }),
  unlinkLawyer: argument({ client, lawyerId: id }),
  getStudyInfo: argument({ groupId: id }),
  checkStudyAvailable: argument({ groupId: id }),
  previewStudy: argument(lawyerOfGroup),
  getLawyerDetails: argument({ client, ...lawyerOfGroup }),
  listLawyerMedia: argument({ lawyerId: id }),
  readStudyPreview: argument(lawyerOfGroup),
  readLinkConsultation: argument(lawyerOfGroup),
  readMyLawyers: argument({ client, through: v.optional(callback) }),
  // notifications
  listNotifications: argument({ client }),
  readNotification: argument({ notificationId: id }),
  readInbox: argument({ client, knownCases: v.optional(knownCases) }),
  openNotifications: argument({ client, knownCases: v.optional(knownCases), through: v.optional(callback) }),
  // messages
  readConversation: argument({ client, caseId: id }),
  listConversations: argument({ client, limit: v.optional(count) }),
  markConversationRead: argument({ client, caseId: id }),
  sendMessage: argument({
    client,
    caseId: id,
    groupId: id,
    text,
    files: v.optional(v.array(file, validationMessages.invalidValue)),
  }),
  // documents
  listCaseDocuments: argument({ caseId: id, groupId: id }),
  listDocumentCategories: argument({ groupId: id }),
  listDocumentTypes: noArgument,
  // consultations
  openNewConsultation: argument({
    client,
    lawyerId: v.optional(id),
    groupId: v.optional(id),
    through: v.optional(callback),
    onAgendaRead: v.optional(callback),
  }),
  startConsultation: argument({
    client,
    ...lawyerOfGroup,
    clientGroupId: optionalText,
    service: v.looseObject(
      { id: text, nombre: text, precio: v.number(validationMessages.invalidValue) },
      validationMessages.invalidValue,
    ),
    medium: v.looseObject(
      { id: text, nombre: text, precio: v.nullable(v.number(validationMessages.invalidValue)) },
      validationMessages.invalidValue,
    ),
    slot: v.optional(v.nullable(slot)),
    title: text,
    description: text,
    attachment: v.optional(
      v.nullable(
        v.object(
          {
            name: text,
            bytes,
            documentType: v.optional(v.nullable(v.object({ id: text, nombre: text }, validationMessages.invalidValue))),
          },
          validationMessages.invalidValue,
        ),
      ),
    ),
    viaLink: v.optional(v.nullable(argument({ studyId: id }))),
  }),
  // privacy
  exportMyData: argument({ client, onProgress: v.optional(callback) }),
} satisfies Record<UseCaseName, v.GenericSchema>;

/** What the portal fills in when a call leaves it out: the signed-in client, and a save's loaded record. */
export type SessionField = 'client' | 'current';

/** The object entries of a use-case's argument schema (under its optional wrapper and pipe). */
function entriesOf(schema: v.GenericSchema): v.ObjectEntries {
  let at = schema as v.GenericSchema & {
    wrapped?: v.GenericSchema;
    pipe?: readonly v.GenericSchema[];
    entries?: v.ObjectEntries;
  };
  while (at.entries === undefined) {
    if (at.wrapped !== undefined) at = at.wrapped as typeof at;
    else if (at.pipe !== undefined) at = at.pipe[0] as typeof at;
    else return {};
  }
  return at.entries;
}

/** The session fields each use-case's argument has: `client` for those acting for the client, `current` for the saves. */
export function sessionFieldsOf(name: UseCaseName): readonly SessionField[] {
  const entries = entriesOf(PORTAL_INPUT_SCHEMAS[name]);
  return (['client', 'current'] as const).filter((field) => field in entries);
}

/** How the problems of one argument are told: one refused field or every one, keyed by path ('location.countryId'). */
type Problems = Readonly<Record<string, CatalogueMessage>>;

function fieldOf(issue: v.GenericIssue): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.');
}

const CATALOGUED = new Set<string>([...Object.values(validationMessages)]);

function messageOf(issue: v.GenericIssue, field: string): CatalogueMessage {
  // A session field left out with nobody signed in: what is missing is a sign-in.
  if (issue.input === undefined && (field === 'client' || field === 'current'))
    return identityMessages.notAuthenticated;
  if (issue.input === undefined) return validationMessages.required;
  return CATALOGUED.has(issue.message) ? (issue.message as CatalogueMessage) : validationMessages.invalidValue;
}

/**
 * What is wrong with a use-case's argument, every refused field with its message in the order of
 * its schema; null when it may be passed to the use-case. An argument left out (or null) is read
 * as an empty object, so each field it lacks is named; a value that is no object at all is
 * refused on its schema's first field. `leaveOut` names session fields not to be asked for (the
 * portal is about to fill them in).
 */
export function inputProblems(
  name: UseCaseName,
  input: unknown,
  leaveOut: readonly SessionField[] = [],
): Problems | null {
  const schema: v.GenericSchema = PORTAL_INPUT_SCHEMAS[name];
  const given = input === undefined || input === null ? (v.is(schema, undefined) ? undefined : {}) : input;
  const result = v.safeParse(schema, given);
  if (result.success) return null;
  const problems: Record<string, CatalogueMessage> = {};
  const firstField = Object.keys(entriesOf(schema))[0] ?? 'input';
  for (const issue of result.issues) {
    const field = fieldOf(issue) || firstField;
    if (issue.input === undefined && (leaveOut as readonly string[]).includes(field)) continue;
    problems[field] ??= messageOf(issue, field);
  }
  return Object.keys(problems).length === 0 ? null : problems;
}

/** The problems as the portal answers them: `'invalid-input'` naming the first field, every one in `fields`. */
export function invalidInput(problems: Problems): PortalError {
  const [first] = Object.entries(problems);
  const [field, message] = first ?? ['input', validationMessages.invalidValue];
  return { kind: 'invalid-input', field, message, fields: problems };
}
