import type { TSchema } from '@sinclair/typebox';
import {
  ActualBeneficiaryCreateBody,
  ActualBeneficiaryUpdateBody,
  BankAccountCreateBody,
  BankAccountUpdateBody,
  OwnerCreateBody,
  OwnerUpdateBody,
  PepCreateBody,
  PepUpdateBody,
  ResponsiblePersonCreateBody,
  ResponsiblePersonUpdateBody,
  type RelatedKind,
} from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { toApiRow, type VisibleCustomer } from './customer.ts';
import { prepareActualBeneficiary, prepareBankAccount, prepareOwner, preparePep, prepareResponsiblePerson } from '../validate.ts';

type Values = Record<string, string | number | boolean | null>;

/** A related kind with plain list / create / update / delete calls. */
export interface RecordKind {
  path: Exclude<RelatedKind, 'todos'>;
  table: 'owners' | 'actualbeneficiaries' | 'peps' | 'responsiblepersons' | 'bankaccounts';
  createBody: TSchema;
  updateBody: TSchema;
  /** Enforces the kind's rules on a whole record and returns every column to store. */
  prepare: (record: Record<string, unknown>, customer: VisibleCustomer) => Values;
}

// The record has passed the kind's create schema (POST) or is a stored row merged with a checked update body (PUT).
const kind = <B>(
  path: RecordKind['path'],
  table: RecordKind['table'],
  createBody: TSchema,
  updateBody: TSchema,
  prepare: (record: B, customer: VisibleCustomer) => Values,
): RecordKind => ({ path, table, createBody, updateBody, prepare: (record, customer) => prepare(record as B, customer) });

export const recordKinds: readonly RecordKind[] = [
  kind<OwnerCreateBody>('owners', 'owners', OwnerCreateBody, OwnerUpdateBody, prepareOwner),
  kind<ActualBeneficiaryCreateBody>('actualbeneficiaries', 'actualbeneficiaries', ActualBeneficiaryCreateBody, ActualBeneficiaryUpdateBody,
    prepareActualBeneficiary),
  kind<PepCreateBody>('peps', 'peps', PepCreateBody, PepUpdateBody, preparePep),
  kind<ResponsiblePersonCreateBody>('responsiblepersons', 'responsiblepersons', ResponsiblePersonCreateBody, ResponsiblePersonUpdateBody,
    prepareResponsiblePerson),
  kind<BankAccountCreateBody>('bankaccountnumbers', 'bankaccounts', BankAccountCreateBody, BankAccountUpdateBody, prepareBankAccount),
];

type Row = Record<string, unknown>;

export const listRecords = async <T>(tx: Tx, k: RecordKind, customersId: string): Promise<T[]> => {
  // Related persons by name (spec: default sorts), bank accounts by number; the order added breaks ties.
  const rows = k.table === 'bankaccounts'
    ? await tx<Row[]>`select * from customers.bankaccounts where customers_id = ${customersId} order by number, created_at, id`
    : await tx<Row[]>`select * from customers.${tx(k.table)}
      where customers_id = ${customersId} order by lower(name), name, created_at, id`;
  return rows.map((row) => toApiRow<T>(row));
};

export const getRecord = async <T>(tx: Tx, k: RecordKind, customersId: string, id: string): Promise<T | null> => {
  const [row] = await tx<Row[]>`select * from customers.${tx(k.table)}
    where customers_id = ${customersId} and id = ${id} for update`;
  return row ? toApiRow<T>(row) : null;
};

export const insertRecord = async <T>(tx: Tx, k: RecordKind, customersId: string, values: Values): Promise<T> => {
  const row: Values = { ...values, customers_id: customersId };
  const [inserted] = await tx<Row[]>`insert into customers.${tx(k.table)} ${tx(row)} returning *`;
  return toApiRow<T>(inserted!);
};

export const updateRecord = async <T>(tx: Tx, k: RecordKind, customersId: string, id: string, values: Values): Promise<T | null> => {
  const [updated] = await tx<Row[]>`update customers.${tx(k.table)}
    set ${tx(values, Object.keys(values))}, updated_at = now()
    where customers_id = ${customersId} and id = ${id} returning *`;
  return updated ? toApiRow<T>(updated) : null;
};

export const deleteRecord = async (tx: Tx, k: RecordKind, customersId: string, id: string): Promise<boolean> => {
  const deleted = await tx`delete from customers.${tx(k.table)} where customers_id = ${customersId} and id = ${id}`;
  return deleted.count > 0;
};
