import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../platform/http/pagination.js';
import { DateOnly, NonBlank, Uuid } from '../../platform/http/schemas.js';
import { DocumentCategorySchema } from './employee-document.resource.js';

export const EmployeeParams = Type.Object({ employee: Uuid('UUID of the employee') });
export const DocumentParams = Type.Object({ employee: Uuid('UUID of the employee'), document: Uuid('UUID of the document') });

export const ListQuery = Type.Composite([PageQuery, Type.Object({ category: Type.Optional(DocumentCategorySchema) })]);

/** The multipart/form-data body of an upload; the text fields are validated like JSON members. */
export const UploadBody = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description: 'The document; its Content-Type is checked against its content, which decides the stored type',
    }),
    category: DocumentCategorySchema,
    title: NonBlank(200, 'What the document is, e.g. “Arbeitsvertrag 2026”'),
    valid_until: Type.Optional(DateOnly('Last day the document is valid; left out: open')),
  },
  { additionalProperties: false },
);
