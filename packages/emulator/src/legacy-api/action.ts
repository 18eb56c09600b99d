import type { EmulatorContext, Principal } from '../context';
import type { LegacyAnswer } from './failure';
import type { QueryFields } from './fields';

/** Hands out the moment the emulated lawyer will accept something, and wakes up then to do it. */
export interface AcceptanceScheduler {
  schedule(): number;
}

/** One api.php call as an action sees it. */
export interface ActionCall {
  readonly ctx: EmulatorContext;
  readonly fields: QueryFields;
  /** The signed-in client; null for a public call without a token. */
  readonly principal: Principal | null;
  /** The portal's origin (Origin or Referer of the request), where payment pages send the client back. */
  readonly portalOrigin: string | null;
  readonly acceptance: AcceptanceScheduler;
  /** The emulated lawyers' answers to what a client writes (lawyer-replies.ts); absent where nobody answers. */
  readonly lawyerReplies?: { answer(caseId: number, movementId: number): void };
}

export interface ClientCall extends ActionCall {
  readonly principal: Principal;
}

/** Writes run inside one transaction, so they are synchronous; a failure thrown midway changes nothing. */
interface Write<Call> {
  readonly writes: true;
  handle(call: Call): LegacyAnswer;
}

interface Read<Call> {
  readonly writes: false;
  handle(call: Call): LegacyAnswer | Promise<LegacyAnswer>;
}

/** 'client' actions need the user-pool access token; 'public' ones decide per call what a token adds. */
export type LegacyAction =
  | ({ readonly access: 'client' } & (Write<ClientCall> | Read<ClientCall>))
  | ({ readonly access: 'public' } & (Write<ActionCall> | Read<ActionCall>));

export type ActionTable = Readonly<Record<string, LegacyAction>>;

export function clientRead(handle: Read<ClientCall>['handle']): LegacyAction {
  return { access: 'client', writes: false, handle };
}

export function clientWrite(handle: Write<ClientCall>['handle']): LegacyAction {
  return { access: 'client', writes: true, handle };
}

export function publicRead(handle: Read<ActionCall>['handle']): LegacyAction {
  return { access: 'public', writes: false, handle };
}

export function publicWrite(handle: Write<ActionCall>['handle']): LegacyAction {
  return { access: 'public', writes: true, handle };
}
