import { identityViews, type IdentityViews } from './identity/identity-views';
import { textViews, type TextViews } from './shared/text-views';

/** The views a page may need before it has called anything (the sign-up form's password checklist, a text's length). */
export type InstantViews = IdentityViews & TextViews;

/**
 * The instant views, the same for every portal. A deferred portal answers them before its code
 * arrives (deferPortal), so their code is part of a first load: keep them small.
 */
export const instantViews: InstantViews = { ...identityViews, ...textViews };
