import { Type, type Static } from '@sinclair/typebox';
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
  },
  { $id: 'PepCreateBody', additionalProperties: false },
);
export type PepCreateBody = Static<typeof PepCreateBody>;
export const PepUpdateBody = partialOf(PepCreateBody, 'PepUpdateBody');
export type PepUpdateBody = Static<typeof PepUpdateBody>;

export type Pep = RelatedRowOf<PepCreateBody>;
