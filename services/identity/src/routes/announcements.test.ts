import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, type Announcement } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { createAnnouncement, parseAnnounceArgs, type AnnouncementInput } from '../announcements/announce.ts';
import { demoAnnouncements, demoIdentityUsers as demo } from '../seed.ts';
import { call, errorCode, login, startIdentity, type IdentityTest } from '../test-support.ts';

let it_: IdentityTest;
let userJwt: string;
let toinenJwt: string;
const ids = { older: '', newer: '', toinen: '' };
const list = '/api/v2.5/user/announcements';

const texts = (tag: string): Omit<AnnouncementInput, 'organisations_id'> => ({
  title_fi: `${tag} fi`, body_fi: `${tag} teksti`, title_en: `${tag} en`, body_en: `${tag} text`, title_se: `${tag} se`, body_se: `${tag} text på svenska`,
});

/** Places an announcement at a known time (the seed's two stay older than every test one). */
const at = async (id: string, iso: string) => it_.db.owner`update identity.announcements set created_at = ${iso} where id = ${id}`;
const setUser = async (fields: { language?: string; prevlogin_at?: string | null }) =>
  it_.db.owner`update identity.users set ${it_.db.owner(fields)} where id = ${demo.user.id}`;

beforeAll(async () => {
  it_ = await startIdentity();
  userJwt = await login(it_.app, demo.user.email);
  toinenJwt = await login(it_.app, demo.toinenAdmin.email);
  ids.older = await createAnnouncement(it_.db.owner, { ...texts('Vanha'), organisations_id: null });
  ids.newer = await createAnnouncement(it_.db.owner, { ...texts('Uusi'), organisations_id: demoOrganisations.demo.id });
  ids.toinen = await createAnnouncement(it_.db.owner, { ...texts('Toisen'), organisations_id: demoOrganisations.toinen.id });
  for (const seeded of demoAnnouncements) await at(seeded.id, '2026-01-01T08:00:00Z');
  await at(ids.older, '2026-02-01T08:00:00Z');
  await at(ids.newer, '2026-03-01T08:00:00Z');
  await at(ids.toinen, '2026-03-02T08:00:00Z');
}, 60_000);
afterAll(async () => it_?.stop());

describe('GET /api/v2.5/user/announcements', () => {
  it('lists the organisation\'s and everyone\'s announcements newest first, all new before any previous login', async () => {
    await setUser({ language: 'fi', prevlogin_at: null });
    const { status, body } = await call<Announcement[]>(it_.app, 'GET', list, { token: userJwt });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(4);
    expect(body.data!.slice(0, 2)).toEqual([
      { id: ids.newer, created_at: '2026-03-01T08:00:00.000Z', title: 'Uusi fi', body: 'Uusi teksti', is_new: true },
      { id: ids.older, created_at: '2026-02-01T08:00:00.000Z', title: 'Vanha fi', body: 'Vanha teksti', is_new: true },
    ]);
    // The demo seed's two (one for everyone, one for Demo Oy) are there too; Toinen Oy's own is not.
    expect(new Set(body.data!.slice(2).map((a) => a.id))).toEqual(new Set(demoAnnouncements.map((a) => a.id)));
    expect(body.data!.map((a) => a.id)).not.toContain(ids.toinen);
  });

  it('marks as new only what was written after the previous login', async () => {
    await setUser({ prevlogin_at: '2026-02-15T00:00:00Z' });
    const { body } = await call<Announcement[]>(it_.app, 'GET', list, { token: userJwt });
    expect(body.data!.filter((a) => a.is_new).map((a) => a.id)).toEqual([ids.newer]);
    await setUser({ prevlogin_at: '2026-04-01T00:00:00Z' });
    const later = await call<Announcement[]>(it_.app, 'GET', list, { token: userJwt });
    expect(later.body.data!.some((a) => a.is_new)).toBe(false);
  });

  it.each([
    ['en', 'Uusi en', 'Uusi text'],
    ['se', 'Uusi se', 'Uusi text på svenska'],
    ['no', 'Uusi se', 'Uusi text på svenska'],
    ['dk', 'Uusi se', 'Uusi text på svenska'],
    ['fi', 'Uusi fi', 'Uusi teksti'],
  ])('answers in the user\'s language (%s)', async (language, title, text) => {
    await setUser({ language });
    const { body } = await call<Announcement[]>(it_.app, 'GET', list, { token: userJwt });
    expect(body.data![0]).toMatchObject({ id: ids.newer, title, body: text });
  });

  it('shows another organisation only everyone\'s and its own', async () => {
    const { body } = await call<Announcement[]>(it_.app, 'GET', list, { token: toinenJwt });
    const seen = body.data!.map((a) => a.id);
    expect(seen).toContain(ids.toinen);
    expect(seen).toContain(ids.older);
    expect(seen).not.toContain(ids.newer);
    expect(seen).toEqual(expect.arrayContaining(demoAnnouncements.filter((a) => a.organisations_id === null).map((a) => a.id)));
    expect(seen).not.toContain(demoAnnouncements.find((a) => a.organisations_id !== null)!.id);
  });

  it('needs a session', async () => {
    const answer = await call(it_.app, 'GET', list);
    expect([answer.status, errorCode(answer.body)]).toEqual([401, 'NOT_LOGGED_IN']);
  });
});

describe('GET /api/v2.5/user/announcements/{id}', () => {
  it('answers one of the organisation\'s or everyone\'s', async () => {
    await setUser({ language: 'en', prevlogin_at: '2026-02-15T00:00:00Z' });
    const own = await call<Announcement>(it_.app, 'GET', `${list}/${ids.newer}`, { token: userJwt });
    expect([own.status, own.body.data]).toEqual([200, { id: ids.newer, created_at: '2026-03-01T08:00:00.000Z', title: 'Uusi en', body: 'Uusi text', is_new: true }]);
    const everyone = await call<Announcement>(it_.app, 'GET', `${list}/${ids.older}`, { token: toinenJwt });
    expect([everyone.status, everyone.body.data?.title]).toEqual([200, 'Vanha fi']);
  });

  it('does not show another organisation\'s (404), an unknown one (404) or a malformed id (400)', async () => {
    const foreign = await call(it_.app, 'GET', `${list}/${ids.toinen}`, { token: userJwt });
    expect([foreign.status, errorCode(foreign.body), foreign.body.data]).toEqual([404, 'NOT_FOUND', null]);
    const back = await call(it_.app, 'GET', `${list}/${ids.newer}`, { token: toinenJwt });
    expect([back.status, errorCode(back.body)]).toEqual([404, 'NOT_FOUND']);
    const unknown = await call(it_.app, 'GET', `${list}/6f0c1c3e-0000-4000-8000-000000000000`, { token: userJwt });
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'NOT_FOUND']);
    const malformed = await call(it_.app, 'GET', `${list}/not-an-id`, { token: userJwt });
    expect(malformed.status).toBe(400);
  });
});

describe('npm run announce (the operator\'s command)', () => {
  const args = ['--title-fi', 'Huoltokatko', '--body-fi', 'Palvelu on poissa käytöstä su klo 2–4.', '--title-en', 'Maintenance',
    '--body-en', 'The service is down on Sunday 2–4 am.', '--title-se', 'Underhåll', '--body-se', 'Tjänsten är nere söndag kl. 2–4.'];
  const count = async () => (await it_.db.owner<{ n: number }[]>`select count(*)::int as n from identity.announcements`)[0]!.n;

  it('stores an announcement for everyone, or for one organisation', async () => {
    const parsed = parseAnnounceArgs(args);
    if (!('input' in parsed)) throw new Error(parsed.problems.join());
    const id = await createAnnouncement(it_.db.owner, parsed.input);
    const [row] = await it_.db.owner`select organisations_id, title_fi, body_se from identity.announcements where id = ${id}`;
    expect(row).toEqual({ organisations_id: null, title_fi: 'Huoltokatko', body_se: 'Tjänsten är nere söndag kl. 2–4.' });
    const toOne = parseAnnounceArgs([...args, '--organisation', demoOrganisations.toinen.id.toUpperCase()]);
    if (!('input' in toOne)) throw new Error(toOne.problems.join());
    const second = await createAnnouncement(it_.db.owner, toOne.input);
    const [targeted] = await it_.db.owner`select organisations_id from identity.announcements where id = ${second}`;
    expect(targeted!.organisations_id).toBe(demoOrganisations.toinen.id);
    // The newest is offered to Toinen Oy's admin as new (no earlier login than this test's).
    const { body } = await call<Announcement[]>(it_.app, 'GET', list, { token: toinenJwt });
    expect(body.data![0]).toMatchObject({ id: second, title: 'Huoltokatko', is_new: true });
  });

  it.each([
    [args.slice(0, 10), ['--body-se is required']],
    [[...args.slice(0, 11), '   '], ['--body-se is required']],
    [[...args, '--organisation', 'demo'], ['--organisation must be an organisation id (uuid)']],
    [[...args, '--title-xx', 'x'], [expect.stringContaining('title-xx')]],
    [[...args.slice(0, 1), 'x'.repeat(201), ...args.slice(2)], ['--title-fi is longer than 200 characters']],
  ])('refuses an incomplete command and stores nothing (%#)', async (argv, problems) => {
    const before = await count();
    expect(parseAnnounceArgs(argv)).toEqual({ problems });
    expect(await count()).toBe(before);
  });

  it('refuses an organisation that does not exist', async () => {
    const before = await count();
    const parsed = parseAnnounceArgs([...args, '--organisation', '6f0c1c3e-0000-4000-8000-000000000000']);
    if (!('input' in parsed)) throw new Error(parsed.problems.join());
    await expect(createAnnouncement(it_.db.owner, parsed.input)).rejects.toThrow('no organisation');
    expect(await count()).toBe(before);
  });
});

describe('identity.announcements for the application role', () => {
  const asToinen = <T>(fn: (tx: Tx) => Promise<T>) =>
    it_.db.tx({ organisationsId: demoOrganisations.toinen.id, usersId: demo.toinenAdmin.id }, fn);

  it('reads everyone\'s and its own organisation\'s rows only', async () => {
    const rows = await asToinen((tx) => tx<{ id: string }[]>`select id from identity.announcements`);
    const seen = rows.map((r) => r.id);
    expect(seen).toContain(ids.toinen);
    expect(seen).not.toContain(ids.newer);
    expect(await it_.db.tx(null, (tx) => tx`select id from identity.announcements where organisations_id is not null`)).toEqual([]);
  });

  it('cannot write them: only the operator\'s command does', async () => {
    await expect(asToinen((tx) => tx`insert into identity.announcements (title_fi, title_en, title_se, body_fi, body_en, body_se)
      values ('x', 'x', 'x', 'x', 'x', 'x')`)).rejects.toThrow(/permission denied/);
    await expect(asToinen((tx) => tx`update identity.announcements set title_fi = 'x' where id = ${ids.toinen}`)).rejects.toThrow(/permission denied/);
    await expect(asToinen((tx) => tx`delete from identity.announcements where id = ${ids.toinen}`)).rejects.toThrow(/permission denied/);
  });
});
