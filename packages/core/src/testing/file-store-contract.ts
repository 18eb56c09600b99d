import { beforeEach, describe, expect, it } from 'vitest';
import { parseDocumentKey } from '../documents/document-key';
import type { FileStore, FileUpload } from '../documents/document-ports';
import { expectFailure, expectOk } from './contract-expectations';

/** What a FileStore contract run needs; the factory builds it before every test. */
export interface FileStoreWorld {
  readonly subject: FileStore;
  /** A case and its group where the signed-in client may store files. */
  readonly caseId: string;
  readonly groupId: string;
  /** A file link that names no stored file. */
  readonly missingFileLink: string;
  /** A key no other upload uses, different on every call. */
  uniqueKey(): string;
  signOut(): Promise<void>;
}

/** A one-page PDF's first bytes, base64. */
const PDF_BASE64 = 'JVBERi0xLjQKJcfsj6IKMSAwIG9iago8PC9UeXBlL0NhdGFsb2c+PgplbmRvYmoK';

/** The upload and download functions (SPEC §5, §7): a stored file comes back by its key with its name. */
export function describeFileStoreContract(name: string, factory: () => Promise<FileStoreWorld>): void {
  describe(`${name} honours the FileStore contract`, () => {
    let world: FileStoreWorld;
    let subject: FileStore;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    function upload(fileName: string): FileUpload {
      return { caseId: world.caseId, groupId: world.groupId, uniqueKey: world.uniqueKey(), fileName, contentBase64: PDF_BASE64 };
    }

    it("stores a file under a key 'group/case/file' (SPEC §3)", async () => {
      const { key } = expectOk(await subject.upload(upload('Recibo de sueldo.pdf')));
      const parts = parseDocumentKey(key);
      expect(parts).toMatchObject({ groupId: world.groupId, caseId: world.caseId });
      expect(parts.fileName).not.toBe('');
    });

    it('gives a download link and the file name of a stored file', async () => {
      const { key } = expectOk(await subject.upload(upload('Recibo de sueldo.pdf')));
      const download = expectOk(await subject.download(key));
      expect(download.fileName).toBe('Recibo de sueldo.pdf');
      expect(download.url).toMatch(/^https?:\/\/\S+$/);
    });

    it('keeps two uploads with the same name apart by their unique keys', async () => {
      const first = expectOk(await subject.upload(upload('DNI.pdf'))).key;
      const second = expectOk(await subject.upload(upload('DNI.pdf'))).key;
      expect(first).not.toBe(second);
      expect(expectOk(await subject.download(second)).fileName).toBe('DNI.pdf');
    });

    it('refuses to download a file that does not exist as not-found', async () => {
      expectFailure(await subject.download(world.missingFileLink), 'not-found');
    });

    it('works with guest credentials, for the public file-request page (SPEC §2, §6)', async () => {
      await world.signOut();
      const { key } = expectOk(await subject.upload(upload('Acta.pdf')));
      expect(expectOk(await subject.download(key)).fileName).toBe('Acta.pdf');
    });
  });
}
