import { describe, expect, it } from 'vitest';
import { legacyNames, PRODUCT_TOKEN } from './product';

describe('legacyNames', () => {
  it("SPEC header: the token 'justiciable' names the legacy API's fields and actions", () => {
    expect(PRODUCT_TOKEN).toBe('justiciable');
    expect(legacyNames(PRODUCT_TOKEN)).toEqual({
      clientIdField: 'id_justiciable',
      clientGroupField: 'id_grupo_justiciable',
      emailField: 'email_justiciable',
      phoneField: 'phone_justiciable',
      usernameField: 'username_justiciable',
      serviceField: 'id_servicio_justiciable',
      contactDeletedAction: 'justiciableContactDeleted',
      renameAction: 'updateCommentNamesJusticiable',
      apiPathSegment: 'justiciable-api',
    });
  });

  it('SPEC header: another deployment changes the token only', () => {
    const names = legacyNames('cliente');
    expect([names.clientIdField, names.contactDeletedAction, names.renameAction, names.apiPathSegment]).toEqual([
      'id_cliente',
      'clienteContactDeleted',
      'updateCommentNamesCliente',
      'cliente-api',
    ]);
  });

  it('refuses a token that cannot appear in a field name or path', () => {
    for (const token of ['', 'Justiciable', 'a b', 'x/y', '1abc']) expect(() => legacyNames(token)).toThrow(RangeError);
  });
});
