/**
 * What sanction and PEP screening reads (ScreeningSubjectsPort in @tunne/contracts): every name to screen for a
 * customer, and for a lead (issue 11 §3: leads are screened like customers).
 */
import { validateIdentifier, type CustomerScreening, type CustomerType, type ScreenedRecordKind, type ScreeningSubject } from '@tunne/contracts';
import type { Database, Tenancy } from '@tunne/platform';

interface CustomerRow {
  organisations_id: string;
  id: string;
  type: CustomerType;
  name: string;
  ssn: string | null;
  businessid: string | null;
  country: string | null;
  nationality: string | null;
}

interface RecordRow {
  kind: ScreenedRecordKind;
  customers_id: string;
  id: string;
  type: CustomerType;
  name: string;
  ssn: string | null;
  businessid: string | null;
  dob: string | null;
  nationality: string | null;
  country: string | null;
}

const birthDateFromSsn = (ssn: string | null, countries: (string | null)[]): string | null => {
  if (!ssn) return null;
  for (const country of [...countries, 'FI']) {
    if (!country) continue;
    const check = validateIdentifier(country, 'person', ssn);
    if (check.valid && check.birthDate) return check.birthDate;
  }
  return null;
};

const identifiers = (...values: (string | null)[]): string[] => values.filter((v): v is string => Boolean(v));

/**
 * The customers (of `tenancy`'s organisation, as its restriction lets it see them) with every name to screen.
 * Customers that do not exist or are not visible are missing from the answer.
 */
export const readScreeningSubjects = async (db: Database, tenancy: Tenancy, customerIds: readonly string[]): Promise<CustomerScreening[]> => {
  if (customerIds.length === 0) return [];
  const ids = [...new Set(customerIds)];
  const { customers, records } = await db.tx(tenancy, async (tx) => {
    const customers = await tx<CustomerRow[]>`select organisations_id, id, type, name, ssn, businessid, country, nationality
      from customers.customers where id = any(${ids}::uuid[])`;
    const visible = customers.map((c) => c.id);
    const records = visible.length === 0 ? [] : await tx<RecordRow[]>`
      select 'owners' as kind, customers_id, id, type, name, ssn, businessid, to_char(dob, 'YYYY-MM-DD') as dob, nationality, country
        from customers.owners where customers_id = any(${visible}::uuid[])
      union all
      select 'actualbeneficiaries', customers_id, id, 'person', name, ssn, null, to_char(dob, 'YYYY-MM-DD'), nationality, country
        from customers.actualbeneficiaries where customers_id = any(${visible}::uuid[])
      union all
      select 'peps', customers_id, id, 'person', name, null, null, null, null, null
        from customers.peps where customers_id = any(${visible}::uuid[])
      union all
      select 'responsiblepersons', customers_id, id, 'person', name, ssn, null, to_char(dob, 'YYYY-MM-DD'), nationality, country
        from customers.responsiblepersons where customers_id = any(${visible}::uuid[])
      order by 2, 1, 3`;
    return { customers, records };
  });
  return customers.map((c) => ({
    organisationsId: c.organisations_id,
    customersId: c.id,
    name: c.name,
    type: c.type,
    subjects: [
      {
        target: 'customer',
        targetId: null,
        type: c.type,
        name: c.name,
        birthDate: c.type === 'person' ? birthDateFromSsn(c.ssn, [c.nationality, c.country]) : null,
        nationality: c.type === 'person' ? c.nationality ?? c.country : null,
        country: c.country,
        identifiers: identifiers(c.businessid, c.ssn),
      },
      ...records
        .filter((r) => r.customers_id === c.id)
        .map((r): ScreeningSubject => ({
          target: r.kind,
          targetId: r.id,
          type: r.type,
          name: r.name,
          birthDate: r.type === 'person' ? r.dob ?? birthDateFromSsn(r.ssn, [r.nationality, r.country]) : null,
          nationality: r.type === 'person' ? r.nationality : null,
          country: r.country,
          identifiers: identifiers(r.businessid, r.ssn),
        })),
    ],
  }));
};

/**
 * The leads (of `tenancy`'s organisation, as its restriction lets it see them) as screening reads a customer: the lead's
 * own name is the one subject. (A converted or discarded lead counts as archived: access.archived_subjects().)
 * Leads that do not exist or are not visible are missing from the answer.
 */
export const readLeadScreeningSubjects = async (db: Database, tenancy: Tenancy, leadIds: readonly string[]): Promise<CustomerScreening[]> => {
  if (leadIds.length === 0) return [];
  const rows = await db.tx(tenancy, (tx) => tx<{
    organisations_id: string; id: string; type: CustomerType; name: string; businessid: string | null; country: string | null;
  }[]>`select organisations_id, id, type, name, businessid, country
    from customers.leads where id = any(${[...new Set(leadIds)]}::uuid[])`);
  return rows.map((lead) => ({
    organisationsId: lead.organisations_id,
    customersId: lead.id,
    name: lead.name,
    type: lead.type,
    subjects: [{
      target: 'customer',
      targetId: null,
      type: lead.type,
      name: lead.name,
      birthDate: null,
      nationality: lead.type === 'person' ? lead.country : null,
      country: lead.country,
      identifiers: lead.businessid ? [lead.businessid] : [],
    }],
  }));
};

/** A page of the organisation's lead ids in id order, after `after`. */
export const listLeadIds = async (db: Database, organisationsId: string, after: string | null, limit: number): Promise<string[]> => {
  const rows = await db.tx({ organisationsId }, (tx) => tx<{ id: string }[]>`
    select id from customers.leads where ${after === null ? tx`true` : tx`id > ${after}::uuid`} order by id limit ${limit}`);
  return rows.map((r) => r.id);
};

/** Every organisation that has leads (for a full re-screen when a list changes). */
export const leadScreeningOrganisations = async (db: Database): Promise<string[]> => {
  const rows = await db.tx(null, (tx) => tx<{ id: string }[]>`select customers.organisations_with_leads() as id`);
  return rows.map((r) => r.id);
};
