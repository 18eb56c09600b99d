import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GlossaryPage } from '../../features/legal/glossary-page';
import { portalCodeLoaded } from '../../session/router-context';
import { titled } from '../../shell/page-title';

/** What the glossary's search field holds, so a search can be linked and Back restores it. */
const GlossarySearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
});

export const Route = createFileRoute('/_public/glosario')({
  validateSearch: GlossarySearchSchema,
  // The glossary's search and entries are the portal's views, which come with its code.
  beforeLoad: ({ context }) => portalCodeLoaded(context),
  head: () => titled('Glosario'),
  component: GlossaryPage,
});
