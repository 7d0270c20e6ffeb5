import { Type, type Static } from '@sinclair/typebox';
import { RETENTION_CATEGORIES } from '../../domain/data-protection/retention-categories.js';
import { StringEnum } from '../../platform/http/schemas.js';
import type { RetentionPolicy as Policy } from './retention.service.js';

export const RetentionPolicy = Type.Object(
  {
    category: StringEnum(RETENTION_CATEGORIES.map((rule) => rule.category)),
    months: Type.Integer({ description: 'How long records of the category are kept, in months; the tenant may lengthen it' }),
    counted_from: StringEnum(['record', 'year', 'exit'] as const, {
      description: 'record: from the end of the day a record concerns; year: from the end of its calendar year; exit: from the exit date',
    }),
    legal_minimum_months: Type.Integer({ description: 'The shortest period the law allows' }),
    legal_basis: Type.String(),
    description: Type.String({ description: 'What the category holds' }),
  },
  {
    $id: 'RetentionPolicy',
    examples: [
      {
        category: 'geo_positions',
        months: 6,
        counted_from: 'record',
        legal_minimum_months: 0,
        legal_basis: 'data minimisation; the geofence verdict stays',
        description: 'Coordinates and accuracy of mobile clock events',
      },
    ],
  },
);
export type RetentionPolicy = Static<typeof RetentionPolicy>;

export function toRetentionPolicy({ rule, months }: Policy): RetentionPolicy {
  return {
    category: rule.category,
    months,
    counted_from: rule.countedFrom,
    legal_minimum_months: rule.legalMinimumMonths,
    legal_basis: rule.legalBasis,
    description: rule.description,
  };
}
