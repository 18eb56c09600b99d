import { useAtomValue } from 'jotai';
import { userAtom } from '../../session/user-atoms';
import { PageHeader } from '../../ui/blocks';
import { BillingForm } from './billing-form';
import { DeleteAccountSection } from './delete-account-dialog';
import { ExportDataSection } from './export-data-section';
import { LocationForm } from './location-form';
import { ProfileForm } from './profile-form';

/** /miCuenta: profile, billing, location, a copy of all the client's data, and account deletion. */
export function AccountPage() {
  const loaded = useAtomValue(userAtom);
  // Empty only for the instant between a logout's store swap and leaving the page.
  if (loaded === null) return null;
  return (
    <>
      <PageHeader title="Mi cuenta" lead="Sus datos personales, de facturación y de ubicación." />
      <div className="page-stack">
        <ProfileForm loaded={loaded} />
        <BillingForm loaded={loaded} />
        <LocationForm loaded={loaded} />
        <ExportDataSection loaded={loaded} />
        <DeleteAccountSection loaded={loaded} />
      </div>
    </>
  );
}
