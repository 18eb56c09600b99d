import { createFileRoute } from '@tanstack/react-router';
import { PublicFrame } from '../shell/public-frame';

/** Pages anyone may open: sign-in and registration, the legal texts, links sent by e-mail. */
export const Route = createFileRoute('/_public')({
  component: PublicFrame,
});
