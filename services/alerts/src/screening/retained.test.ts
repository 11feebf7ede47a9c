import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredCustomers, purgeRetainedRecords } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type Alert, type Page } from '@tunne/contracts';
import { retainedAlertSections } from '../retained-record.ts';
import { startAlertsHarness, tenancyFor, type AlertsHarness } from '../testing.ts';
import { requestRescreen } from './consumer.ts';

// Issue 11 §1: a customer that leaves the register keeps its alerts, with every decision, in its retained record until
// the retention job deletes the record.

const admin = demoUsers.admin.id;
const organisationsId = demoOrganisations.demo.id;
let h: AlertsHarness;

beforeAll(async () => {
  h = await startAlertsHarness();
});
afterAll(async () => h?.stop());

const asAdmin = <T>(fn: Parameters<AlertsHarness['t']['db']['tx']>[1]) => h.t.db.tx(tenancyFor(admin), fn) as Promise<T>;
const alertRows = (id: string) => h.t.db.owner<{ customer_retained: boolean; silenceclass: string | null }[]>`
  select customer_retained, silenceclass from alerts.alerts where customers_id = ${id}`;

describe('alerts of a retained record', () => {
  it('keeps the alerts and decisions of a customer deleted at once until the retention job deletes the record', async () => {
    const [created] = await asAdmin<{ id: string }[]>((tx) => tx`insert into customers.customers (type, name, users_id)
      values ('business', 'Kontrabanda Trading LLC', ${admin}) returning id`);
    const id = created!.id;
    await h.settle();
    expect(await alertRows(id)).toHaveLength(1);
    await h.t.db.owner`update alerts.alerts set silenceclass = 'TRUEPOSITIVE', silence_created_at = now(), silence_users_id = ${admin},
      silence_description = 'Vahvistettu osuma' where customers_id = ${id}`;
    await h.t.db.owner`insert into alerts.alert_decisions (organisations_id, alerts_id, action, silenceclass, description, users_id)
      select organisations_id, id, 'SILENCE', 'TRUEPOSITIVE', 'Vahvistettu osuma', ${admin} from alerts.alerts where customers_id = ${id}`;
    await h.t.db.owner`insert into alerts.queries (organisations_id, users_id, query, similarity, entity_type, sources, cnt, results)
      values (${organisationsId}, ${demoUsers.user.id}, 'kontrabanda trading llc', 0.8, 'ORGANIZATION', '{OFAC}', 1, '[]')`;

    const [deleted] = await asAdmin<{ ok: boolean }[]>((tx) => tx`select customers.delete_customer(${id}) as ok`);
    expect(deleted!.ok).toBe(true);
    await h.settle();
    // The event of the deletion and a full re-screen leave the alert and its decision in place, hidden as retained.
    await requestRescreen(h.t.db, [organisationsId]);
    await h.settle();
    expect(await alertRows(id)).toEqual([{ customer_retained: true, silenceclass: 'TRUEPOSITIVE' }]);
    // Hidden from the working register (archived ones included) and read-only: its decision cannot be changed.
    const [row] = await h.t.db.owner<{ id: string }[]>`select id from alerts.alerts where customers_id = ${id}`;
    const listed = await h.call<Page<Alert>>(admin, '/api/v2.5/user/alerts?include_archived=true&size=500');
    expect(listed.body.data!.items.some((a) => a.customers_id === id)).toBe(false);
    expect((await h.call(admin, `/api/v2.5/user/alerts/${row!.id}`)).status).toBe(404);
    expect((await h.call(admin, `/api/v2.5/user/customers/${id}/alerts`)).status).toBe(404);
    const silence = await h.call(admin, `/api/v2.5/user/alerts/${row!.id}/silence`, { method: 'POST', body: { description: 'Muutettu', silenceclass: 'FALSEPOSITIVE' } });
    expect(silence.status).toBe(404);
    expect((await h.call(admin, `/api/v2.5/user/alerts/${row!.id}/silence`, { method: 'DELETE' })).status).toBe(404);
    const changed = await asAdmin<{ count: number }>(async (tx) => {
      await tx`select set_config('app.read_retained', 'on', true)`;
      return tx`update alerts.alerts set silenceclass = null, silence_created_at = null where customers_id = ${id}`;
    });
    expect(changed.count).toBe(0);
    expect(await alertRows(id)).toEqual([{ customer_retained: true, silenceclass: 'TRUEPOSITIVE' }]);

    const sections = await retainedAlertSections(h.t.db)({ organisationsId, customersId: id, names: ['Kontrabanda Trading LLC'] });
    const alerts = sections.find((s) => s.key === 'alerts')!.entries;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.fields).toEqual(expect.arrayContaining([
      { label: 'silenceclass', value: 'TRUEPOSITIVE' }, { label: 'silence_description', value: 'Vahvistettu osuma' },
    ]));
    // The decision history is in the record, each decision as it was made.
    const decisions = sections.find((s) => s.key === 'alertdecisions')!.entries;
    expect(decisions).toHaveLength(1);
    expect(decisions[0]!.fields).toEqual(expect.arrayContaining([
      { label: 'action', value: 'SILENCE' }, { label: 'silenceclass', value: 'TRUEPOSITIVE' }, { label: 'description', value: 'Vahvistettu osuma' },
    ]));
    // Another user's query about the customer's name is in the record too.
    expect(sections.find((s) => s.key === 'queries')!.entries.map((e) => e.title)).toEqual(['kontrabanda trading llc']);
    // Another organisation's view of the same id holds nothing.
    const foreign = await retainedAlertSections(h.t.db)({ organisationsId: demoOrganisations.toinen.id, customersId: id, names: ['Kontrabanda Trading LLC'] });
    expect(foreign.flatMap((s) => s.entries)).toHaveLength(0);

    // The same for a customer the archive purge takes out of the register.
    const [archived] = await asAdmin<{ id: string }[]>((tx) => tx`insert into customers.customers (type, name, users_id)
      values ('business', 'Kontrabanda Trading LLC', ${admin}) returning id`);
    await h.settle();
    expect(await alertRows(archived!.id)).toHaveLength(1);
    await asAdmin((tx) => tx`update customers.customers set is_removed = true, removes_at = now() + interval '30 days' where id = ${archived!.id}`);
    await h.settle();
    await h.t.db.owner`update customers.customers set removes_at = now() - interval '1 minute' where id = ${archived!.id}`;
    expect(await purgeExpiredCustomers(h.t.db)).toBeGreaterThanOrEqual(1);
    await h.settle();
    const [kept] = await h.t.db.owner<{ customer_retained: boolean }[]>`select customer_retained from alerts.alerts where customers_id = ${archived!.id}`;
    expect(kept).toEqual({ customer_retained: true });

    // Five years on the records go, and with them the alerts (customer.removed).
    expect(await purgeRetainedRecords(h.t.db, new Date(Date.now() + 5 * 366 * 86_400_000))).toBeGreaterThanOrEqual(1);
    await h.settle();
    expect(await alertRows(id)).toHaveLength(0);
    expect(await alertRows(archived!.id)).toHaveLength(0);
  });
});
