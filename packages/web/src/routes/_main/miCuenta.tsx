import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../features/account/account-page';
import { titled } from '../../shell/page-title';

/** The account page shows the signed-in client's record, which the session already holds. */
export const Route = createFileRoute('/_main/miCuenta')({
  head: () => titled('Mi cuenta'),
  component: AccountPage,
});
