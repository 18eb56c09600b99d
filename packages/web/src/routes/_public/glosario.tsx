import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GlossaryPage } from '../../features/legal/glossary-page';
import { titled } from '../../shell/page-title';

/** What the glossary's search field holds, so a search can be linked and Back restores it. */
const GlossarySearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
});

export const Route = createFileRoute('/_public/glosario')({
  validateSearch: GlossarySearchSchema,
  // The glossary's search and entries are the portal's views, which come with its code. Code that
  // cannot be fetched (offline, never cached) is the page's to say, as the signed-in area's is.
  beforeLoad: async ({ context }) => {
    await context.portalLoaded?.().catch(() => undefined);
  },
  head: () => titled('Glosario'),
  component: GlossaryPage,
});
