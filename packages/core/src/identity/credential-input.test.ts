import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessages, type CatalogueMessage } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { checkedTogether } from './credential-input';

const FIELDS = ['name', 'email', 'password', 'phone', 'code'] as const;
const MESSAGES: readonly CatalogueMessage[] = [validationMessages.required, validationMessages.nameOneLine];

/** A form's checks: each field passes with its value or is refused with one of the catalogue's texts. */
const checksOfAForm = fc
  .subarray([...FIELDS], { minLength: 1 })
  .chain((fields) =>
    fc.tuple(
      fc.constant(fields),
      fc.array(fc.option(fc.constantFrom(...MESSAGES), { nil: undefined }), {
        minLength: fields.length,
        maxLength: fields.length,
      }),
    ),
  )
  .map(([fields, refusals]) =>
    Object.fromEntries(
      fields.map((field, index): [string, Result<string, PortalError>] => {
        const message = refusals[index];
        return [field, message === undefined ? ok(`valor de ${field}`) : err(portalError.invalidInput(field, message))];
      }),
    ),
  );

describe('checkedTogether', () => {
  it('answers every value when every check passes, and names exactly the refused fields, in order, otherwise', () => {
    fc.assert(
      fc.property(checksOfAForm, (checks) => {
        const checked = checkedTogether(checks);
        const refused = Object.entries(checks).filter(([, check]) => !check.ok);
        if (refused.length === 0) {
          expect(checked).toEqual(
            ok(Object.fromEntries(Object.keys(checks).map((field) => [field, `valor de ${field}`]))),
          );
          return;
        }
        expect(checked.ok).toBe(false);
        if (checked.ok || checked.error.kind !== 'invalid-input') throw new Error('expected an invalid-input refusal');
        const expected = refused.map(([field, check]) => [field, check.ok ? '' : check.error.message]);
        expect(Object.entries(checked.error.fields ?? {})).toEqual(expected);
        expect([checked.error.field, checked.error.message]).toEqual(expected[0]);
      }),
    );
  });

  it('keeps the detail of a single refusal (the unmet password rules)', () => {
    const refusal: PortalError = {
      ...portalError.invalidInput('password', validationMessages.required),
      detail: 'Al menos un número',
    };
    const checked = checkedTogether({ email: ok('ana@example.com'), password: err(refusal) });
    expect(checked).toEqual(err({ ...refusal, fields: { password: validationMessages.required } }));
  });

  it('passes a failure that is not about a field through as it is', () => {
    const offline = portalError.unavailable('network');
    expect(
      checkedTogether({
        email: err(portalError.invalidInput('email', validationMessages.required)),
        other: err(offline),
      }),
    ).toEqual(err(offline));
  });
});
