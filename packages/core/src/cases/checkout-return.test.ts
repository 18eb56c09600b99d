import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCheckoutReturn } from './checkout-return';

describe('readCheckoutReturn', () => {
  it("reads Mercado Pago's back URL query: status, payment_id and external_reference", () => {
    expect(
      readCheckoutReturn(
        'http://localhost:4321/pago?pedido=7&status=approved&collection_status=approved&payment_id=AbC_1-2&external_reference=77',
      ),
    ).toEqual({
      status: 'approved',
      paymentId: 'AbC_1-2',
      movementId: '77',
    });
    // Mercado Pago also names them collection_status and collection_id.
    expect(readCheckoutReturn('https://portal.example/x?collection_status=pending&collection_id=123')).toEqual({
      status: 'pending',
      paymentId: '123',
      movementId: null,
    });
  });

  it("reads the portal's own return route, /asunto/:case/:movement/:status", () => {
    expect(readCheckoutReturn('http://localhost:5173/asunto/1024/88/rejected?payment_id=tok')).toEqual({
      status: 'rejected',
      paymentId: 'tok',
      movementId: '88',
    });
    // The route names the movement the service returned for, whatever else external_reference holds.
    expect(
      readCheckoutReturn(
        'https://portal.example/asunto/1024/88/approved?status=approved&payment_id=9&external_reference=pref-1',
      )?.movementId,
    ).toBe('88');
  });

  it('says nothing it was not told, and is null for what is no http(s) address', () => {
    expect(readCheckoutReturn('http://localhost/pago?status=paid&payment_id=')).toEqual({
      status: null,
      paymentId: null,
      movementId: null,
    });
    for (const text of ['', 'pago?status=approved', 'javascript:alert(1)', 'ftp://localhost/x?status=approved'])
      expect(readCheckoutReturn(text)).toBeNull();
  });

  it('reads back what a checkout wrote, whatever the address it was given', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: false, withFragments: false }),
        fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[A-Za-z0-9]{0,8}$/)), {
          maxLength: 3,
        }),
        fc.constantFrom('approved', 'pending', 'rejected'),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
        fc.stringMatching(/^[1-9][0-9]{0,8}$/),
        (base, own, status, paymentId, movementId) => {
          // The address's own query first (a name of Mercado Pago's excepted), then what the checkout adds.
          const kept = own.filter(
            ([name]) =>
              !['status', 'payment_id', 'collection_id', 'collection_status', 'external_reference'].includes(name),
          );
          const query = [
            ...kept.map(([name, value]) => `${name}=${value}`),
            `status=${status}`,
            `payment_id=${paymentId}`,
            `external_reference=${movementId}`,
          ];
          expect(readCheckoutReturn(`${base}?${query.join('&')}`)).toEqual({ status, paymentId, movementId });
        },
      ),
    );
  });
});
