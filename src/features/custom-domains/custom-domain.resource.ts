import { Type, type Static } from '@sinclair/typebox';
import type { CustomDomainsTable } from '../../db/catalog/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { Nullable, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

/** The DNS name a tenant publishes its TXT record under to prove it controls a domain. */
export const challengeName = (domain: string) => `_stempel-challenge.${domain}`;
/** The TXT record's value. */
export const challengeValue = (token: string) => `stempel-domain-verification=${token}`;

export const CustomDomain = Type.Object(
  {
    id: Uuid(),
    domain: Type.String({ description: 'Host name, lowercase; requests to it reach this workspace under /rest once verified' }),
    status: StringEnum(['pending', 'verified'] as const, { description: 'Only a verified domain serves the workspace' }),
    verification: Type.Object(
      {
        type: StringEnum(['txt'] as const),
        name: Type.String({ description: 'The DNS name to publish the TXT record under', examples: ['_stempel-challenge.zeit.example.com'] }),
        value: Type.String({ description: 'The TXT record’s exact value' }),
      },
      { description: 'The DNS TXT record that proves control of the domain' },
    ),
    verified_at: Nullable(UtcTimestamp('When the record was found (or the operator added the domain); null while pending')),
    created_at: UtcTimestamp(),
  },
  {
    $id: 'CustomDomain',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0033',
        domain: 'zeit.baeckerei-krause.de',
        status: 'pending',
        verification: {
          type: 'txt',
          name: '_stempel-challenge.zeit.baeckerei-krause.de',
          value: 'stempel-domain-verification=q3JtX0aH8vZk2mWc9LpR4sYbN7eD1fGu',
        },
        verified_at: null,
        created_at: '2026-03-02T11:30:00.000Z',
      },
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0033',
        domain: 'zeit.baeckerei-krause.de',
        status: 'verified',
        verification: {
          type: 'txt',
          name: '_stempel-challenge.zeit.baeckerei-krause.de',
          value: 'stempel-domain-verification=q3JtX0aH8vZk2mWc9LpR4sYbN7eD1fGu',
        },
        verified_at: '2026-03-02T12:05:41.000Z',
        created_at: '2026-03-02T11:30:00.000Z',
      },
    ],
  },
);
export type CustomDomain = Static<typeof CustomDomain>;

export function toCustomDomain(row: CustomDomainsTable): CustomDomain {
  return {
    id: row.id,
    domain: row.domain,
    status: row.status,
    verification: { type: 'txt', name: challengeName(row.domain), value: challengeValue(row.verification_token) },
    verified_at: row.verified_at === null ? null : utcTimestamp(row.verified_at),
    created_at: utcTimestamp(row.created_at),
  };
}
