import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoUsers, helsinkiToday, type Page, type RiskAssessment, type RiskAssessmentSaved, type RiskAssessmentVersion, type RiskRating,
} from '@tunne/contracts';
import { startHarness, testCustomers, type Harness } from '../testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const admin = demoUsers.admin.id;
const own = demoUsers.own.id;
const customer = testCustomers.own.id;
const base = `/api/v2.5/user/customers/${customer}/riskassessments`;

describe('risk ratings', () => {
  const ratings: RiskRating[] = [];

  it('an admin creates, edits and deletes ratings; everyone lists them by number (spec §9)', async () => {
    for (const body of [
      { name: 'Korkea', number: 3, description: 'Tehostettu', kycclock_expiration_days: 180, ask_kycclock: true },
      { name: 'Matala', number: 1 },
      { name: 'Normaali', number: 2, kycclock_expiration_days: 365, ask_kycclock: false },
    ]) {
      const created = await h.call<RiskRating>(admin, '/api/v2.5/admin/riskratings', 'POST', body);
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ description: null, kycclock_expiration_days: null, ask_kycclock: false, ...body });
      ratings.push(created.body.data!);
    }
    const list = await h.call<RiskRating[]>(own, '/api/v2.5/user/riskratings');
    expect(list.body.data!.map((r) => r.number)).toEqual([1, 2, 3]);
    const edited = await h.call<RiskRating>(admin, `/api/v2.5/admin/riskratings/${ratings[1]!.id}`, 'PUT', { description: 'Tavallinen' });
    expect(edited.body.data).toMatchObject({ name: 'Matala', description: 'Tavallinen' });
    expect((await h.call(admin, '/api/v2.5/admin/riskratings', 'POST', { name: ' ', number: 4 })).body.errors[0]!.code).toBe('MISSING_NAME');
    expect((await h.call(admin, '/api/v2.5/admin/riskratings', 'POST', { name: 'x', number: 4, kycclock_expiration_days: 0 })).status).toBe(400);
    expect((await h.call(own, '/api/v2.5/admin/riskratings', 'POST', { name: 'x', number: 4 })).status).toBe(403);
    expect((await h.call(demoUsers.toinenAdmin.id, `/api/v2.5/admin/riskratings/${ratings[0]!.id}`, 'DELETE')).status).toBe(404);
  });

  describe('risk assessments', () => {
    let saved: RiskAssessmentSaved;

    it('are saved without a name (spec §5)', async () => {
      const response = await h.call<RiskAssessmentSaved>(own, base, 'POST', { description: 'Ei nimeä' });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ name: null, description: 'Ei nimeä', riskrating: null, users_id: own, expires_at: null, kycclock: null });
    });

    it('with a rating that asks for it, start the KYC clock for its days as the caller, audited', async () => {
      // The alarm is a day (issue 16 §2): the rating's 180 days on from today in Helsinki.
      const expected = new Date(`${helsinkiToday()}T00:00:00Z`);
      expected.setUTCDate(expected.getUTCDate() + 180);
      const response = await h.call<RiskAssessmentSaved>(own, base, 'POST', {
        name: 'Vuositarkastus', description: 'Kaikki kunnossa', riskratings_id: ratings[0]!.id, expires_at: '2027-06-30',
      });
      saved = response.body.data!;
      expect(saved).toMatchObject({
        name: 'Vuositarkastus', riskratings_id: ratings[0]!.id, riskrating: { name: 'Korkea', number: 3 }, expires_at: '2027-06-30', users_id: own,
      });
      expect(saved.kycclock!.is_kycclock).toBe(true);
      expect(saved.kycclock!.kycclock_alarm_at).toBe(expected.toISOString().slice(0, 10));
      const [row] = await h.t.db.owner<{ is_kycclock: boolean; kycclock_users_id: string; alarm: string }[]>`
        select is_kycclock, kycclock_users_id, to_char(kycclock_alarm_at, 'YYYY-MM-DD') as alarm from customers.customers where id = ${customer}`;
      expect(row).toMatchObject({ is_kycclock: true, alarm: saved.kycclock!.kycclock_alarm_at });
      const audit = await h.t.db.owner<{ changed_by: string; new: Record<string, unknown> }[]>`
        select changed_by, new from customers.audit_log where customers_id = ${customer} and new ? 'kycclock_alarm_at' order by id desc limit 1`;
      expect(audit[0]!.changed_by).toBe(own);
    });

    it('with a rating that does not ask, or when told not to, leave the clock alone', async () => {
      const quiet = await h.call<RiskAssessmentSaved>(own, base, 'POST', { riskratings_id: ratings[2]!.id });
      expect(quiet.body.data!.kycclock).toBeNull();
      const skipped = await h.call<RiskAssessmentSaved>(own, base, 'POST', { riskratings_id: ratings[0]!.id, start_kycclock: false });
      expect(skipped.body.data!.kycclock).toBeNull();
      expect((await h.call(own, base, 'POST', { riskratings_id: '00000000-0000-4000-8000-00000000dead' })).status).toBe(400);
    });

    it('are listed newest first, read one by one, updated and deleted', async () => {
      const list = await h.call<RiskAssessment[]>(own, base);
      expect(list.body.data!.length).toBe(4);
      expect(list.body.data!.map((a) => a.created_at)).toEqual([...list.body.data!.map((a) => a.created_at)].sort().reverse());
      expect((await h.call<RiskAssessment>(own, `${base}/${saved.id}`)).body.data!.name).toBe('Vuositarkastus');
      const updated = await h.call<RiskAssessmentSaved>(own, `${base}/${saved.id}`, 'PUT', { name: 'Tarkastus 2026', expires_at: null });
      expect(updated.body.data).toMatchObject({ name: 'Tarkastus 2026', expires_at: null, riskrating: { name: 'Korkea' }, kycclock: null });
      expect(updated.body.data!.updated_at >= saved.updated_at).toBe(true);
      expect((await h.call(own, `${base}/${list.body.data![0]!.id}`, 'DELETE')).status).toBe(200);
      expect((await h.call(own, `${base}/${list.body.data![0]!.id}`)).status).toBe(404);
    });

    it('keep their rating name when the rating is deleted', async () => {
      await h.call(admin, `/api/v2.5/admin/riskratings/${ratings[0]!.id}`, 'DELETE');
      const one = await h.call<RiskAssessment>(own, `${base}/${saved.id}`);
      expect(one.body.data).toMatchObject({ riskratings_id: null, riskrating: { id: null, name: 'Korkea', number: 3 } });
    });

    it('keep every version: the history and the assessments on an earlier date', async () => {
      const history = await h.call<Page<RiskAssessmentVersion>>(own, `${base}/history`);
      const versions = history.body.data!.items.filter((v) => v.assessments_id === saved.id);
      expect(versions.map((v) => v.action)).toEqual(['UPDATE', 'UPDATE', 'INSERT']);
      expect(versions.at(-1)!.assessment).toMatchObject({ name: 'Vuositarkastus', expires_at: '2027-06-30' });
      expect(versions.at(-1)!.changed_by).toBe(own);
      const atFirst = await h.call<RiskAssessment[]>(own, `${base}?at=${encodeURIComponent(versions.at(-1)!.changed_at)}`);
      expect(atFirst.body.data!.find((a) => a.id === saved.id)!.name).toBe('Vuositarkastus');
      expect(history.body.data!.items.some((v) => v.action === 'DELETE')).toBe(true);
      const now = await h.call<RiskAssessment[]>(own, `${base}?at=${encodeURIComponent(new Date().toISOString())}`);
      expect(now.body.data!.length).toBe(3);
    });

    it('are validated', async () => {
      expect((await h.call(own, base, 'POST', { expires_at: '31.12.2026' })).status).toBe(400);
      expect((await h.call(own, base, 'POST', { name: 'x'.repeat(301) })).status).toBe(400);
      expect((await h.call(own, `${base}/${saved.id}`, 'PUT', {})).status).toBe(400);
    });
  });
});
