import { describe, expect, it } from 'vitest';
import { DOCUMENT_NAME_DEFAULT, DOCUMENT_TYPE_DEFAULT } from './document';
import { documentFromStorageItem, parseDocumentKey } from './document-key';
import { formatServiceDay } from '../shared/service-date-time';

describe('parseDocumentKey', () => {
  it('SPEC §3: a storage key is group/case/file', () => {
    expect(parseDocumentKey('12/345/contrato.pdf')).toEqual({ groupId: '12', caseId: '345', fileName: 'contrato.pdf' });
  });

  it("keeps a file name's own slashes: everything after the second '/' is the name", () => {
    expect(parseDocumentKey('12/345/anexos/2026/acta.pdf')).toEqual({
      groupId: '12',
      caseId: '345',
      fileName: 'anexos/2026/acta.pdf',
    });
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
      updatedAt: { day: '2026-03-05', time: '07:00', epochMs: Date.UTC(2026, 2, 5, 10) },
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
    expect(
      documentFromStorageItem({ Key: '12/345/a', metadata: { name: 'a', type: ' ', category: '' } }),
    ).toMatchObject({ type: 'Desconocido', category: 'Sin categoría' });
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

  it('dates a file stored at 23:30 in Buenos Aires (02:30 UTC the next day) on the Buenos Aires day, as its movement', () => {
    const document = documentFromStorageItem({ Key: '1/2/a', LastModified: '2026-12-07T02:30:00.000Z' });
    expect(document.updatedAt).toEqual({ day: '2026-12-06', time: '23:30', epochMs: Date.UTC(2026, 11, 7, 2, 30) });
    expect(formatServiceDay(document.updatedAt)).toBe('6/12/2026');
    expect(documentFromStorageItem({ Key: '1/2/a', LastModified: '2026-12-06T23:30:00-03:00' }).updatedAt).toEqual(
      document.updatedAt,
    );
  });

  it('reads the modification date once, as the instant the storage wrote (UTC when it names no offset), on the clock of Buenos Aires', () => {
    expect(documentFromStorageItem({ Key: '1/2/a', LastModified: '2026-03-05 18:45:10' }).updatedAt).toEqual({
      day: '2026-03-05',
      time: '15:45',
      epochMs: Date.UTC(2026, 2, 5, 18, 45, 10),
    });
    expect(documentFromStorageItem({ Key: '1/2/a', LastModified: 'ayer' }).updatedAt).toBeNull();
  });
});
