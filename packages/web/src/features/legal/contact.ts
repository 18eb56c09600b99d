/** Where people write about their data and these terms; the deployment's privacy contact. */
export const PRIVACY_CONTACT_EMAIL = 'privacidad@justiciable.com.ar';

/** When the legal texts last changed, shown at their top. */
export const LEGAL_TEXTS_UPDATED = '25/11/2026';
