import { useAtomValue } from 'jotai';
import { accountChangedElsewhereAtom, userAtom } from '../../session/user-atoms';
import { PageHeader } from '../../ui/blocks';
import { BillingForm } from './billing-form';
import { DeleteAccountSection } from './delete-account-dialog';
import { ExportDataSection } from './export-data-section';
import { LocationForm } from './location-form';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';

/** /miCuenta: profile, billing, location, a copy of all the client's data, the sessions on other devices, and account deletion. */
export function AccountPage() {
  const loaded = useAtomValue(userAtom);
  // A record saved elsewhere (another tab or device) starts the forms again from it; this page's own saves do not.
  const changedElsewhere = useAtomValue(accountChangedElsewhereAtom);
  // Empty only for the instant between a logout's store swap and leaving the page.
  if (loaded === null) return null;
  return (
    <>
      <PageHeader title="Mi cuenta" lead="Sus datos personales, de facturación y de ubicación." />
      <div className="page-stack">
        <ProfileForm key={`profile-${changedElsewhere}`} loaded={loaded} />
        <BillingForm key={`billing-${changedElsewhere}`} loaded={loaded} />
        <LocationForm key={`location-${changedElsewhere}`} loaded={loaded} />
        <ExportDataSection loaded={loaded} />
        <SessionsSection />
        <DeleteAccountSection loaded={loaded} />
      </div>
    </>
  );
}
