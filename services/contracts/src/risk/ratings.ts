import { Type, type Static } from '@sinclair/typebox';
import { optionalNullable } from '../schema-helpers.ts';

// Risk ratings (spec §3 Risk rating, §9): the grades an assessment gives.

const ratingFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  number: Type.Integer({ minimum: -1000000, maximum: 1000000 }),
  description: optionalNullable(Type.String({ maxLength: 5000 })),
  kycclock_expiration_days: optionalNullable(Type.Integer({ minimum: 1, maximum: 3650 })),
  /** Saving an assessment with this rating starts the customer's KYC clock for kycclock_expiration_days. */
  ask_kycclock: Type.Optional(Type.Boolean()),
};
export const RiskRatingBody = Type.Object(ratingFields, { $id: 'RiskRatingBody', additionalProperties: false });
export type RiskRatingBody = Static<typeof RiskRatingBody>;
export const RiskRatingUpdateBody = Type.Partial(Type.Object(ratingFields), { $id: 'RiskRatingUpdateBody', additionalProperties: false, minProperties: 1 });
export type RiskRatingUpdateBody = Static<typeof RiskRatingUpdateBody>;

/** A stored rating: every field of its body (null or the default where left out). */
export type RiskRating = Required<RiskRatingBody> & {
  id: string;
  created_at: string;
  updated_at: string;
};

/** Spec §9: ratings by number. */
export const compareRiskRatings = (a: Pick<RiskRating, 'number' | 'name'>, b: Pick<RiskRating, 'number' | 'name'>): number =>
  a.number - b.number || a.name.localeCompare(b.name);
