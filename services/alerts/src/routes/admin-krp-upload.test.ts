import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '@tunne/contracts';
import { startAlertsHarness, tokenFor, type AlertsHarness } from '../testing.ts';

/** Finding 7 (low): the KRP upload's multipart body is read strictly, as docs/alerts-api.md says. */
let h: AlertsHarness;
beforeAll(async () => {
  h = await startAlertsHarness({ lists: false });
});
afterAll(async () => h?.stop());

const path = '/api/v2.5/admin/lists/krp';
const krp = (name: string) => `# published: 2026-02-01\nid,type,name,aliases,programs\nKRP-9,ORGANIZATION,${name},,VNp 2/2026\n`;

const post = async (body: BodyInit, contentType?: string) => {
  const headers: Record<string, string> = { authorization: `Bearer ${await tokenFor(demoUsers.admin.id)}` };
  if (contentType) headers['content-type'] = contentType;
  const response = await h.request(path, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as { errors: { code: string; field?: string }[] } };
};

const krpVersions = async () =>
  (await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from alerts.list_versions where source = 'KRP'`)[0]!.n;

describe('POST /api/v2.5/admin/lists/krp (multipart)', () => {
  it('answers a malformed multipart body with 400 VALIDATION_FAILED, not 500', async () => {
    const broken = await post('--x\r\nContent-Disposition: form-data; name="file"; filename="k.csv"\r\n\r\nKRP', 'multipart/form-data; boundary=x');
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0]!.code).toBe('VALIDATION_FAILED');
    const noBoundary = await post('whatever', 'multipart/form-data');
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.errors[0]!.code).toBe('VALIDATION_FAILED');
    expect(await krpVersions()).toBe(0);
  });

  it('refuses two file parts (no last-one-wins) and a missing file, storing nothing', async () => {
    const two = new FormData();
    two.append('file', new File([krp('Ensimmäinen Oy')], 'a.csv', { type: 'text/csv' }));
    two.append('file', new File([krp('Toinen Oy')], 'b.csv', { type: 'text/csv' }));
    const refused = await post(two);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: '/file' });
    const none = new FormData();
    none.append('note', 'no file');
    expect(await post(none)).toMatchObject({ status: 400, body: { errors: [{ code: 'VALIDATION_FAILED', field: '/file' }] } });
    expect(await krpVersions()).toBe(0);
  });

  it('still takes one file part', async () => {
    const one = new FormData();
    one.append('file', new File([krp('Yksi Oy')], 'k.csv', { type: 'text/csv' }));
    expect((await post(one)).status).toBe(201);
    expect(await krpVersions()).toBe(1);
  });
});
