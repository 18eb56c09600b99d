import { beforeEach, describe, expect, it } from 'vitest';
import {
  DOCUMENT_CATEGORY_DEFAULT,
  DocumentCategorySchema,
  DocumentSchema,
  DocumentTypeSchema,
} from '../documents/document';
import type { DocumentLibrary, FileStore } from '../documents/document-ports';
import { expectAllValid, expectFailure, expectOk } from './contract-expectations';

/** What a DocumentLibrary contract run needs; the factory builds it before every test. */
export interface DocumentLibraryWorld {
  readonly subject: DocumentLibrary;
  /** Stores the files the suite then expects listed. */
  readonly files: FileStore;
  /** A case of the signed-in client and its studio (group); the suite uploads files into it. */
  readonly ownCaseId: string;
  readonly groupId: string;
  /** A group with document categories. */
  readonly categoriesGroupId: string;
  /** Another client's case and its group, and a case id nobody has. */
  readonly foreignCaseId: string;
  readonly foreignGroupId: string;
  readonly missingCaseId: string;
  /** A key no other upload uses, different on every call. */
  uniqueKey(): string;
  signOut(): Promise<void>;
}

/** 'Hola, mundo' in base64: 11 bytes. */
const CONTENT = { base64: 'SG9sYSwgbXVuZG8=', bytes: 11 };

/**
 * Case documents, their types and categories (SPEC §3, §7 getDocumentsByCase, getDocumentTypes,
 * getDocumentCategories). A case's documents are its owner's; the types and categories are public.
 */
export function describeDocumentLibraryContract(name: string, factory: () => Promise<DocumentLibraryWorld>): void {
  describe(`${name} honours the DocumentLibrary contract`, () => {
    let world: DocumentLibraryWorld;
    let subject: DocumentLibrary;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    it("lists the documents of the client's case, each of that case and group", async () => {
      const documents = expectOk(await subject.listByCase(world.ownCaseId, world.groupId));
      expectAllValid(DocumentSchema, documents);
      for (const document of documents)
        expect(document).toMatchObject({ case_id: world.ownCaseId, group_id: world.groupId });
    });

    it('lists an uploaded file under its key, with its name, type and size', async () => {
      const upload = {
        caseId: world.ownCaseId,
        groupId: world.groupId,
        uniqueKey: world.uniqueKey(),
        fileName: 'Constancia de CUIL.pdf',
      };
      const { key } = expectOk(await world.files.upload({ ...upload, contentBase64: CONTENT.base64 }));

      const listed = expectOk(await subject.listByCase(world.ownCaseId, world.groupId)).find(
        (document) => document.id === key,
      );
      expect(listed).toMatchObject({
        name: 'Constancia de CUIL.pdf',
        case_id: world.ownCaseId,
        group_id: world.groupId,
        size: CONTENT.bytes,
      });
      expect(listed?.type).not.toBe('');
    });

    it("lists a file filed under a type and a category with them, and one with no category as 'Sin categoría'", async () => {
      const upload = { caseId: world.ownCaseId, groupId: world.groupId, contentBase64: CONTENT.base64 };
      const classification = { type: 'Recibo de sueldo', category: 'Documentación laboral' };
      const filed = expectOk(
        await world.files.upload({
          ...upload,
          uniqueKey: world.uniqueKey(),
          fileName: 'Recibo marzo.pdf',
          classification,
        }),
      ).key;
      const unfiled = expectOk(
        await world.files.upload({ ...upload, uniqueKey: world.uniqueKey(), fileName: 'Nota.pdf' }),
      ).key;
      const typedOnly = { type: 'Nota', category: null };
      const typed = expectOk(
        await world.files.upload({
          ...upload,
          uniqueKey: world.uniqueKey(),
          fileName: 'Nota 2.pdf',
          classification: typedOnly,
        }),
      ).key;

      const listed = expectOk(await subject.listByCase(world.ownCaseId, world.groupId));
      expect(listed.find((document) => document.id === filed)).toMatchObject({
        type: 'Recibo de sueldo',
        category: 'Documentación laboral',
      });
      expect(listed.find((document) => document.id === unfiled)?.category).toBe(DOCUMENT_CATEGORY_DEFAULT);
      expect(listed.find((document) => document.id === typed)).toMatchObject({
        type: 'Nota',
        category: DOCUMENT_CATEGORY_DEFAULT,
      });
    });

    it("refuses another client's case as forbidden and an unknown case as not-found", async () => {
      expectFailure(await subject.listByCase(world.foreignCaseId, world.foreignGroupId), 'forbidden');
      expectFailure(await subject.listByCase(world.missingCaseId, world.groupId), 'not-found');
    });

    it('lists the document types', async () => {
      const types = expectOk(await subject.listTypes());
      expect(types.length).toBeGreaterThan(0);
      expectAllValid(DocumentTypeSchema, types);
    });

    it("lists a group's document categories, only that group's", async () => {
      const categories = expectOk(await subject.listCategories(world.categoriesGroupId));
      expect(categories.length).toBeGreaterThan(0);
      expectAllValid(DocumentCategorySchema, categories);
      for (const category of categories) expect(category.id_grupo).toBe(world.categoriesGroupId);
    });

    it("needs a session for a case's documents, but not for the document types and categories", async () => {
      await world.signOut();
      expectFailure(await subject.listByCase(world.ownCaseId, world.groupId), 'unauthenticated');
      const types = expectOk(await subject.listTypes());
      expect(types.length).toBeGreaterThan(0);
      expectAllValid(DocumentTypeSchema, types);
      const categories = expectOk(await subject.listCategories(world.categoriesGroupId));
      expect(categories.length).toBeGreaterThan(0);
      expectAllValid(DocumentCategorySchema, categories);
    });
  });
}
