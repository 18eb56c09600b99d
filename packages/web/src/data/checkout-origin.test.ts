import { afterEach, describe, expect, it } from 'vitest';
import { checkoutOriginOf, forgetCheckoutOrigin, rememberCheckoutOrigin } from './checkout-origin';

afterEach(() => sessionStorage.clear());

describe('checkout origin', () => {
  it('answers where the checkout of that payment started, until forgotten', () => {
    rememberCheckoutOrigin('41', '/pagos');
    expect(checkoutOriginOf('41')).toBe('/pagos');
    expect(checkoutOriginOf('42')).toBeNull();
    forgetCheckoutOrigin();
    expect(checkoutOriginOf('41')).toBeNull();
  });

  it('never answers an address outside the portal, nor what is not its own', () => {
    for (const path of ['//evil.example/pagos', 'https://evil.example', 'javascript:alert(1)', '/pagos?x=<b>']) {
      rememberCheckoutOrigin('41', path);
      expect(checkoutOriginOf('41')).toBeNull();
    }
    sessionStorage.setItem('justiciable-pago-origen', '{not json');
    expect(checkoutOriginOf('41')).toBeNull();
  });
});
