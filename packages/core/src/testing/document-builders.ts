import type { Document, DocumentCategory, DocumentType } from '../documents/document';
import { readServiceInstant } from '../shared/service-date-time';

/** A PDF stored under aCase(); updatedAt is read from updated_at (an instant, on Buenos Aires' clock) unless given. */
export function aDocument(overrides: Partial<Document> = {}): Document {
  const document: Document = {
    id: '31/1024/acta-matrimonio.pdf',
    case_id: '1024',
    group_id: '31',
    name: 'Acta de matrimonio.pdf',
    type: 'application/pdf',
    category: 'Sin categoría',
    updated_at: '2025-02-20T15:02:00.000Z',
    updatedAt: null,
    size: 482133,
    ...overrides,
  };
  return 'updatedAt' in overrides ? document : { ...document, updatedAt: readServiceInstant(document.updated_at) };
}

export function aDocumentType(overrides: Partial<DocumentType> = {}): DocumentType {
  return { id: '1', nombre: 'Escrito judicial', ...overrides };
}

export function aDocumentCategory(overrides: Partial<DocumentCategory> = {}): DocumentCategory {
  return { id: '8', nombre: 'Documentación personal', id_grupo: '31', ...overrides };
}
