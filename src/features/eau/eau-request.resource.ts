import { Type, type Static } from '@sinclair/typebox';
import type { EauRequestsTable } from '../../db/tenant/schema.js';
import { DateOnly, Nullable, StringEnum, Uuid } from '../../platform/http/schemas.js';

export const EAU_STATUSES = ['pending', 'requested', 'received', 'not_available', 'failed'] as const;

export const Certificate = Type.Object(
  {
    from: DateOnly('First day of incapacity the certificate covers'),
    to: DateOnly('Last day it covers'),
    first_certificate: Type.Boolean({ description: 'Erstbescheinigung (true) or Folgebescheinigung (false)' }),
    diagnosed_on: Nullable(DateOnly('The day the doctor found the incapacity')),
  },
  {
    additionalProperties: false,
    examples: [{ from: '2026-02-16', to: '2026-02-20', first_certificate: true, diagnosed_on: '2026-02-16' }],
  },
);

export const Eau = Type.Object(
  {
    absence_id: Uuid(),
    status: StringEnum(EAU_STATUSES),
    provider: Type.String({ description: 'manual, or the retrieval service that is asked' }),
    certificate: Type.Union([Certificate, Type.Null()], {
      description:
        'The certified period: a follow-up certificate that continues the one held extends `to`, while `from`, `first_certificate` and `diagnosed_on` stay those of the certificate it began with; any other certificate replaces it. Kept while a follow-up is asked for.',
    }),
    attempts: Type.Integer({ description: 'Times the provider was asked by the retrieval job' }),
  },
  {
    $id: 'Eau',
    examples: [
      {
        absence_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000f',
        status: 'received',
        provider: 'gkv-kommunikationsserver',
        certificate: { from: '2026-02-16', to: '2026-02-20', first_certificate: true, diagnosed_on: '2026-02-16' },
        attempts: 1,
      },
    ],
  },
);
export type Eau = Static<typeof Eau>;

export function toEau(row: EauRequestsTable): Eau {
  return {
    absence_id: row.absence_id,
    status: row.status,
    provider: row.provider,
    certificate:
      row.certificate_from && row.certificate_to
        ? { from: row.certificate_from, to: row.certificate_to, first_certificate: row.first_certificate === true, diagnosed_on: row.diagnosed_on }
        : null,
    attempts: row.attempts,
  };
}
