import { beforeEach, describe, expect, it } from 'vitest';
import { parseDocumentKey } from '../documents/document-key';
import { base64ToBytes } from '../shared/base64';
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
  /** A new file request in that case, awaiting a file, and its public link's token. */
  newFileRequest(): Promise<{ readonly movementId: string; readonly linkToken: string }>;
  /** Another client's case and its group. */
  readonly foreignCaseId: string;
  readonly foreignGroupId: string;
  signOut(): Promise<void>;
}

/** A one-page PDF's first bytes, base64. */
const PDF_BASE64 = 'JVBERi0xLjQKJcfsj6IKMSAwIG9iago8PC9UeXBlL0NhdGFsb2c+PgplbmRvYmoK';

/**
 * The upload and download functions (SPEC §5, §7): a stored file comes back by its key with its
 * name, as a link and as its very bytes. The case's owner uploads and downloads; anyone else uploads only the files (at most
 * 10) a request's link token opens, and downloads nothing; a stored file is never replaced, but its uploader's
 * repeat of the very upload (a retry after a lost answer) is answered with its key.
 */
export function describeFileStoreContract(name: string, factory: () => Promise<FileStoreWorld>): void {
  describe(`${name} honours the FileStore contract`, () => {
    let world: FileStoreWorld;
    let subject: FileStore;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    function upload(fileName: string): FileUpload {
      return {
        caseId: world.caseId,
        groupId: world.groupId,
        uniqueKey: world.uniqueKey(),
        fileName,
        contentBase64: PDF_BASE64,
      };
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

    it('gives back the very bytes of a stored file, with its name and the media type of its extension', async () => {
      const { key } = expectOk(await subject.upload(upload('Contestación de demanda.pdf')));
      const content = expectOk(await subject.downloadBytes(key));
      expect(content.fileName).toBe('Contestación de demanda.pdf');
      expect(content.bytes).toEqual(base64ToBytes(PDF_BASE64));
      expect(content.contentType).toBe('application/pdf');
    });

    it('serves a file of an unknown kind with no media type or an opaque one, never a guessed kind', async () => {
      const { key } = expectOk(await subject.upload(upload('expediente.xyz')));
      const { contentType } = expectOk(await subject.downloadBytes(key));
      expect([null, 'application/octet-stream', 'binary/octet-stream']).toContain(contentType);
    });

    it('keeps two uploads with the same name apart by their unique keys', async () => {
      const first = expectOk(await subject.upload(upload('DNI.pdf'))).key;
      const second = expectOk(await subject.upload(upload('DNI.pdf'))).key;
      expect(first).not.toBe(second);
      expect(expectOk(await subject.download(second)).fileName).toBe('DNI.pdf');
    });

    it('refuses to download a file that does not exist as not-found', async () => {
      expectFailure(await subject.download(world.missingFileLink), 'not-found');
      expectFailure(await subject.downloadBytes(world.missingFileLink), 'not-found');
    });

    it('never replaces a stored file: an upload to a key in use is refused and the first file stays', async () => {
      const first = upload('Contrato.pdf');
      const { key } = expectOk(await subject.upload(first));
      expectFailure(
        await subject.upload({ ...first, fileName: 'Contrato.pdf', contentBase64: 'b3RybyBjb250ZW5pZG8=' }),
        'rejected',
      );
      expect(expectOk(await subject.download(key)).fileName).toBe('Contrato.pdf');
    });

    it("answers the owner's repeat of an upload, same key and bytes, with the stored file's key", async () => {
      const first = upload('Poder general.pdf');
      const { key } = expectOk(await subject.upload(first));
      expect(expectOk(await subject.upload(first)).key).toBe(key);
      expect(expectOk(await subject.downloadBytes(key))).toEqual({
        fileName: 'Poder general.pdf',
        bytes: base64ToBytes(PDF_BASE64),
        contentType: 'application/pdf',
      });
    });

    it("refuses another client's case, for uploads and downloads", async () => {
      expectFailure(
        await subject.upload({ ...upload('Intruso.pdf'), caseId: world.foreignCaseId, groupId: world.foreignGroupId }),
        'forbidden',
      );
      expectFailure(
        await subject.download(`${world.foreignGroupId}/${world.foreignCaseId}/cualquier-archivo.pdf`),
        'forbidden',
      );
      expectFailure(
        await subject.downloadBytes(`${world.foreignGroupId}/${world.foreignCaseId}/cualquier-archivo.pdf`),
        'forbidden',
      );
    });

    it('takes, with guest credentials, only the files (at most 10) a request link opens, and gives guests no download (SPEC §2, §6)', async () => {
      const { key: ownersFile } = expectOk(await subject.upload(upload('Historia clínica.pdf')));
      const request = await world.newFileRequest();
      await world.signOut();

      expectFailure(await subject.upload(upload('Sin enlace.pdf')), 'forbidden');
      expectFailure(
        await subject.upload({
          ...upload('Token falso.pdf'),
          request: { ...request, linkToken: `${request.linkToken}x` },
        }),
        'forbidden',
      );
      for (let page = 1; page <= 10; page++)
        expectOk(await subject.upload({ ...upload(`Recibo ${page}.pdf`), request }));
      expectFailure(await subject.upload({ ...upload('Recibo 11.pdf'), request }), 'forbidden');
      expectFailure(await subject.download(ownersFile), 'forbidden');
      expectFailure(await subject.downloadBytes(ownersFile), 'forbidden');
    });

    it("answers a guest's repeat of an upload with its key, and refuses the owner's key to a guest (SPEC §2)", async () => {
      const owners = upload('Poder.pdf');
      expectOk(await subject.upload(owners));
      const request = await world.newFileRequest();
      await world.signOut();

      expectFailure(await subject.upload({ ...owners, request }), 'rejected');
      const acta = { ...upload('Acta.pdf'), request };
      const { key } = expectOk(await subject.upload(acta));
      expect(expectOk(await subject.upload(acta)).key).toBe(key);
      expectFailure(await subject.upload({ ...acta, contentBase64: 'b3RybyBjb250ZW5pZG8=' }), 'rejected');
    });
  });
}
