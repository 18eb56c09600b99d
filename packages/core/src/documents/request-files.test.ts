import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDocument } from '../testing/document-builders';
import {
  answeredFileCount,
  filesAnsweringRequest,
  MAX_FILES_PER_SEND,
  requestUploadKey,
  storedForRequest,
} from './request-files';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('requestUploadKey', () => {
  it("prefixes the chosen file's key with its request: 'pedido<id>_<key>', within the upload function's 64 characters", () => {
    expect(requestUploadKey('5150', UUID)).toBe(`pedido5150_${UUID}`);
    expect(requestUploadKey('5150', 'a'.repeat(53))).toHaveLength(64);
    expect(requestUploadKey('5150', 'a'.repeat(54))).toBeNull();
    expect(requestUploadKey('51_a', UUID)).toBeNull();
    expect(requestUploadKey('5150', '../x')).toBeNull();
    expect(requestUploadKey('5150', '')).toBeNull();
  });

  it('names one request only: a key of one request is never read as stored for another (property)', () => {
    const id = fc.integer({ min: 1, max: 10 ** 9 }).map(String);
    fc.assert(
      fc.property(id, id, (own, other) => {
        const key = `31/1024/${requestUploadKey(own, UUID)}-recibo.pdf`;
        expect(storedForRequest(own, key)).toBe(true);
        expect(storedForRequest(other, key)).toBe(own === other);
      }),
    );
  });
});

describe('filesAnsweringRequest and answeredFileCount', () => {
  const request = { id_movimiento: '5150', link_archivo: '31/1024/pedido5150_b-recibo-2.pdf' };
  const documents = [
    aDocument({ id: '31/1024/pedido5150_a-recibo-1.pdf' }),
    aDocument({ id: '31/1024/otro-archivo.pdf' }),
    aDocument({ id: '31/1024/pedido5150_b-recibo-2.pdf' }),
    aDocument({ id: '31/1024/pedido5151_c-recibo-3.pdf' }),
  ];

  it('are the documents stored under the request, the linked one first', () => {
    expect(filesAnsweringRequest(request, documents).map((document) => document.id)).toEqual([
      '31/1024/pedido5150_b-recibo-2.pdf',
      '31/1024/pedido5150_a-recibo-1.pdf',
    ]);
    expect(answeredFileCount(request, documents)).toBe(2);
  });

  it('counts a request answered with one file before several were possible (a random key) as one', () => {
    const older = { id_movimiento: '77', link_archivo: '31/1024/0f8fad5b-telegrama.pdf' };
    expect(answeredFileCount(older, [aDocument({ id: '31/1024/0f8fad5b-telegrama.pdf' })])).toBe(1);
    // The listing may have failed: a linked request still answered one file at least.
    expect(answeredFileCount(older, [])).toBe(1);
  });

  it('counts nothing while the request awaits its files, whatever is stored under it', () => {
    expect(answeredFileCount({ id_movimiento: '5150', link_archivo: null }, documents)).toBe(0);
    expect(answeredFileCount({ id_movimiento: '5150', link_archivo: '  ' }, documents)).toBe(0);
  });

  it('takes at most 10 files in one answer', () => {
    expect(MAX_FILES_PER_SEND).toBe(10);
  });
});
