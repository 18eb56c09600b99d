import { createFileRoute, redirect } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { takeReturnAfterSignIn } from '../../features/consultations/consultation-draft';
import { NewConsultationPage } from '../../features/consultations/new-consultation-page';
import { NewConsultationSearchSchema } from '../../features/consultations/new-consultation-search';

/**
 * Nueva consulta (SPEC §2 newConsultation), where sign-in and registration land: a visitor who
 * left a studio's or a calendar's link to sign in goes back to it, where their draft waits.
 */
export const Route = createFileRoute('/_main/nuevaConsulta')({
  validateSearch: NewConsultationSearchSchema,
  beforeLoad: ({ context }) => {
    const back = takeReturnAfterSignIn(context.store.current());
    if (back !== null) throw redirect({ href: back, replace: true });
  },
  loaderDeps: ({ search }) => ({ lawyerId: search.abogado }),
  loader: async ({ context, deps }) => {
    const { client } = context.session;
    const [myLawyers, directory, documentTypes, busySlots] = await Promise.all([
      context.portal.listMyLawyers({ client }),
      context.portal.listDirectory({ client }),
      context.portal.listDocumentTypes(),
      deps.lawyerId === undefined ? null : context.portal.listLawyerCalendar({ lawyerId: deps.lawyerId }),
    ]);
    return {
      myLawyers: loaded(myLawyers),
      directory: loaded(directory),
      documentTypes: loaded(documentTypes),
      busySlots: busySlots === null ? null : loaded(busySlots),
    };
  },
  component: NewConsultationPage,
});
