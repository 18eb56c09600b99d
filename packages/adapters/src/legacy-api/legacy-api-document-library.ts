import {
  documentFromStorageItem,
  mapResult,
  StorageItemSchema,
  type Document,
  type DocumentCategory,
  type DocumentLibrary,
  type DocumentType,
  type PortalError,
  type Result,
} from '@justiciable/core';
import * as v from 'valibot';
import type { LegacyApi } from './legacy-api';
import { listOrKeyedObject, wireId } from './legacy-wire';

/** getDocumentsByCase lists the stored objects of the case (SPEC §7: Key, ContentType, metadata.name, LastModified, Size). */
const DocumentsAnswer = v.looseObject({ datos: listOrKeyedObject(StorageItemSchema) });

const DocumentTypesAnswer = v.looseObject({
  datos: listOrKeyedObject(v.looseObject({ id_tipo_documento: wireId, nombre: v.string() })),
});

const DocumentCategoriesAnswer = v.looseObject({
  datos: listOrKeyedObject(v.looseObject({ id_categoria: wireId, nombre: v.string(), id_grupo: wireId })),
});

/** Case documents and their classification, in the legacy API (SPEC §7). */
export class LegacyApiDocumentLibrary implements DocumentLibrary {
  constructor(private readonly api: LegacyApi) {}

  async listByCase(caseId: string, groupId: string): Promise<Result<readonly Document[], PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.getDocumentsByCase,
      { case_id: caseId, group_id: groupId },
      DocumentsAnswer,
    );
    return mapResult(answer, ({ datos }) => datos.map(documentFromStorageItem));
  }

  async listTypes(): Promise<Result<readonly DocumentType[], PortalError>> {
    const answer = await this.api.client.call(this.api.actions.getDocumentTypes, {}, DocumentTypesAnswer);
    return mapResult(answer, ({ datos }) => datos.map((type) => ({ id: type.id_tipo_documento, nombre: type.nombre })));
  }

  async listCategories(groupId: string): Promise<Result<readonly DocumentCategory[], PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.getDocumentCategories,
      { groupId },
      DocumentCategoriesAnswer,
    );
    return mapResult(answer, ({ datos }) =>
      datos.map((category) => ({ id: category.id_categoria, nombre: category.nombre, id_grupo: category.id_grupo })),
    );
  }
}
