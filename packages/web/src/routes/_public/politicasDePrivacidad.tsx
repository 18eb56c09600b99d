import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../features/legal/privacy-page';
import { titled } from '../../shell/page-title';

export const Route = createFileRoute('/_public/politicasDePrivacidad')({
  head: () => titled('Política de privacidad'),
  component: PrivacyPage,
});
