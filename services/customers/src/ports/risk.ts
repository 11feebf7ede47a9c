/**
 * The risk score's inputs and write-backs (CustomerRiskPort in @tunne/contracts): what the score reads from a
 * customer, and what risk writes back here — the computed level (the list's risk column and filter), the enhanced due
 * diligence marks (the card's banner and the freeze) and the KYC clock an assessment starts.
 */
import {
  helsinkiDate, type CustomerEddState, type CustomerType, type EddMark, type RiskLevel, type RiskRelatedKind, type RiskRelatedPerson, type RiskSubject,
} from '@tunne/contracts';
import type { Database, Tenancy } from '@tunne/platform';
import { setKycclock } from '../repo/customers.ts';
import { latestReviewDate } from '../review-cycle.ts';

interface SubjectRow {
  id: string;
  users_id: string | null;
  teams_id: string | null;
  is_removed: boolean;
  type: CustomerType;
  country: string | null;
  nationality: string | null;
  companytype_code: string | null;
  industry_code: string | null;
  founded_at: string | null;
  riskscores_level: RiskLevel | null;
  edd_state: CustomerEddState | null;
  is_frozen: boolean;
}

/** Deepest chain followed: far beyond the three levels that make ownership complex, and a bound on the work. */
const maxOwnershipDepth = 8;

/**
 * The score inputs of the organisation's customers (archived ones too), read as the organisation itself: the score
 * must not depend on who caused the calculation. Customers that no longer exist are missing from the answer.
 */
export const readRiskSubjects = async (db: Database, organisationsId: string, customerIds: readonly string[]): Promise<RiskSubject[]> => {
  if (customerIds.length === 0) return [];
  const ids = [...new Set(customerIds)];
  return db.tx({ organisationsId }, async (tx) => {
    const customers = await tx<SubjectRow[]>`select id, users_id, teams_id, is_removed, type, country, nationality,
        companytype_code, industry_code, to_char(founded_at, 'YYYY-MM-DD') as founded_at, riskscores_level, edd_state, is_frozen
      from customers.customers where id = any(${ids}::uuid[])`;
    if (customers.length === 0) return [];
    const found = customers.map((c) => c.id);
    const [peps, related, levels] = await Promise.all([
      tx<{ customers_id: string; n: number; ends: (string | null)[] }[]>`select customers_id, count(*)::int as n,
          json_agg(to_char(end_date, 'YYYY-MM-DD') order by end_date nulls first) as ends
        from customers.peps where customers_id = any(${found}::uuid[]) group by customers_id`,
      tx<{ customers_id: string; kind: RiskRelatedKind; country: string | null; nationality: string | null }[]>`
        select customers_id, 'owners' as kind, country, nationality from customers.owners
         where customers_id = any(${found}::uuid[]) and (country is not null or nationality is not null)
        union all
        select customers_id, 'actualbeneficiaries', country, nationality from customers.actualbeneficiaries
         where customers_id = any(${found}::uuid[]) and (country is not null or nationality is not null)
        union all
        select customers_id, 'responsiblepersons', country, nationality from customers.responsiblepersons
         where customers_id = any(${found}::uuid[]) and (country is not null or nationality is not null)`,
      tx<{ root: string; levels: number }[]>`
        with recursive chain (root, node, depth, path) as (
          select c.id, c.id, 0, array[c.id] from customers.customers c where c.id = any(${found}::uuid[])
          union all
          select ch.root, sub.id, ch.depth + 1, ch.path || sub.id
            from chain ch
            join customers.owners o on o.customers_id = ch.node and o.type = 'business'
            join customers.customers sub on sub.type = 'business' and sub.businessid = upper(btrim(o.businessid))
           where ch.depth < ${maxOwnershipDepth} and sub.id <> all(ch.path)
        )
        select ch.root, max(ch.depth)::int + 1 as levels from chain ch
         where exists (select 1 from customers.owners o where o.customers_id = ch.node)
         group by ch.root`,
    ]);
    const pepCount = new Map(peps.map((p) => [p.customers_id, p.n]));
    const pepEnds = new Map(peps.map((p) => [p.customers_id, p.ends]));
    const levelCount = new Map(levels.map((l) => [l.root, l.levels]));
    const relatedBy = new Map<string, RiskRelatedPerson[]>();
    for (const r of related) {
      const list = relatedBy.get(r.customers_id) ?? [];
      list.push({ kind: r.kind, country: r.country, nationality: r.nationality });
      relatedBy.set(r.customers_id, list);
    }
    return customers.map((c) => ({
      customersId: c.id,
      usersId: c.users_id,
      teamsId: c.teams_id,
      isRemoved: c.is_removed,
      type: c.type,
      country: c.country,
      nationality: c.nationality,
      companytypeCode: c.companytype_code,
      industryCode: c.industry_code,
      foundedAt: c.founded_at,
      riskscoresLevel: c.riskscores_level,
      eddState: c.edd_state,
      isFrozen: c.is_frozen,
      peps: pepCount.get(c.id) ?? 0,
      pepEndDates: pepEnds.get(c.id) ?? [],
      related: relatedBy.get(c.id) ?? [],
      ownershipLevels: levelCount.get(c.id) ?? 0,
    }));
  });
};

/**
 * The customers whose ownership chain runs through these (issue 26): each customer with a business owner row naming one
 * of them by business id, then those naming that one, up to maxOwnershipDepth levels up. Their complex-ownership points
 * (readRiskSubjects' ownershipLevels) change when these customers' owners do. Read as the organisation; the given
 * customers are left out.
 */
export const readOwnershipParents = async (db: Database, organisationsId: string, customerIds: readonly string[]): Promise<string[]> => {
  if (customerIds.length === 0) return [];
  const ids = [...new Set(customerIds)];
  const rows = await db.tx({ organisationsId }, (tx) => tx<{ id: string }[]>`
    with recursive up (id, depth) as (
      select c.id, 0 from customers.customers c where c.id = any(${ids}::uuid[]) and c.type = 'business' and c.businessid is not null
      union
      select o.customers_id, up.depth + 1
        from up
        join customers.customers s on s.id = up.id and s.type = 'business' and s.businessid is not null
        join customers.owners o on o.type = 'business' and upper(btrim(o.businessid)) = s.businessid
       where up.depth < ${maxOwnershipDepth}
    )
    select distinct id from up where depth > 0 and id <> all(${ids}::uuid[])`);
  return rows.map((r) => r.id);
};

/**
 * Writes computed levels to customers.riskscores_level (the list's risk column and filter). Only changed rows are
 * updated; the audit trail records each change with no user (the system computed it). Returns the rows changed.
 */
export const writeRiskLevels = async (
  db: Database,
  organisationsId: string,
  levels: readonly { customersId: string; level: RiskLevel }[],
): Promise<number> => {
  if (levels.length === 0) return 0;
  const result = await db.tx({ organisationsId }, (tx) => tx`
    update customers.customers c set riskscores_level = v.level
      from unnest(${levels.map((l) => l.customersId)}::uuid[], ${levels.map((l) => l.level)}::text[]) as v(id, level)
     where c.id = v.id and c.riskscores_level is distinct from v.level`);
  return result.count;
};

/**
 * Writes customers.edd_state and is_frozen (the card's banner, the list, and the check before anything is sent to
 * the customer). Only changed rows are updated. Returns the rows changed. A retained record (read-only otherwise)
 * takes is_frozen alone (customers.write_retained_frozen, migration 00070): a freeze is a legal hold on the record
 * (the retention job keeps it while frozen), so its lift must reach the record for the record to go.
 */
export const writeEddMarks = async (db: Database, organisationsId: string, marks: readonly EddMark[]): Promise<number> => {
  if (marks.length === 0) return 0;
  return db.tx({ organisationsId }, async (tx) => {
    const result = await tx`
      update customers.customers c set edd_state = v.edd_state, is_frozen = v.is_frozen::boolean
        from unnest(${marks.map((m) => m.customersId)}::uuid[], ${marks.map((m) => m.eddState)}::text[],
                    ${marks.map((m) => String(m.isFrozen))}::text[]) as v(id, edd_state, is_frozen)
       where c.id = v.id and (c.edd_state, c.is_frozen) is distinct from (v.edd_state, v.is_frozen::boolean)`;
    const [retained] = await tx<{ count: number }[]>`
      select customers.write_retained_frozen(${marks.map((m) => m.customersId)}::uuid[], ${marks.map((m) => String(m.isFrozen))}::text[]::boolean[]) as count`;
    return result.count + (retained?.count ?? 0);
  });
};

/**
 * Starts (or moves) the customer's KYC clock to alarm `days` from today (Helsinki's calendar), as the caller: the same
 * update as PATCH /customers/{id}/kycclock, so the caller becomes the starter (unless the clock was already running)
 * and the audit trail records them. Null when the caller does not see the customer.
 */
export const startKycClock = async (
  db: Database,
  tenancy: Tenancy & { usersId: string },
  customersId: string,
  days: number,
  now: Date = new Date(),
): Promise<{ is_kycclock: boolean; kycclock_alarm_at: string } | null> => {
  const today = helsinkiDate(now);
  const requested = addDays(today, Math.round(days));
  // A rating's days never take the review past the customer's review cycle (issue #11 §5).
  const alarmAt = await db.tx(tenancy, async (tx) => {
    const latest = await latestReviewDate(tx, customersId, today);
    const at = latest !== null && latest < requested ? latest : requested;
    return (await setKycclock(tx, customersId, tenancy.usersId, true, at)) ? at : null;
  });
  return alarmAt === null ? null : { is_kycclock: true, kycclock_alarm_at: alarmAt };
};

/** The day `days` after a day (YYYY-MM-DD), counted on the calendar (no time zone can move it). */
const addDays = (date: string, days: number): string => {
  const utc = new Date(`${date}T00:00:00Z`);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
};
