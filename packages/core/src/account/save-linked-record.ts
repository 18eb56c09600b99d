import type { PortalPorts } from '../portal-ports';
import type { CatalogueMessage } from '../shared/catalogue';
import { labelFailure, withDetail } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import type { UserUpdate } from './account-repository';
import type { UserRecord } from './user';

/** The user's field that links each kind of record, by where the record sits in the user's record. */
const linkFields = {
  billingInfo: 'userBillingInfoId',
  location: 'userLocationId',
} as const satisfies Record<string, keyof UserUpdate>;

type LinkedRecordKey = keyof typeof linkFields;
type LinkedRecordOf<Key extends LinkedRecordKey> = NonNullable<UserRecord[Key]>;

/** A kind of record the user links to by id, and how the account repository writes it. */
export interface LinkedRecordKind<Key extends LinkedRecordKey, Input> {
  readonly key: Key;
  /** Names the record in the detail of a save that created it but could not link it. */
  readonly name: string;
  readonly failure: CatalogueMessage;
  create(input: Input): Promise<Result<LinkedRecordOf<Key>, PortalError>>;
  update(id: string, input: Input): Promise<Result<LinkedRecordOf<Key>, PortalError>>;
}

/**
 * The step billing and location saves share (SPEC §4): updates the linked record when the user
 * has one, otherwise creates one and then links it to the user. Answers the user's record with the
 * saved data, which replaces the stored one.
 */
export function makeSaveLinkedRecord<Key extends LinkedRecordKey, Input>(
  { accounts, clock }: Pick<PortalPorts, 'accounts' | 'clock'>,
  kind: LinkedRecordKind<Key, Input>,
) {
  return async function saveLinkedRecord(current: UserRecord, input: Input): Promise<Result<UserRecord, PortalError>> {
    // The linked record that exists, so a link to a missing record is replaced rather than updated in vain.
    const linkedRecord = current[kind.key];
    if (linkedRecord !== null) {
      const updated = labelFailure(await kind.update(linkedRecord.id, input), kind.failure);
      return updated.ok ? ok({ ...current, [kind.key]: updated.value }) : updated;
    }

    const created = labelFailure(await kind.create(input), kind.failure);
    if (!created.ok) return created;
    const linked = labelFailure(
      await accounts.updateUser({
        id: current.user.id,
        [linkFields[kind.key]]: created.value.id,
        updatedAt: clock.now().toISOString(),
      }),
      kind.failure,
    );
    // The user still has no link, so saving again creates and links a fresh record.
    if (!linked.ok)
      return err(withDetail(linked.error, `${kind.name} ${created.value.id} was created but not linked to the user.`));
    return ok({ ...current, user: linked.value, [kind.key]: created.value });
  };
}
