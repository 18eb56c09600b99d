import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IssuedCredentials } from '../context';
import { addCaseTables, insertCase } from '../testing/case-tables';
import { createFakeContext, type FakeEmulatorContext } from '../testing/fake-emulator-context';
import { listCaseFiles, maxFileBytes, storeCaseFile } from './case-files';
import { createFileFunctions, runFileFunction } from './file-functions';
import { createFileUrlSigner } from './file-url-signer';

let ctx: FakeEmulatorContext;

beforeEach(() => {
  ctx = createFakeContext();
  addCaseTables(ctx.db);
});

afterEach(() => ctx.close());

describe('storeCaseFile and listCaseFiles', () => {
  it('lists only the files of the case asked for, in upload order', () => {
    storeCaseFile(ctx, {
      groupId: 3,
      caseId: 10,
      uniqueKey: 'a1',
      fileName: 'escrito.docx',
      bytes: Buffer.from('uno'),
      ownerSub: 'sub-ana',
    });
    storeCaseFile(ctx, {
      groupId: '3',
      caseId: '11',
      uniqueKey: 'b2',
      fileName: 'otro caso.pdf',
      bytes: Buffer.from('dos'),
    });
    storeCaseFile(ctx, { groupId: 3, caseId: 10, uniqueKey: 'c3', fileName: 'foto.JPG', bytes: Buffer.from('tres') });
    expect(
      listCaseFiles(ctx, 3, 10).map(({ Key, ContentType, metadata, Size }) => ({ Key, ContentType, metadata, Size })),
    ).toEqual([
      {
        Key: '3/10/a1-escrito.docx',
        ContentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        metadata: { name: 'escrito.docx' },
        Size: 3,
      },
      { Key: '3/10/c3-foto.JPG', ContentType: 'image/jpeg', metadata: { name: 'foto.JPG' }, Size: 4 },
    ]);
    expect(listCaseFiles(ctx, 3, 99)).toEqual([]);
  });

  it('keeps a given content type and guesses none for an unknown extension', () => {
    expect(
      storeCaseFile(ctx, {
        groupId: 1,
        caseId: 2,
        uniqueKey: 'k',
        fileName: 'acta',
        contentType: 'text/plain',
        bytes: Buffer.from('v1'),
      }).contentType,
    ).toBe('text/plain');
    expect(
      storeCaseFile(ctx, { groupId: 1, caseId: 2, uniqueKey: 'j', fileName: 'acta', bytes: Buffer.from('v1') })
        .contentType,
    ).toBe('application/octet-stream');
  });

  it('never replaces a stored file: a taken key is FileExistsError and the first bytes stay', () => {
    storeCaseFile(ctx, { groupId: 1, caseId: 2, uniqueKey: 'k', fileName: 'acta.txt', bytes: Buffer.from('original') });
    expect(() =>
      storeCaseFile(ctx, { groupId: 1, caseId: 2, uniqueKey: 'k', fileName: 'acta.txt', bytes: Buffer.from('pisado') }),
    ).toThrow(
      expect.objectContaining({
        name: 'FileExistsError',
        message: 'Ya existe un archivo con ese nombre. Vuelva a intentarlo.',
      }),
    );
    expect(listCaseFiles(ctx, 1, 2)).toEqual([expect.objectContaining({ Key: '1/2/k-acta.txt', Size: 8 })]);
    expect(readFileSync(join(ctx.filesDir, '1', '2', 'k-acta.txt'), 'utf8')).toBe('original');
  });

  it('refuses a key whose bytes are on disk without a record, and records nothing', () => {
    storeCaseFile(ctx, { groupId: 1, caseId: 2, uniqueKey: 'k', fileName: 'acta.txt', bytes: Buffer.from('original') });
    ctx.db.prepare('DELETE FROM case_file').run();
    expect(() =>
      storeCaseFile(ctx, { groupId: 1, caseId: 2, uniqueKey: 'k', fileName: 'acta.txt', bytes: Buffer.from('pisado') }),
    ).toThrow(expect.objectContaining({ name: 'FileExistsError' }));
    expect(listCaseFiles(ctx, 1, 2)).toEqual([]);
    expect(readFileSync(join(ctx.filesDir, '1', '2', 'k-acta.txt'), 'utf8')).toBe('original');
    expect(readdirSync(join(ctx.filesDir, '1', '2'))).toEqual(['k-acta.txt']);
  });

  it('makes up a unique key when none is given', () => {
    const stored = storeCaseFile(ctx, { groupId: 1, caseId: 2, fileName: 'demanda.pdf', bytes: Buffer.from('x') });
    expect(stored.key).toMatch(/^1\/2\/[0-9a-f-]{36}-demanda\.pdf$/);
  });

  it('accepts a file of exactly 10 MB and refuses one byte more', () => {
    const limit = Buffer.alloc(maxFileBytes);
    expect(
      storeCaseFile(ctx, { groupId: 1, caseId: 2, uniqueKey: 'max', fileName: 'max.bin', bytes: limit }).size,
    ).toBe(maxFileBytes);
    expect(() =>
      storeCaseFile(ctx, { groupId: 1, caseId: 2, fileName: 'big.bin', bytes: Buffer.alloc(maxFileBytes + 1) }),
    ).toThrow(expect.objectContaining({ name: 'FileTooLargeError', message: 'El archivo supera el máximo de 10 MB' }));
  });

  it.each([
    ['a traversing group', { groupId: '..' }],
    ['a case with a slash', { caseId: '2/../../x' }],
    ['a fractional id', { caseId: 2.5 }],
    ['an empty file name', { fileName: '   ' }],
    ['a file name of dots', { fileName: 'a/..' }],
    ['a file name too long', { fileName: `${'ñ'.repeat(100)}.pdf` }],
  ])('refuses %s', (_, override) => {
    const input = { groupId: 1, caseId: 2, fileName: 'ok.pdf', bytes: Buffer.from('x'), ...override };
    expect(() => storeCaseFile(ctx, input)).toThrow(expect.objectContaining({ name: 'ValidationError' }));
  });
});

describe('the upload function and the 10 MB limit', () => {
  const credentials: IssuedCredentials = {
    accessKeyId: 'ASIA',
    secretAccessKey: 's',
    sessionToken: 't',
    identityId: 'sa-east-1:ana',
    sub: 'sub-ana',
    expiresAt: Number.MAX_SAFE_INTEGER,
  };

  it('refuses a file over 10 MB with a clear message, before storing anything', () => {
    const upload = createFileFunctions(
      ctx,
      createFileUrlSigner(() => ctx.baseUrl()),
    ).get(ctx.settings.uploadFunctionName);
    if (!upload) throw new Error('the upload function is not registered');
    const event = {
      groupId: 1,
      caseId: 2,
      uniqueKey: 'big',
      fileName: 'grande.pdf',
      fileContent: Buffer.alloc(maxFileBytes + 1).toString('base64'),
    };
    expect(runFileFunction(upload, event, { credentials, now: Date.now() })).toEqual({
      ok: false,
      error: {
        errorType: 'FileTooLargeError',
        errorMessage: 'El archivo supera el máximo de 10 MB',
        trace: ['FileTooLargeError: El archivo supera el máximo de 10 MB'],
      },
    });
    expect(listCaseFiles(ctx, 1, 2)).toEqual([]);
  });

  it('keeps the type and category a client filed the file under, listed in its metadata; refuses a label of several lines', () => {
    insertCase(ctx.db, { groupId: 1, caseId: 2 }, 'sub-ana');
    const upload = createFileFunctions(
      ctx,
      createFileUrlSigner(() => ctx.baseUrl()),
    ).get(ctx.settings.uploadFunctionName);
    if (!upload) throw new Error('the upload function is not registered');
    const file = {
      groupId: 1,
      caseId: 2,
      fileName: 'recibo.pdf',
      fileContent: Buffer.from('recibo').toString('base64'),
    };
    const filed = {
      ...file,
      uniqueKey: 'k1',
      documentType: 'Recibo de sueldo',
      documentCategory: ' Documentación laboral ',
    };
    expect(runFileFunction(upload, filed, { credentials, now: Date.now() }).ok).toBe(true);
    expect(runFileFunction(upload, { ...file, uniqueKey: 'k2' }, { credentials, now: Date.now() }).ok).toBe(true);
    const refused = runFileFunction(
      upload,
      { ...file, uniqueKey: 'k3', documentCategory: 'Laboral\nOtra línea' },
      { credentials, now: Date.now() },
    );
    expect(refused).toMatchObject({ ok: false, error: { errorType: 'ValidationError' } });

    expect(listCaseFiles(ctx, 1, 2).map(({ Key, metadata }) => ({ Key, metadata }))).toEqual([
      {
        Key: '1/2/k1-recibo.pdf',
        metadata: { name: 'recibo.pdf', type: 'Recibo de sueldo', category: 'Documentación laboral' },
      },
      { Key: '1/2/k2-recibo.pdf', metadata: { name: 'recibo.pdf' } },
    ]);
  });
});
