import { createFileRoute } from '@tanstack/react-router';
import { PreviewLayout } from '../shell/layouts';

/** The preview layout (SPEC §2): a studio's public pages, no sign-in required. */
export const Route = createFileRoute('/_preview')({
  component: PreviewLayout,
});
