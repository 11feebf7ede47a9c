import { Type, type Static } from '@sinclair/typebox';
import { optionalNullable } from '../schema-helpers.ts';
import { CountryCode, DateOnly, Identifier, Name, OwnerSourceSchema, Share, Text, partialOf, type RelatedRowOf } from './shared.ts';

export const ownerTypes = ['person', 'business'] as const;
export type OwnerType = (typeof ownerTypes)[number];

/** A person owner needs `ssn`, a business owner `businessid` (else OWNER_ID_MISSING). `source` defaults to MANUAL. */
export const OwnerCreateBody = Type.Object(
  {
    type: Type.Union(ownerTypes.map((t) => Type.Literal(t))),
    name: Name,
    ssn: optionalNullable(Identifier),
    businessid: optionalNullable(Identifier),
    dob: optionalNullable(DateOnly),
    share: Share,
    nationality: optionalNullable(CountryCode),
    country: optionalNullable(CountryCode),
    description: optionalNullable(Text),
    source: Type.Optional(OwnerSourceSchema),
  },
  { $id: 'OwnerCreateBody', additionalProperties: false },
);
export type OwnerCreateBody = Static<typeof OwnerCreateBody>;
export const OwnerUpdateBody = partialOf(OwnerCreateBody, 'OwnerUpdateBody');
export type OwnerUpdateBody = Static<typeof OwnerUpdateBody>;

export type Owner = RelatedRowOf<OwnerCreateBody>;
