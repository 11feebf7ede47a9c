import { schemaResolver } from '@tunne/app-kit';
import { RiskRatingBody, type RiskRating } from '@tunne/contracts';

/** The rating dialog's fields as the inputs hold them. */
export interface RatingFormValues {
  name: string;
  number: string;
  description: string;
  /** KYC clock days; '' for none. */
  days: string;
  ask: boolean;
}

/** What the dialog says is wrong (`ratings.errors.<problem>`). */
export type RatingProblem = 'required' | 'number' | 'days' | 'daysNeeded';

export const ratingFormValues = (r: RiskRating | null): RatingFormValues => ({
  name: r?.name ?? '',
  number: r ? String(r.number) : '',
  description: r?.description ?? '',
  days: r?.kycclock_expiration_days ? String(r.kycclock_expiration_days) : '',
  ask: r?.ask_kycclock ?? false,
});

/** A number as the service reads it; empty or other text stays NaN, which the schema's integer refuses. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export const ratingBody = (v: RatingFormValues): RiskRatingBody => ({
  name: v.name.trim(),
  number: numberOf(v.number),
  description: v.description.trim() || null,
  kycclock_expiration_days: v.days.trim() ? numberOf(v.days) : null,
  ask_kycclock: v.ask,
});

const problemOfProperty: Record<string, { field: keyof RatingFormValues; problem: RatingProblem }> = {
  name: { field: 'name', problem: 'required' },
  number: { field: 'number', problem: 'number' },
  kycclock_expiration_days: { field: 'days', problem: 'days' },
};

/**
 * The contracts' RiskRatingBody applied to what the dialog would send, plus the route's rule that a rating which starts
 * the KYC clock says for how many days. Each field has one text, whatever the schema found.
 */
export const ratingResolver = () => {
  const resolve = schemaResolver<RatingFormValues, RiskRatingBody>(RiskRatingBody, {
    toBody: ratingBody,
    fieldOf: (property) => problemOfProperty[property]?.field,
    refine: (body) => (body.ask_kycclock && body.kycclock_expiration_days === null ? { days: 'daysNeeded' } : {}),
  });
  return async (...args: Parameters<typeof resolve>) => {
    const result = await resolve(...args);
    for (const [field, error] of Object.entries(result.errors)) {
      const own = Object.values(problemOfProperty).find((entry) => entry.field === field);
      if (error && own && error.message !== 'daysNeeded') Object.assign(error, { message: own.problem });
    }
    return result;
  };
};
