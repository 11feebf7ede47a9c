import { Type, type Static } from '@sinclair/typebox';
import { optionalNullable } from '../schema-helpers.ts';
import { CountryCode, DateOnly, Identifier, Name, Text, partialOf, type RelatedRowOf } from './shared.ts';

/**
 * `role` is a code from the role list of the CUSTOMER's country (roles.ts; FI, NO, DK, SE, EE, GB, LV), the
 * GLOBAL list or OTHER (INVALID_ROLE otherwise). With nationality FI or SE the ssn rule of actual
 * beneficiaries applies (INVALID_SSN).
 */
export const ResponsiblePersonCreateBody = Type.Object(
  {
    name: Name,
    role: Type.String({ minLength: 1, maxLength: 100 }),
    nationality: optionalNullable(CountryCode),
    country: optionalNullable(CountryCode),
    dob: optionalNullable(DateOnly),
    ssn: optionalNullable(Identifier),
    description: optionalNullable(Text),
  },
  { $id: 'ResponsiblePersonCreateBody', additionalProperties: false },
);
export type ResponsiblePersonCreateBody = Static<typeof ResponsiblePersonCreateBody>;
export const ResponsiblePersonUpdateBody = partialOf(ResponsiblePersonCreateBody, 'ResponsiblePersonUpdateBody');
export type ResponsiblePersonUpdateBody = Static<typeof ResponsiblePersonUpdateBody>;

export type ResponsiblePerson = RelatedRowOf<ResponsiblePersonCreateBody>;
