import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListDocumentCategories } from './list-document-categories';

describe('listDocumentCategories', () => {
  it("lists a studio's document categories", async () => {
    const { ports, demo } = aSignedInPortal();
    const categories = expectOk(await makeListDocumentCategories(ports)({ groupId: demo.linkedLawyerGroupId }));
    expect(categories.map((category) => category.nombre)).toEqual(['Documentación personal', 'Prueba documental']);
  });

  it("answers 'Error al intentar obtener categorías de documentos' when they cannot be read", async () => {
    const { ports, demo } = aSignedInPortal();
    ports.documents.failNext('listCategories', portalError.unavailable('network'));
    const error = expectFailure(
      await makeListDocumentCategories(ports)({ groupId: demo.linkedLawyerGroupId }),
      'unavailable',
    );
    expect(error.message).toBe('Error al intentar obtener categorías de documentos');
  });
});
