import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { encodeFileToUpload, MAX_UPLOAD_BYTES } from './file-to-upload';

describe('encodeFileToUpload (SPEC §5 attachment read as base64)', () => {
  it('answers the name and the base64 content', () => {
    const encoded = expectOk(
      encodeFileToUpload({ name: 'nota.txt', bytes: Uint8Array.from('Hola', (char) => char.charCodeAt(0)) }),
    );
    expect(encoded).toEqual({ fileName: 'nota.txt', contentBase64: 'SG9sYQ==' });
  });

  it("refuses more than 10 MB with 'El archivo supera el máximo de 10 MB'", () => {
    const error = expectFailure(
      encodeFileToUpload({ name: 'grande.pdf', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) }),
      'invalid-input',
    );
    expect(error).toMatchObject({ field: 'file', message: 'El archivo supera el máximo de 10 MB' });
  });
});
