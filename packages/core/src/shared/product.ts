/**
 * The client role's name in the legacy API's field and action names (SPEC header). One constant,
 * so a deployment for another product changes it in its configuration only.
 */
export const PRODUCT_TOKEN = 'justiciable';

/** The legacy API's product-specific names, typed from the token ('justiciable' → 'id_justiciable'). */
export interface LegacyNames<Token extends string> {
  /** id_{product}: the client's id in most actions. */
  readonly clientIdField: `id_${Token}`;
  /** id_grupo_{product}: the client's group (getPaymentLinkMP, directory entries). */
  readonly clientGroupField: `id_grupo_${Token}`;
  readonly emailField: `email_${Token}`;
  readonly phoneField: `phone_${Token}`;
  readonly usernameField: `username_${Token}`;
  /** id_servicio_{product} of nuevaConsulta. */
  readonly serviceField: `id_servicio_${Token}`;
  /** {product}ContactDeleted: step 2 of account deletion. */
  readonly contactDeletedAction: `${Token}ContactDeleted`;
  /** updateCommentNames{Product}: a name change propagated to comments. */
  readonly renameAction: `updateCommentNames${Capitalize<Token>}`;
  /** The last segment of the legacy API's base path, {product}-api (SPEC §9). */
  readonly apiPathSegment: `${Token}-api`;
}

const TOKEN_SHAPE = /^[a-z][a-z0-9_]*$/;

/**
 * The names for a token. A token that could not appear in a field name or URL path is a
 * configuration bug, so it throws rather than building broken requests.
 */
export function legacyNames<Token extends string>(token: Token): LegacyNames<Token> {
  if (!TOKEN_SHAPE.test(token)) {
    throw new RangeError(`Product token must be lowercase letters, digits or '_', starting with a letter: '${token}'`);
  }
  const capitalized = `${token.charAt(0).toUpperCase()}${token.slice(1)}` as Capitalize<Token>;
  return {
    clientIdField: `id_${token}`,
    clientGroupField: `id_grupo_${token}`,
    emailField: `email_${token}`,
    phoneField: `phone_${token}`,
    usernameField: `username_${token}`,
    serviceField: `id_servicio_${token}`,
    contactDeletedAction: `${token}ContactDeleted`,
    renameAction: `updateCommentNames${capitalized}`,
    apiPathSegment: `${token}-api`,
  };
}
