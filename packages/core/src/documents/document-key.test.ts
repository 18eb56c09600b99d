import { describe, expect, it } from 'vitest';
import { DOCUMENT_NAME_DEFAULT, DOCUMENT_TYPE_DEFAULT } from './document';
import { documentFromStorageItem, parseDocumentKey } from './document-key';

describe('parseDocumentKey', () => {
  it('SPEC §3: a storage key is group/case/file', () => {
    expect(parseDocumentKey('12/345/contrato.pdf')).toEqual({ groupId: '12', caseId: '345', fileName: 'contrato.pdf' });
  });

  it("keeps a file name's own slashes: everything after the second '/' is the name", () => {
    expect(parseDocumentKey('12/345/anexos/2026/acta.pdf')).toEqual({ groupId: '12', caseId: '345', fileName: 'anexos/2026/acta.pdf' });
  });

  it("fills a short key from the left and leaves the rest ''", () => {
    expect(parseDocumentKey('12/345')).toEqual({ groupId: '12', caseId: '345', fileName: '' });
    expect(parseDocumentKey('12')).toEqual({ groupId: '12', caseId: '', fileName: '' });
  });
});

describe('documentFromStorageItem', () => {
  it('SPEC §3: maps a stored object to a document', () => {
    expect(
      documentFromStorageItem({
        Key: '12/345/contrato.pdf',
        ContentType: 'application/pdf',
        metadata: { name: 'Contrato firmado' },
        LastModified: '2026-03-05T10:00:00.000Z',
        Size: 2048,
      }),
    ).toEqual({
      id: '12/345/contrato.pdf',
      case_id: '345',
      group_id: '12',
      name: 'Contrato firmado',
      type: 'application/pdf',
      category: 'Sin categoría',
      updated_at: '2026-03-05T10:00:00.000Z',
      updatedAt: { day: '2026-03-05', time: '10:00', epochMs: Date.UTC(2026, 2, 5, 10) },
      size: 2048,
    });
  });

  it('takes the type and category the client filed the document under, over the content type', () => {
    const filed = documentFromStorageItem({
      Key: '12/345/recibo.pdf',
      ContentType: 'application/pdf',
      metadata: { name: 'Recibo de marzo', type: 'Recibo de sueldo', category: 'Documentación laboral' },
    });
    expect(filed).toMatchObject({ type: 'Recibo de sueldo', category: 'Documentación laboral' });
    expect(documentFromStorageItem({ Key: '12/345/a', metadata: { name: 'a', type: ' ', category: '' } })).toMatchObject({ type: 'Desconocido', category: 'Sin categoría' });
  });

  it("SPEC §3, §9: name defaults to 'Sin nombre' and type to 'Desconocido'", () => {
    for (const item of [
      { Key: '1/2/a' },
      { Key: '1/2/a', metadata: null, ContentType: null },
      { Key: '1/2/a', metadata: { name: '  ' }, ContentType: '' },
    ]) {
      const document = documentFromStorageItem(item);
      expect(document.name).toBe(DOCUMENT_NAME_DEFAULT);
      expect(document.type).toBe(DOCUMENT_TYPE_DEFAULT);
    }
    expect([DOCUMENT_NAME_DEFAULT, DOCUMENT_TYPE_DEFAULT]).toEqual(['Sin nombre', 'Desconocido']);
  });

  it("a missing date is '' read as none, and a missing size 0", () => {
    const document = documentFromStorageItem({ Key: '1/2/a', LastModified: null, Size: null });
    expect([document.updated_at, document.updatedAt, document.size]).toEqual(['', null, 0]);
  });

  it('reads the modification date once, as the storage wrote it (SQL or ISO)', () => {
    expect(documentFromStorageItem({ Key: '1/2/a', LastModified: '2026-03-05 18:45:10' }).updatedAt).toEqual({ day: '2026-03-05', time: '18:45', epochMs: Date.UTC(2026, 2, 5, 18, 45, 10) });
    expect(documentFromStorageItem({ Key: '1/2/a', LastModified: 'ayer' }).updatedAt).toBeNull();
  });
});
