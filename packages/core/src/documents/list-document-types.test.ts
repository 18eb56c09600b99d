import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListDocumentTypes } from './list-document-types';

describe('listDocumentTypes', () => {
  it('lists the document types', async () => {
    const { ports } = aSignedInPortal();
    expect(expectOk(await makeListDocumentTypes(ports)()).map((type) => type.nombre)).toEqual([
      'Escrito judicial',
      'Comprobante de pago',
    ]);
  });

  it("answers 'Error al intentar obtener tipos de documentos' when they cannot be read", async () => {
    const { ports } = aSignedInPortal();
    ports.documents.failNext('listTypes', portalError.unavailable('network'));
    expect(expectFailure(await makeListDocumentTypes(ports)(), 'unavailable').message).toBe(
      'Error al intentar obtener tipos de documentos',
    );
  });
});
