import { Type, type Static, type TObject } from '@sinclair/typebox';
import { Uuid } from '../common.ts';
import { IsoDate } from '../dates.ts';
import { literals } from '../schema-helpers.ts';

/**
 * Records related to a customer (spec §3: owners, actual beneficiaries, PEPs, responsible persons, bank
 * accounts, todos, tasks, linked customers). docs/customer-register-api.md, "Related records", is the call list.
 *
 * Conventions for every kind:
 * - GET /api/v2.5/user/customers/{id}/<kind> returns a plain array (a card section; newest last).
 * - POST takes the create body and answers 201 with the row; PUT /{rowId} takes the update body, which is
 *   the create body with every field optional (a partial change, validated again as a whole), and answers the row.
 * - DELETE /{rowId} answers null.
 * - Rows carry `customers_id`, `users_id` (who created the row) and `created_at` (ISO); every other field of a row
 *   is a field of its create body (stored as given, or null / the default where left out).
 */

export const Name = Type.String({ minLength: 1, maxLength: 300 });
export const Text = Type.String({ maxLength: 4000 });
export const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });
/** A calendar date, YYYY-MM-DD. */
export const DateOnly = IsoDate;
export const Identifier = Type.String({ minLength: 1, maxLength: 40 });
export const Share = Type.Number({ minimum: 0, maximum: 100 });

/** Makes every property of a create body optional: the update (PUT) body. */
export const partialOf = <T extends TObject>(schema: T, $id: string) => Type.Partial(schema, { $id, additionalProperties: false });

export const ownerSources = ['UNKNOWN', 'DATABASE', 'MANUAL', 'REQUEST'] as const;
export type OwnerSource = (typeof ownerSources)[number];
export const OwnerSourceSchema = literals(ownerSources);

/** What every related row carries besides its create body's fields. */
export interface RelatedRow {
  id: string;
  customers_id: string;
  /** Who created the row. */
  users_id: string | null;
  created_at: string;
}

/** A stored related row: its create body's fields, every one present (null or the default where left out). */
export type RelatedRowOf<Body> = RelatedRow & Required<Body>;

// ---- Path parameters and kinds ------------------------------------------------------------------------

export const RelatedRowParams = Type.Object({ id: Uuid, rowId: Uuid }, { $id: 'RelatedRowParams', additionalProperties: false });
export type RelatedRowParams = Static<typeof RelatedRowParams>;

/** The related kinds with plain list/create/update/delete calls, as they appear in the path. */
export const relatedKinds = ['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'bankaccountnumbers', 'todos'] as const;
export type RelatedKind = (typeof relatedKinds)[number];

// ---- Traffic lights (spec §4) -------------------------------------------------------------------------

export type RelatedLight = 'grey' | 'green' | 'yellow' | 'red';

/** Owner, beneficiary, responsible person and PEP lists: green when non-empty, otherwise grey (not started). */
export const listLight = (count: number): RelatedLight => (count > 0 ? 'green' : 'grey');
