import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, Envelope, Profile } from '@tunne/contracts';
import { imageInfo } from '../profile/image.ts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, errorCode, login, startIdentity, type IdentityTest } from '../test-support.ts';

let it_: IdentityTest;
let userJwt: string;
beforeAll(async () => {
  it_ = await startIdentity();
  userJwt = await login(it_.app, demo.user.email);
}, 60_000);
afterAll(async () => it_?.stop());

const me = '/api/v2.5/user/users/me';

/** A PNG as far as its header goes: signature and IHDR (the CRC is not checked by anyone here). */
const png = (width: number, height: number, padding = 0): Uint8Array => {
  const bytes = new Uint8Array(33 + 12 + padding);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  bytes.set([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44], 33);
  return bytes;
};

/** A JPEG header: SOI, a JFIF APP0 segment, then a baseline frame header (SOF0). */
const jpeg = (width: number, height: number): Uint8Array => new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  0xff, 0xd9,
]);

const upload = async (content: Uint8Array | string, name = 'kuva.png', type = 'image/png', token = userJwt) => {
  const form = new FormData();
  form.append('file', new File([content as BlobPart], name, { type }));
  const response = await it_.app.request(`${me}/avatar`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-access-token': token }, body: form,
  }, { incoming: { socket: { remoteAddress: '2001:db8::feed' } } });
  return { status: response.status, body: (await response.json()) as Envelope<Profile> };
};
const fetchAvatar = (url: string) => it_.app.request(url, {}, { incoming: { socket: { remoteAddress: '2001:db8::beef' } } });
const stored = async () =>
  (await it_.db.owner<{ avatar: Uint8Array | null; avatar_key: string | null; notify_alerts: boolean }[]>`
    select avatar, avatar_key, notify_alerts from identity.users where id = ${demo.user.id}`)[0]!;

describe('imageInfo', () => {
  it('reads type and size from the content', () => {
    expect(imageInfo(png(640, 480))).toEqual({ type: 'image/png', width: 640, height: 480 });
    expect(imageInfo(jpeg(300, 200))).toEqual({ type: 'image/jpeg', width: 300, height: 200 });
    expect(imageInfo(new TextEncoder().encode('GIF89a not a png'))).toBeNull();
    expect(imageInfo(png(0, 10))).toBeNull();
    expect(imageInfo(png(10, 10).slice(0, 20))).toBeNull();
    expect(imageInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('profile and notification settings', () => {
  it('starts with the defaults and saves any subset', async () => {
    const first = await call<Profile>(it_.app, 'GET', `${me}/profile`, { token: userJwt });
    expect(first.body.data).toEqual({ notify_alerts: true, notify_reminders: true, receive_weeklyreport: false, avatar_url: null });
    const saved = await call<Profile>(it_.app, 'PUT', `${me}/notifications`, { token: userJwt, body: { notify_alerts: false, receive_weeklyreport: true } });
    expect(saved.body.data).toEqual({ notify_alerts: false, notify_reminders: true, receive_weeklyreport: true, avatar_url: null });
    expect((await call<Profile>(it_.app, 'GET', `${me}/profile`, { token: userJwt })).body.data!.notify_alerts).toBe(false);
    expect((await call<Profile>(it_.app, 'PUT', `${me}/notifications`, { token: userJwt, body: {} })).body.data!.receive_weeklyreport).toBe(true);
    await call(it_.app, 'PUT', `${me}/notifications`, { token: userJwt, body: { notify_alerts: true, receive_weeklyreport: false } });
  });

  it('refuses bad input and changes nothing; needs a session', async () => {
    for (const body of [{ notify_alerts: 'yes' }, { notify_alerts: false, is_admin: true }, { notify_reminders: null }]) {
      const answer = await call(it_.app, 'PUT', `${me}/notifications`, { token: userJwt, body });
      expect([answer.status, errorCode(answer.body)]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await stored()).notify_alerts).toBe(true);
    expect((await call(it_.app, 'GET', `${me}/profile`)).status).toBe(401);
  });
});

describe('avatar', () => {
  it('stores a PNG, serves it publicly under a new key per upload, and removes it', async () => {
    const image = png(256, 256, 100);
    const first = await upload(image, 'minä.png');
    expect(first.status).toBe(200);
    const url = first.body.data!.avatar_url!;
    expect(url).toMatch(/^\/api\/v2\.5\/public\/avatar\?key=[A-Za-z0-9_-]{32}$/);

    const served = await fetchAvatar(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    // Stored without what follows the end chunk (the test image's padding); the image itself unchanged.
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(image.subarray(0, 45));
    const admins = await call<AdminUser[]>(it_.app, 'GET', '/api/v2.5/admin/users', { token: await login(it_.app, demo.admin.email) });
    expect(admins.body.data!.find((u) => u.id === demo.user.id)!.avatar_url).toBe(url);

    // A JPEG sent as something else is judged by its content; the old address stops answering.
    const second = await upload(jpeg(120, 90), 'kuva.bin', 'application/octet-stream');
    const next = second.body.data!.avatar_url!;
    expect(next).not.toBe(url);
    expect((await fetchAvatar(url)).status).toBe(404);
    expect((await fetchAvatar(next)).headers.get('content-type')).toBe('image/jpeg');

    const removed = await call<Profile>(it_.app, 'DELETE', `${me}/avatar`, { token: userJwt });
    expect(removed.body.data!.avatar_url).toBeNull();
    expect((await fetchAvatar(next)).status).toBe(404);
    expect(await stored()).toMatchObject({ avatar: null, avatar_key: null });
  });

  it('refuses a renamed text file, other image types and too large images, storing nothing', async () => {
    await upload(png(10, 10));
    const before = await stored();
    for (const [content, name, type, status, code] of [
      ['Tämä ei ole kuva', 'kuva.png', 'image/png', 415, 'IMAGE_UNSUPPORTED'],
      ['GIF89a\u0001\u0000\u0001\u0000', 'kuva.gif', 'image/gif', 415, 'IMAGE_UNSUPPORTED'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'kuva.svg', 'image/svg+xml', 415, 'IMAGE_UNSUPPORTED'],
      [png(5000, 5000), 'iso.png', 'image/png', 413, 'PAYLOAD_TOO_LARGE'],
      [png(100, 100, 2 * 1024 * 1024), 'raskas.png', 'image/png', 413, 'PAYLOAD_TOO_LARGE'],
      ['', 'tyhjä.png', 'image/png', 400, 'VALIDATION_FAILED'],
    ] as const) {
      const answer = await upload(content, name, type);
      expect([answer.status, errorCode(answer.body)]).toEqual([status, code]);
    }
    const json = await call(it_.app, 'POST', `${me}/avatar`, { token: userJwt, body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    const unknown = await fetchAvatar('/api/v2.5/public/avatar?key=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect((await fetchAvatar('/api/v2.5/public/avatar?key=../../etc')).status).toBe(400);
    expect((await fetchAvatar('/api/v2.5/public/avatar')).status).toBe(400);
  });

  it('refuses an address that keeps trying forged keys with 429, and still serves nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const forged = `${'B'.repeat(30)}${String(i).padStart(2, '0')}`;
      statuses.push((await fetchAvatar(`/api/v2.5/public/avatar?key=${forged}`)).status);
    }
    expect(statuses[0]).toBe(404);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
  });
});
