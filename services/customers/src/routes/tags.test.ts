import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Customer, type Tag } from '@tunne/contracts';
import { demoCustomers, demoTags } from '../seed.ts';
import { startHarness, type Harness } from '../testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => h?.stop());

const demoActive = demoCustomers().filter((c) => c.organisations_id === demoOrganisations.demo.id && !c.is_removed);
const [vip, review] = demoTags().tags;

describe('tags (admin CRUD, user list)', () => {
  it('lists the organisation\'s tags by name, for any user, never another organisation\'s', async () => {
    const { status, body } = await h.call<Tag[]>(demoUsers.own.id, '/api/v2.5/user/tags');
    expect(status).toBe(200);
    expect(body.data!.map((t) => t.name)).toEqual(['Kiinteistö', 'Tarkistettava', 'VIP']);
    const toinen = await h.call<Tag[]>(demoUsers.toinenAdmin.id, '/api/v2.5/user/tags');
    expect(toinen.body.data!.map((t) => t.id)).toEqual([demoTags().tags[3]!.id]);
  });

  it('lets an admin create, rename and delete a tag; names are unique case-insensitively per organisation', async () => {
    const created = await h.call<Tag>(demoUsers.admin.id, '/api/v2.5/admin/tags', { method: 'POST', body: { name: ' Riski ', description: 'Korkea riski' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Riski', description: 'Korkea riski' });
    const clash = await h.call(demoUsers.admin.id, '/api/v2.5/admin/tags', { method: 'POST', body: { name: 'vip' } });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0]!.code).toBe('TAG_NAME_RESERVED');
    const otherOrg = await h.call(demoUsers.toinenAdmin.id, '/api/v2.5/admin/tags', { method: 'POST', body: { name: 'Riski' } });
    expect(otherOrg.status).toBe(201);
    const id = created.body.data!.id;
    const renamed = await h.call<Tag>(demoUsers.admin.id, `/api/v2.5/admin/tags/${id}`, { method: 'PUT', body: { name: 'Riskiasiakas', description: null } });
    expect(renamed.body.data).toMatchObject({ id, name: 'Riskiasiakas', description: null });
    const renameClash = await h.call(demoUsers.admin.id, `/api/v2.5/admin/tags/${id}`, { method: 'PUT', body: { name: 'VIP' } });
    expect(renameClash.body.errors[0]!.code).toBe('TAG_NAME_RESERVED');
    expect((await h.call(demoUsers.toinenAdmin.id, `/api/v2.5/admin/tags/${id}`, { method: 'PUT', body: { name: 'x' } })).status).toBe(404);
    expect((await h.call(demoUsers.toinenAdmin.id, `/api/v2.5/admin/tags/${id}`, { method: 'DELETE' })).status).toBe(404);
    const deleted = await h.call(demoUsers.admin.id, `/api/v2.5/admin/tags/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await h.call(demoUsers.admin.id, `/api/v2.5/admin/tags/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a regular user and bad bodies', async () => {
    for (const [method, path] of [['POST', '/api/v2.5/admin/tags'], ['PUT', `/api/v2.5/admin/tags/${vip!.id}`], ['DELETE', `/api/v2.5/admin/tags/${vip!.id}`]] as const) {
      const { status, body } = await h.call(demoUsers.user.id, path, { method, body: { name: 'Hack' } });
      expect(status, `${method} ${path}`).toBe(403);
      expect(body.errors[0]!.code).toBe('FORBIDDEN');
    }
    expect((await h.call(demoUsers.admin.id, '/api/v2.5/admin/tags', { method: 'POST', body: { name: '' } })).status).toBe(400);
    expect((await h.call(demoUsers.admin.id, '/api/v2.5/admin/tags', { method: 'POST', body: { name: '   ' } })).body.errors[0]!.code).toBe('MISSING_NAME');
    expect((await h.call(demoUsers.admin.id, '/api/v2.5/admin/tags', { method: 'POST', body: { name: 'A', colour: 'red' } })).status).toBe(400);
  });
});

describe('PATCH /api/v2.5/user/customers/{id}/tag/{tags_id}', () => {
  const own = demoActive.find((c) => c.users_id === demoUsers.own.id)!;
  const toggle = (usersId: string, customersId: string, tagsId: string) =>
    h.call<Tag[]>(usersId, `/api/v2.5/user/customers/${customersId}/tag/${tagsId}`, { method: 'PATCH' });

  it('toggles a tag on and off and answers the customer\'s tags', async () => {
    const on = await toggle(demoUsers.own.id, own.id, review!.id);
    expect(on.status).toBe(200);
    expect(on.body.data!.map((t) => t.name)).toContain('Tarkistettava');
    const card = await h.call<Customer>(demoUsers.own.id, `/api/v2.5/user/customers/${own.id}`);
    expect(card.body.data!.tags.map((t) => t.id)).toContain(review!.id);
    const listed = await h.call<Tag[]>(demoUsers.own.id, `/api/v2.5/user/customers/${own.id}/tags`);
    expect(listed.body.data!.map((t) => t.id)).toContain(review!.id);
    const off = await toggle(demoUsers.own.id, own.id, review!.id);
    expect(off.body.data!.map((t) => t.id)).not.toContain(review!.id);
  });

  it('refuses an invisible customer, another organisation\'s tag and bad ids', async () => {
    const hidden = demoActive.find((c) => c.users_id === demoUsers.admin.id)!;
    expect((await toggle(demoUsers.own.id, hidden.id, review!.id)).status).toBe(404);
    expect((await toggle(demoUsers.toinenAdmin.id, own.id, demoTags().tags[3]!.id)).status).toBe(404);
    const foreignTag = await toggle(demoUsers.admin.id, own.id, demoTags().tags[3]!.id);
    expect(foreignTag.status).toBe(404);
    expect(foreignTag.body.errors[0]!.code).toBe('NOT_FOUND');
    expect((await toggle(demoUsers.admin.id, own.id, 'vip')).body.errors[0]!.code).toBe('INVALID_ID');
    expect((await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${hidden.id}/tags`)).status).toBe(404);
  });
});
