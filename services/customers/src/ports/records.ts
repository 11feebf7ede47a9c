/**
 * The register's records for outbound requests (CustomerRecordsPort in @tunne/contracts, issue 13): the snapshot a
 * request prefills and compares, and the write of a recipient's answer. The write goes through the card's own code:
 * the related kinds' schemas and prepare functions (src/related/), the customer's basicValues / updateCustomer, and the
 * tables' triggers, which write the audit trail and the customer.changed event in the same transaction.
 */
import {
  answeredRecordBody,
  CustomerUpdateBody,
  type AnsweredBasic,
  type AnsweredPerson,
  type CallerScope,
  type Customer,
  type CustomerRecordsChange,
  type CustomerRecordsSnapshot,
  type RequestRecordKind,
} from '@tunne/contracts';
import { AppError, check, type Database, type Tx } from '@tunne/platform';
import { basicValues, checkIdentifiers } from '../customer-values.ts';
import { getCustomer, updateCustomer } from '../repo/customers.ts';
import { getRecord, insertRecord, listRecords, recordKinds, updateRecord, type RecordKind } from '../related/repo/records.ts';
import type { VisibleCustomer } from '../related/repo/customer.ts';
import { restricted } from '../routes/visible.ts';

type Row = Record<string, unknown>;

const kindOf = (path: RequestRecordKind): RecordKind => recordKinds.find((k) => k.path === path)!;
const requestKinds: readonly RequestRecordKind[] = ['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons'];

/** Only the fields a request shows; nulls stay (the form shows an empty field). */
const pick = (row: Row, keys: readonly string[]): AnsweredPerson =>
  Object.fromEntries(keys.filter((key) => key in row).map((key) => [key, row[key]])) as unknown as AnsweredPerson;

const personFields: Record<RequestRecordKind, readonly string[]> = {
  owners: ['id', 'type', 'name', 'ssn', 'businessid', 'dob', 'share', 'nationality', 'country', 'description'],
  actualbeneficiaries: ['id', 'name', 'ssn', 'dob', 'share', 'nationality', 'country', 'description'],
  peps: ['id', 'name', 'is_pep_self', 'is_pep_family', 'is_pep_partner', 'description'],
  responsiblepersons: ['id', 'name', 'ssn', 'dob', 'role', 'nationality', 'country', 'description'],
};

const basicOf = (customer: Customer): AnsweredBasic => ({
  name: customer.name,
  address: customer.address,
  postalnumber: customer.postalnumber,
  city: customer.city,
  country: customer.country,
  email: customer.email,
  contact_name: customer.contact_name,
  industry: customer.industry_name,
  vatnumber: customer.vatnumber,
});

/** The customer's basic data and request records as the caller sees them; null when hidden or another organisation's. */
export const recordsSnapshot = async (db: Database, scope: CallerScope, customersId: string): Promise<CustomerRecordsSnapshot | null> =>
  db.tx(scope, async (tx) => {
    const customer = await getCustomer(tx, customersId);
    if (!customer) return null;
    const people = {} as Record<RequestRecordKind, AnsweredPerson[]>;
    for (const path of requestKinds) {
      const rows = await listRecords<Row>(tx, kindOf(path), customersId);
      people[path] = rows.map((row) => pick(row, personFields[path]));
    }
    return { customersId, name: customer.name, type: customer.type, language: customer.language ?? null, basic: basicOf(customer), ...people };
  });

/** Drops undefined keys: a partial change leaves the stored values as they are. */
const defined = (values: Row): Row => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

type RecordsSource = NonNullable<CustomerRecordsChange['source']>;

/** Re-points a card error at the answer's row: /ssn of the first owner is /owners/0/ssn (the request form's pointer). */
const atRow = (error: unknown, prefix: string): unknown => {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.code, error.message, { field: `${prefix}${error.field ?? ''}`, data: error.data });
};

const applyRow = async (tx: Tx, path: RequestRecordKind, customer: VisibleCustomer, person: AnsweredPerson, source: RecordsSource): Promise<void> => {
  const kind = kindOf(path);
  const body = answeredRecordBody(path, person, source);
  if (!person.id) {
    await insertRecord(tx, kind, customer.id, kind.prepare(check(kind.createBody, body) as Row, customer));
    return;
  }
  // As the card's PUT: the stored record merged with the change, checked and prepared as a whole.
  const stored = await getRecord<Row>(tx, kind, customer.id, person.id);
  if (!stored) throw new AppError('NOT_FOUND', 'The record is no longer there', '/id');
  const { id: _id, customers_id: _customer, users_id: _user, created_at: _created, ...record } = { ...stored, ...body };
  await updateRecord(tx, kind, customer.id, person.id, kind.prepare(check(kind.createBody, record) as Row, customer));
};

const applyBasic = async (tx: Tx, current: Customer, basic: AnsweredBasic): Promise<Customer> => {
  const { industry, ...rest } = basic;
  const given = defined({ ...rest, industry_name: industry });
  if (Object.keys(given).length === 0) return current;
  const body = check(CustomerUpdateBody, given);
  const values = basicValues(body);
  const country = values.country === undefined ? current.country : (values.country as string | null);
  checkIdentifiers(values, current.type, country);
  if (!(await updateCustomer(tx, current.id, values))) throw restricted();
  return (await getCustomer(tx, current.id)) ?? current;
};

/**
 * Writes a recipient's answer as the caller, in one transaction: basic data first (a changed country decides which
 * identity codes the records must carry), then each kind's rows in order. Any refusal rolls back all of it.
 */
export const applyRecordsChange = async (db: Database, scope: CallerScope, customersId: string, change: CustomerRecordsChange): Promise<void> =>
  db.tx(scope, async (tx) => {
    let customer = await getCustomer(tx, customersId);
    if (!customer) throw restricted();
    if (change.basic) {
      try {
        customer = await applyBasic(tx, customer, change.basic);
      } catch (error) {
        throw atRow(error, '/basic');
      }
    }
    const visible: VisibleCustomer = { id: customer.id, country: customer.country };
    for (const path of requestKinds) {
      const rows = change[path] ?? [];
      for (const [index, person] of rows.entries()) {
        try {
          await applyRow(tx, path, visible, person, change.source ?? 'REQUEST');
        } catch (error) {
          throw atRow(error, `/${path}/${index}`);
        }
      }
    }
  });
