import { Type, type Static } from '@sinclair/typebox';
import { optionalNullable } from '../schema-helpers.ts';
import { CountryCode, DateOnly, Identifier, Name, OwnerSourceSchema, Share, Text, partialOf, type RelatedRowOf } from './shared.ts';

/**
 * With nationality FI or SE the `ssn` must be a valid personal identity code (structure + checksum); a bare
 * birth date is refused (INVALID_SSN). Other nationalities may give a birth date in `dob` instead.
 * The stored ssn is the normalised form; `dob` is filled from a valid ssn when not given.
 */
export const ActualBeneficiaryCreateBody = Type.Object(
  {
    name: Name,
    ssn: optionalNullable(Identifier),
    dob: optionalNullable(DateOnly),
    share: optionalNullable(Share),
    nationality: optionalNullable(CountryCode),
    country: optionalNullable(CountryCode),
    description: optionalNullable(Text),
    source: Type.Optional(OwnerSourceSchema),
  },
  { $id: 'ActualBeneficiaryCreateBody', additionalProperties: false },
);
export type ActualBeneficiaryCreateBody = Static<typeof ActualBeneficiaryCreateBody>;
export const ActualBeneficiaryUpdateBody = partialOf(ActualBeneficiaryCreateBody, 'ActualBeneficiaryUpdateBody');
export type ActualBeneficiaryUpdateBody = Static<typeof ActualBeneficiaryUpdateBody>;

export type ActualBeneficiary = RelatedRowOf<ActualBeneficiaryCreateBody>;
