import { Type } from '@sinclair/typebox';

export const CategoryParams = Type.Object({
  category: Type.String({ minLength: 1, maxLength: 50, description: 'A retention category, e.g. geo_positions' }),
});

export const PolicyPatch = Type.Object(
  {
    months: Type.Integer({ minimum: 0, maximum: 1200, description: 'Months to keep; not below the category’s legal_minimum_months' }),
  },
  { additionalProperties: false, examples: [{ months: 6 }] },
);
