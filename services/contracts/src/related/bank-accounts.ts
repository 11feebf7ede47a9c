import { Type, type Static } from '@sinclair/typebox';
import { optionalNullable } from '../schema-helpers.ts';
import { CountryCode, Text, partialOf, type RelatedRowOf } from './shared.ts';

// Bank accounts (path: bankaccountnumbers).

/**
 * `number` must be a valid IBAN (INVALID_IBAN), `bic` a valid BIC (INVALID_BIC); spaces are allowed in input.
 * The row stores the IBAN in electronic form (upper case, no spaces); `country` defaults to the IBAN's country.
 */
export const BankAccountCreateBody = Type.Object(
  {
    number: Type.String({ minLength: 1, maxLength: 50 }),
    bic: Type.String({ minLength: 1, maxLength: 20 }),
    description: optionalNullable(Text),
    country: optionalNullable(CountryCode),
  },
  { $id: 'BankAccountCreateBody', additionalProperties: false },
);
export type BankAccountCreateBody = Static<typeof BankAccountCreateBody>;
export const BankAccountUpdateBody = partialOf(BankAccountCreateBody, 'BankAccountUpdateBody');
export type BankAccountUpdateBody = Static<typeof BankAccountUpdateBody>;

export type BankAccount = RelatedRowOf<BankAccountCreateBody>;
