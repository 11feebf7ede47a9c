import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from '../dates.ts';
import { literals, optionalNullable } from '../schema-helpers.ts';
import { Name, Text, ownerSources, partialOf, type RelatedRowOf } from './shared.ts';

/** PEP sources also include IDENTIFICATION (spec §3). */
export const pepSources = [...ownerSources, 'IDENTIFICATION'] as const;
export type PepSource = (typeof pepSources)[number];

/** At least one of the three flags must be true (PEP_DETAILS_MISSING). Flags default to false. */
export const PepCreateBody = Type.Object(
  {
    name: Name,
    is_pep_self: Type.Optional(Type.Boolean()),
    is_pep_family: Type.Optional(Type.Boolean()),
    is_pep_partner: Type.Optional(Type.Boolean()),
    description: optionalNullable(Text),
    source: Type.Optional(literals(pepSources)),
    /** Issue 25 §8: the prominent public function, by name from the organisation's PEP function list. */
    function: optionalNullable(Type.String({ maxLength: 300 })),
    /** Where the function is held, ISO 3166-1 alpha-2. */
    country: optionalNullable(Type.String({ pattern: '^[A-Z]{2}$' })),
    /** When the function began and ended (YYYY-MM-DD); a PEP stays an EDD trigger for 12 months after the end. */
    start_date: optionalNullable(IsoDate),
    end_date: optionalNullable(IsoDate),
  },
  { $id: 'PepCreateBody', additionalProperties: false },
);
export type PepCreateBody = Static<typeof PepCreateBody>;
export const PepUpdateBody = partialOf(PepCreateBody, 'PepUpdateBody');
export type PepUpdateBody = Static<typeof PepUpdateBody>;

export type Pep = RelatedRowOf<PepCreateBody>;

/** Issue 25 §8: one entry of the organisation's PEP function list (the national list of prominent public functions). */
export interface PepFunction {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
}

export const PepFunctionBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 300 }),
    description: optionalNullable(Type.String({ maxLength: 2000 })),
  },
  { $id: 'PepFunctionBody', additionalProperties: false },
);
export type PepFunctionBody = Static<typeof PepFunctionBody>;
