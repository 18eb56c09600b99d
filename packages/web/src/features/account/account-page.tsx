import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { accountChangedElsewhereAtom, userAtom } from '../../session/user-atoms';
import { PageHeader } from '../../ui/blocks';
import { BillingForm } from './billing-form';
import { DeleteAccountSection } from './delete-account-dialog';
import { ExportDataSection } from './export-data-section';
import { LeaveGuard } from './leave-guard';
import { LocationForm } from './location-form';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';

/** The forms whose edits are kept until saved, by the name their card shows. */
const FORMS = { profile: 'Datos personales', billing: 'Datos de facturación', location: 'Ubicación' } as const;
type FormName = keyof typeof FORMS;

/** /miCuenta: profile, billing, location, a copy of all the client's data, the sessions on other devices, and account deletion. */
export function AccountPage() {
  const loaded = useAtomValue(userAtom);
  // A record saved elsewhere (another tab or device) starts the forms again from it; this page's own saves do not.
  const changedElsewhere = useAtomValue(accountChangedElsewhereAtom);
  const [dirty, setDirty] = useState<Readonly<Record<FormName, boolean>>>({
    profile: false,
    billing: false,
    location: false,
  });
  // One stable callback per form, so a form's effect reports only when its own state changes.
  const reportDirty = useMemo(() => {
    const report = (form: FormName) => (isDirty: boolean) =>
      setDirty((current) => (current[form] === isDirty ? current : { ...current, [form]: isDirty }));
    return { profile: report('profile'), billing: report('billing'), location: report('location') };
  }, []);
  const exportSection = useRef<HTMLDivElement>(null);
  // Empty only for the instant between a logout's store swap and leaving the page.
  if (loaded === null) return null;
  const unsaved = (Object.keys(FORMS) as FormName[]).filter((form) => dirty[form]).map((form) => FORMS[form]);
  return (
    <>
      <PageHeader title="Mi cuenta" lead="Sus datos personales, de facturación y de ubicación." />
      <LeaveGuard unsaved={unsaved} />
      <div className="page-stack">
        <ProfileForm key={`profile-${changedElsewhere}`} loaded={loaded} onDirtyChange={reportDirty.profile} />
        <BillingForm key={`billing-${changedElsewhere}`} loaded={loaded} onDirtyChange={reportDirty.billing} />
        <LocationForm key={`location-${changedElsewhere}`} loaded={loaded} onDirtyChange={reportDirty.location} />
        <div ref={exportSection}>
          <ExportDataSection loaded={loaded} />
        </div>
        <SessionsSection />
        <DeleteAccountSection
          loaded={loaded}
          onExportFirst={() => {
            const section = exportSection.current;
            if (section === null) return;
            // The focus goes to the section's button, its text read first; jsdom lays out nothing to scroll.
            section.scrollIntoView({ block: 'start' });
            section.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
          }}
        />
      </div>
    </>
  );
}
