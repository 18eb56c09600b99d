import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages, guardMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { makeCheckStudyAvailable } from './check-study-available';
import { sortDirectory, visibleInDirectory, withContactStates } from './contact-state';
import type { DirectoryEntry } from './directory-entry';
import type { LawyerOfGroup } from './directory-ports';
import type { MyLawyer } from './my-lawyer';

/** The lawyers a consultation can be started with, as Nueva consulta offers them. */
export interface ConsultableLawyers {
  /**
   * Every lawyer the client can choose, to search: the directory as SPEC §4 shows it by default
   * (visible, or already CONTACTADO), and besides it the client's own lawyers and the lawyer the
   * address names, even when the directory hides them; ordered CONTACTADO, PENDIENTE, CONTACTAR.
   */
  readonly directory: readonly DirectoryEntry[];
  /**
   * The client's lawyers (SPEC §2 abogados) as the directory lists them, in the order
   * listaMisAbogados gives them; null when that list could not be read. A lawyer of a studio the
   * directory no longer lists (a closed studio) is left out: there is nothing to consult them with.
   */
  readonly mine: readonly DirectoryEntry[] | null;
  /** The client's lawyers the directory does not list (a closed studio's), whom `mine` leaves out; empty when they could not be read. */
  readonly mineUnlisted: readonly Pick<MyLawyer, 'id_abogado' | 'id_grupo'>[];
  /** Whether the lawyer named (if any) is among `directory`. */
  readonly namedListed: boolean;
}

const sameMembership = (entry: Pick<DirectoryEntry, 'id' | 'id_grupo'>, lawyer: LawyerOfGroup) =>
  entry.id === lawyer.lawyerId && entry.id_grupo === lawyer.groupId;

/**
 * Who a consultation can be started with. SPEC §4 hides lawyers listed as not visible ('f') from
 * the directory unless they are the client's CONTACTADO contacts; but a lawyer the client works
 * with through a case has no accepted request, so that rule alone hid exactly the client's own
 * lawyers from Nueva consulta and answered 'No se encontró el abogado' when /abogados started a
 * consultation with one. Hiding keeps a lawyer out of strangers' searches; it must not keep the
 * client from the lawyers they already have, nor from one whose page they hold a link to. So the
 * consultable lawyers are the default directory, plus every listed membership of the client's
 * lawyers, plus the named lawyer when the directory lists them at all. Does not mutate.
 *
 * @param entries every membership the directory lists, hidden ones too, with their contact state
 * @param myLawyers the client's lawyers; null when they could not be read
 * @param named the lawyer an address names (a lawyer page's or /abogados' link), if any
 */
export function consultableLawyers(
  entries: readonly DirectoryEntry[],
  myLawyers: readonly Pick<MyLawyer, 'id_abogado' | 'id_grupo'>[] | null,
  named: LawyerOfGroup | null,
): ConsultableLawyers {
  const mine =
    myLawyers?.flatMap((lawyer) =>
      entries.filter((entry) => sameMembership(entry, { lawyerId: lawyer.id_abogado, groupId: lawyer.id_grupo })),
    ) ?? null;
  const kept = new Set<DirectoryEntry>(mine ?? []);
  const namedEntry = named === null ? undefined : entries.find((entry) => sameMembership(entry, named));
  if (namedEntry !== undefined) kept.add(namedEntry);
  const directory = sortDirectory(entries.filter((entry) => visibleInDirectory(entry) || kept.has(entry)));
  const mineUnlisted = (myLawyers ?? []).filter(
    (lawyer) =>
      !entries.some((entry) => sameMembership(entry, { lawyerId: lawyer.id_abogado, groupId: lawyer.id_grupo })),
  );
  return { directory, mine, mineUnlisted, namedListed: namedEntry !== undefined };
}

/** Nueva consulta's lawyers: who can be chosen, and why the named lawyer cannot, if so. */
export interface ConsultationLawyers extends Omit<ConsultableLawyers, 'namedListed' | 'mine' | 'mineUnlisted'> {
  /** The client's lawyers as the directory lists them, or the failure to read them (the directory still answers). */
  readonly mine: Result<readonly DirectoryEntry[], PortalError>;
  /** The names of the client's lawyers who cannot be consulted, as their studio is no longer in the directory. */
  readonly mineUnavailable: readonly string[];
  /**
   * Why the lawyer the request names cannot be consulted: 'El Estudio no está disponible' for a
   * closed studio, 'No se encontró el abogado' for an open studio that does not list them, the
   * studio check's own message when it got no answer; null when they can be, or none was named.
   */
  readonly unavailable: string | null;
}

/**
 * Nueva consulta's lawyers (SPEC §2 newConsultation): the directory with the client's contact
 * buttons, the client's own lawyers and the lawyer an address names, by `consultableLawyers`.
 * A named lawyer the directory does not list has their studio checked (SPEC §2's rule for a
 * lawyer's page), so the page can say why.
 */
export function makeListConsultationLawyers(ports: Pick<PortalPorts, 'directory' | 'contactRequests' | 'myLawyers'>) {
  const checkStudyAvailable = makeCheckStudyAvailable(ports);
  return async function listConsultationLawyers({
    client,
    named,
  }: {
    readonly client: SignedInClient;
    readonly named?: LawyerOfGroup | undefined;
  }): Promise<Result<ConsultationLawyers, PortalError>> {
    const [listings, requests, myLawyers] = await Promise.all([
      ports.directory.listLawyers(),
      ports.contactRequests.listRequests(client.id, client.email),
      ports.myLawyers.list(client.id),
    ]);
    const lawyers = labelFailure(listings, errorMessages.directory);
    if (!lawyers.ok) return lawyers;
    const clientRequests = labelFailure(requests, errorMessages.directory);
    if (!clientRequests.ok) return clientRequests;
    const mineRead = labelFailure(myLawyers, errorMessages.myLawyers);
    const entries = withContactStates(lawyers.value, clientRequests.value, client);
    const consultable = consultableLawyers(entries, mineRead.ok ? mineRead.value : null, named ?? null);
    const mine: Result<readonly DirectoryEntry[], PortalError> = mineRead.ok ? ok(consultable.mine ?? []) : mineRead;
    const unlisted = new Set(consultable.mineUnlisted);
    const mineUnavailable = mineRead.ok
      ? mineRead.value.filter((lawyer) => unlisted.has(lawyer)).map((lawyer) => lawyer.abogadoEstudio.title)
      : [];
    if (named === undefined || consultable.namedListed)
      return ok({ directory: consultable.directory, mine, mineUnavailable, unavailable: null });
    const checked = await checkStudyAvailable({ groupId: named.groupId });
    const unavailable = !checked.ok
      ? checked.error.message
      : !checked.value.access.allow
        ? (checked.value.access.message ?? guardMessages.studyUnavailable)
        : errorMessages.lawyerNotFound;
    return ok({ directory: consultable.directory, mine, mineUnavailable, unavailable });
  };
}
