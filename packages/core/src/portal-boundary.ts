import type { UserRecord } from './account/user';
import type { LoadedSession } from './identity/load-session';
import type { SignedInClient } from './identity/signed-in-client';
import type { Portal, PortalUseCases, UseCaseName } from './portal';
import { inputProblems, invalidInput, sessionFieldsOf, type SessionField } from './portal-input';
import { PORTAL_USE_CASES } from './portal-use-cases';
import { exportParts } from './privacy/export-parts';
import type { PortalError } from './shared/portal-error';
import { err, ok, type Result } from './shared/result';

type AnyUseCase = (input?: unknown) => Promise<Result<unknown, PortalError>>;

/** What the portal knows of its session: the client and record last loaded, or only that someone signed in. */
interface KnownSession {
  readonly client: SignedInClient;
  readonly record: UserRecord;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The portal's boundary, around every use-case createPortal wires:
 *
 * - The argument is checked against its schema (portal-input.ts) before the use-case runs; a wrong
 *   one is answered `'invalid-input'` naming the field, and nothing reaches a port.
 * - The signed-in client is remembered: from loadSession, resumeSession, completeOnBoarding and
 *   addMissingPhone's answers (with the user record), and a save's answer replaces the record. A
 *   call that leaves out `client` (or a save its `current`) is given them. Right after signIn (or a
 *   confirmRegistration that signed in), before any of those, the first such call reads them with
 *   one loadSession. With nobody signed in, the call is answered `'invalid-input'` on `client` (or
 *   `current`) with 'El usuario no está autenticado', before any port is asked. signOut,
 *   deleteAccount and a session found ended forget them. A `client` or `current` passed is used
 *   as given, as the web app does.
 */
export function guardPortal(useCases: PortalUseCases | Portal): Portal {
  let known: KnownSession | null = null;
  let signedIn = false;
  let loading: Promise<Result<KnownSession, PortalError>> | null = null;

  const remember = (session: LoadedSession) => {
    known = { client: session.client, record: session.user };
    signedIn = true;
  };
  const forget = () => {
    known = null;
    signedIn = false;
    loading = null;
  };

  /** The session's client and record: as known, or read once with loadSession after a sign-in. */
  const session = (): Promise<Result<KnownSession, PortalError>> => {
    if (known !== null) return Promise.resolve(ok(known));
    loading ??= useCases.loadSession().then((loaded) => {
      loading = null;
      if (!loaded.ok) return loaded;
      remember(loaded.value);
      return ok({ client: loaded.value.client, record: loaded.value.user });
    });
    return loading;
  };

  const observe = (name: UseCaseName, answer: Result<unknown, PortalError>) => {
    if (!answer.ok) {
      // The session ended (or was never there): what was known of it is not the caller's any more.
      if (answer.error.kind === 'unauthenticated' && (name === 'loadSession' || name === 'resumeSession')) forget();
      return;
    }
    const value = answer.value as Record<string, unknown>;
    switch (name) {
      case 'signIn':
        forget();
        signedIn = true;
        return;
      case 'confirmRegistration':
        if (value['signedIn'] === true) {
          forget();
          signedIn = true;
        }
        return;
      case 'loadSession':
      case 'completeOnBoarding':
      case 'addMissingPhone':
        remember(answer.value as LoadedSession);
        return;
      case 'resumeSession':
        remember((answer.value as { readonly loaded: LoadedSession }).loaded);
        return;
      case 'saveProfile':
      case 'saveBilling':
      case 'saveLocation': {
        const record = answer.value as UserRecord;
        if (known !== null && known.record.user.id === record.user.id) known = { client: known.client, record };
        return;
      }
      case 'signOut':
      case 'deleteAccount':
        forget();
        return;
      default:
        return;
    }
  };

  const refuse = (name: UseCaseName, error: PortalError) =>
    err(name === 'exportMyData' ? { ...error, part: exportParts.archive } : error);

  const guarded: Record<string, AnyUseCase> = {};
  for (const name of PORTAL_USE_CASES) {
    const useCase = useCases[name] as AnyUseCase;
    const sessionFields = sessionFieldsOf(name);
    guarded[name] = async (input?: unknown) => {
      const missing: SessionField[] = sessionFields.filter(
        (field) => input === undefined || input === null || (isObject(input) && input[field] === undefined),
      );
      const fillable = missing.length > 0 && (known !== null || signedIn);
      const problems = inputProblems(name, input, fillable ? missing : []);
      if (problems !== null) return refuse(name, invalidInput(problems));
      let given = input;
      if (fillable) {
        const current = await session();
        if (!current.ok) return refuse(name, current.error);
        const filled: Partial<Record<SessionField, unknown>> = {};
        if (missing.includes('client')) filled.client = current.value.client;
        if (missing.includes('current')) filled.current = current.value.record;
        given = { ...(isObject(input) ? input : {}), ...filled };
        // Checked again as a whole: a check over several fields (a place id against the record's) needs them all.
        const refilled = inputProblems(name, given);
        if (refilled !== null) return refuse(name, invalidInput(refilled));
      }
      const answer = await useCase(given);
      observe(name, answer);
      return answer;
    };
  }
  return guarded as unknown as Portal;
}
