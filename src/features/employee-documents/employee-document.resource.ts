import { Type, type Static } from '@sinclair/typebox';
import type { EmployeeDocumentsTable } from '../../db/tenant/schema.js';
import { DOCUMENT_CATEGORY_IDS, type DocumentCategory } from '../../domain/employee-documents/categories.js';
import { utcTimestamp } from '../../platform/formats.js';
import { DateOnly, Nullable, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const DocumentCategorySchema = StringEnum(DOCUMENT_CATEGORY_IDS, {
  description: 'contract and payroll are kept when the person is erased (legal retention); the others are deleted with the erasure',
});

export const EmployeeDocument = Type.Object(
  {
    id: Uuid(),
    employee_id: Uuid(),
    category: DocumentCategorySchema,
    title: Type.String(),
    file_name: Type.String({ description: 'The name the file was uploaded with' }),
    content_type: Type.String({ description: 'The type its content was recognised as (not the one the client declared)' }),
    size_bytes: Type.Integer(),
    sha256: Type.String({ description: 'SHA-256 of the content, hex; also the ETag of the download' }),
    valid_until: Nullable(DateOnly('Last day the document is valid (a licence, a certificate); null: open')),
    uploaded_by: Nullable(Uuid()),
    created_at: UtcTimestamp(),
    content_url: Type.String({ description: 'Path of the download' }),
  },
  {
    $id: 'EmployeeDocument',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0035',
        employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
        category: 'contract',
        title: 'Arbeitsvertrag 2026',
        file_name: 'Arbeitsvertrag_Schulz_2026.pdf',
        content_type: 'application/pdf',
        size_bytes: 184320,
        sha256: '9f2c4e1a7b3d5f60c8e2a4b6d8f0a1c3e5f7b9d1a3c5e7f9b2d4f6a8c0e2b4d6',
        valid_until: null,
        uploaded_by: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0014',
        created_at: '2026-03-02T14:10:00.000Z',
        content_url: '/rest/employees/019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001/documents/019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0035/content',
      },
    ],
  },
);
export type EmployeeDocument = Static<typeof EmployeeDocument>;

export function contentPath(row: Pick<EmployeeDocumentsTable, 'id' | 'employee_id'>): string {
  return `/rest/employees/${row.employee_id}/documents/${row.id}/content`;
}

export function toEmployeeDocument(row: EmployeeDocumentsTable): EmployeeDocument {
  return {
    id: row.id,
    employee_id: row.employee_id,
    category: row.category as DocumentCategory,
    title: row.title,
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    sha256: row.sha256,
    valid_until: row.valid_until,
    uploaded_by: row.uploaded_by,
    created_at: utcTimestamp(row.created_at),
    content_url: contentPath(row),
  };
}
