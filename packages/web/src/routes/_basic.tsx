import { createFileRoute } from '@tanstack/react-router';
import { BasicLayout } from '../shell/layouts';

/** The basic layout (SPEC §2): pages opened from a link a lawyer sent, reachable without signing in. */
export const Route = createFileRoute('/_basic')({
  component: BasicLayout,
});
