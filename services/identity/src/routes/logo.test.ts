import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, logoLimits, type Envelope, type OrganisationSettings } from '@tunne/contracts';
import { identityPorts } from '../ports/identity-ports.ts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, errorCode, login, startIdentity, type IdentityTest } from '../test-support.ts';

let it_: IdentityTest;
let adminJwt: string;
let userJwt: string;
let toinenJwt: string;
beforeAll(async () => {
  it_ = await startIdentity();
  adminJwt = await login(it_.app, demo.admin.email);
  userJwt = await login(it_.app, demo.user.email);
  toinenJwt = await login(it_.app, demo.toinenAdmin.email);
}, 60_000);
afterAll(async () => it_?.stop());

const path = '/api/v2.5/admin/organizations/my/logo';
const demoId = demoOrganisations.demo.id;

// ---- Images made here -----------------------------------------------------------------------------------------

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real greyscale PNG of width × height (the pixel data only when small: a huge one needs just its header). */
const png = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = width * height <= 1_000_000 ? Buffer.alloc((width + 1) * height, 0x80) : Buffer.alloc(0);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0)),
  ]);
};

const segment = (marker: number, data: number[]): number[] => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 255, ...data];
/** A baseline JPEG's headers up to its scan: JFIF, a quantisation table, the frame (its size) and a scan start. */
const jpeg = (width: number, height: number, frame = true): Buffer => Buffer.from([
  0xff, 0xd8,
  ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ...segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]),
  ...(frame ? segment(0xc0, [8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]) : []),
  ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
  0x00, 0xff, 0xd9,
]);

const svgHead = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">';
const cleanSvg = `<?xml version="1.0" encoding="UTF-8"?>
${svgHead}
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0f5c4d"/></linearGradient><path id="p" d="M0 0h10v10z"/></defs>
  <style>.a { fill: url(#g); } .b { fill: url('#g') }</style>
  <rect class="a" width="10" height="10" style="stroke: url(#g)"/>
  <use xlink:href="#p"/><use href="#p"/><a href="#p"><text>Demo &amp; co</text></a>
</svg>`;

// ---- Calls ----------------------------------------------------------------------------------------------------

const upload = async (token: string, content: Uint8Array | string, type = 'image/png', name = 'logo.png') => {
  const form = new FormData();
  form.append('file', new File([content as BlobPart], name, { type }));
  const response = await it_.app.request(path, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Envelope<OrganisationSettings> };
};
const fetchLogo = (url: string) => it_.app.request(url);
const logoUrl = async (token = adminJwt) =>
  (await call<OrganisationSettings>(it_.app, 'GET', '/api/v2.5/user/organizations/my', { token })).body.data!.logo_url;
const storedLogo = async () =>
  (await it_.db.owner<{ logo_key: string; logo: Buffer }[]>`select logo_key, logo from identity.organisation_logos where organisations_id = ${demoId}`)[0] ?? null;
const logoChanges = async () =>
  it_.db.owner<{ action: string; before: unknown; after: unknown; entity_name: string }[]>`
    select action, before, after, entity_name from identity.settings_changes where organisations_id = ${demoId} and section = 'logo' order by id`;

const urlPattern = /^\/api\/v2\.5\/public\/logo\?key=[A-Za-z0-9_-]{32}$/;

describe('logo upload', () => {
  it('takes a PNG, serves it without a session with a long cache, and shows it to the users', async () => {
    const image = png(120, 40);
    const { status, body } = await upload(adminJwt, image);
    expect(status).toBe(200);
    expect(body.data!.logo_url).toMatch(urlPattern);
    expect(await logoUrl(userJwt)).toBe(body.data!.logo_url);
    const served = await fetchLogo(body.data!.logo_url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    // The recipients' pages learn it through the identity port.
    expect((await identityPorts(it_.db).organisations.profile(demoId))!.logo_url).toBe(body.data!.logo_url);
  });

  it('replaces it with a JPEG under a new key: the old address answers 404', async () => {
    const old = (await logoUrl())!;
    const image = jpeg(300, 200);
    const { status, body } = await upload(adminJwt, image, 'image/jpeg', 'logo.jpg');
    expect(status).toBe(200);
    expect(body.data!.logo_url).toMatch(urlPattern);
    expect(body.data!.logo_url).not.toBe(old);
    expect((await fetchLogo(old)).status).toBe(404);
    const served = await fetchLogo(body.data!.logo_url!);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  });

  it('takes a clean SVG and serves it with a policy that lets nothing run', async () => {
    const { status, body } = await upload(adminJwt, cleanSvg, 'image/svg+xml', 'logo.svg');
    expect(status).toBe(200);
    const served = await fetchLogo(body.data!.logo_url!);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe(cleanSvg);
  });

  it('audits each change without the image: created, replaced twice', async () => {
    const changes = await logoChanges();
    expect(changes.map((c) => c.action)).toEqual(['create', 'update', 'update']);
    expect(changes[0]).toMatchObject({ before: null, after: { logo: '••••', logo_type: 'image/png' }, entity_name: 'Demo Oy' });
    expect(changes[2]).toMatchObject({ before: { logo_type: 'image/jpeg' }, after: { logo_type: 'image/svg+xml' } });
    expect(JSON.stringify(changes)).not.toContain('svg xmlns');
  });

  const attacks: [string, string][] = [
    ['a script element', `${svgHead}<script>alert(1)</script></svg>`],
    ['a script in another prefix', `${svgHead}<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>`],
    ['an upper-case SCRIPT', `${svgHead}<SCRIPT>alert(1)</SCRIPT></svg>`],
    ['an HTML script', `${svgHead}<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`],
    ['an HTML image', `${svgHead}<h:img xmlns:h="http://www.w3.org/1999/xhtml" src="#x"/></svg>`],
    ['onload on the root', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['an upper-case ONCLICK', `${svgHead}<rect ONCLICK="alert(1)"/></svg>`],
    ['a javascript: link', `${svgHead}<a href="javascript:alert(1)"><rect/></a></svg>`],
    ['a javascript: link with a tab inside', `${svgHead}<a xlink:href="#x" filter="java&#x09;script:alert(1)"><rect/></a></svg>`],
    ['a data: image', `${svgHead}<image href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>`],
    ['a data: URL in another attribute', `${svgHead}<rect fill="url(data:image/png;base64,AAAA)"/></svg>`],
    ['a foreignObject', `${svgHead}<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hei</div></foreignObject></svg>`],
    ['an external use', `${svgHead}<use xlink:href="https://evil.example/sprite.svg#a"/></svg>`],
    ['an external image', `${svgHead}<image href="https://evil.example/track.png"/></svg>`],
    ['a relative image', `${svgHead}<image href="/api/v2.5/user/users/me"/></svg>`],
    ['an animated href', `${svgHead}<a href="#p"><set attributeName="href" to="https://evil.example/"/><rect/></a></svg>`],
    ['xml:base', `${svgHead}<use href="#p" xml:base="https://evil.example/"/></svg>`],
    ['a CSS import', `${svgHead}<style>@import url(https://evil.example/x.css);</style></svg>`],
    ['a CSS url() outside', `${svgHead}<rect style="fill: url(https://evil.example/x)"/></svg>`],
    ['a CSS url() in CDATA', `${svgHead}<style><![CDATA[rect { fill: url("https://evil.example/x") }]]></style></svg>`],
    ['an xml-stylesheet', `<?xml-stylesheet href="https://evil.example/x.css"?>${svgHead}</svg>`],
    ['a DOCTYPE with an entity', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svgHead}<text>&x;</text></svg>`],
    ['a DOCTYPE alone', `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svgHead}</svg>`],
    ['an undefined entity', `${svgHead}<text>&nbsp;</text></svg>`],
    ['broken XML', `${svgHead}<rect></svg>`],
    ['an svg root without its namespace', '<svg viewBox="0 0 1 1"><rect/></svg>'],
    ['an HTML page', '<html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(1)</script></body></html>'],
    ['an iframe', `${svgHead}<iframe src="#x"/></svg>`],
    ['a DEL character (XML allows it)', `${svgHead}<title>Demo\u007f Oy</title></svg>`],
    ['a NUL character', `${svgHead}<title>Demo\u0000 Oy</title></svg>`],
  ];

  it.each(attacks)('refuses an SVG with %s (415) and keeps the logo it had', async (_name, svg) => {
    const before = await storedLogo();
    const count = (await logoChanges()).length;
    const answer = await upload(adminJwt, svg, 'image/svg+xml', 'logo.svg');
    expect([answer.status, errorCode(answer.body)]).toEqual([415, 'IMAGE_UNSUPPORTED']);
    expect(await storedLogo()).toEqual(before);
    expect((await logoChanges()).length).toBe(count);
  });

  it.each([
    ['a renamed text file', Buffer.from('just text, not an image'), 415, 'IMAGE_UNSUPPORTED'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 415, 'IMAGE_UNSUPPORTED'],
    ['binary garbage', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), 415, 'IMAGE_UNSUPPORTED'],
    ['a PNG without its header chunk', png(10, 10).subarray(0, 20), 415, 'IMAGE_UNSUPPORTED'],
    ['a PNG of zero width', png(0, 10), 415, 'IMAGE_UNSUPPORTED'],
    ['a JPEG without a frame', jpeg(10, 10, false), 415, 'IMAGE_UNSUPPORTED'],
    ['a PNG of too many pixels', png(5000, 5000), 413, 'PAYLOAD_TOO_LARGE'],
    ['a JPEG of too many pixels', jpeg(65_000, 65_000), 413, 'PAYLOAD_TOO_LARGE'],
    ['a file over the byte limit', Buffer.concat([png(10, 10), Buffer.alloc(logoLimits.maxBytes)]), 413, 'PAYLOAD_TOO_LARGE'],
  ])('refuses %s (%i) and keeps the logo it had', async (_name, content, status, code) => {
    const before = await storedLogo();
    const answer = await upload(adminJwt, content, 'image/png');
    expect([answer.status, errorCode(answer.body)]).toEqual([status, code]);
    expect(await storedLogo()).toEqual(before);
  });

  it('refuses a regular user to upload or delete, changing nothing', async () => {
    const before = await storedLogo();
    const posted = await upload(userJwt, png(10, 10));
    expect([posted.status, errorCode(posted.body)]).toEqual([403, 'FORBIDDEN']);
    const deleted = await call(it_.app, 'DELETE', path, { token: userJwt });
    expect([deleted.status, errorCode(deleted.body)]).toEqual([403, 'FORBIDDEN']);
    expect(await storedLogo()).toEqual(before);
  });

  it('keeps each organisation\'s logo its own', async () => {
    const demoLogo = await storedLogo();
    const { status, body } = await upload(toinenJwt, png(20, 20));
    expect(status).toBe(200);
    expect(body.data!.id).toBe(demoOrganisations.toinen.id);
    expect(body.data!.logo_url).not.toBe(await logoUrl());
    expect((await call(it_.app, 'DELETE', path, { token: toinenJwt })).status).toBe(200);
    expect(await storedLogo()).toEqual(demoLogo);
    expect((await fetchLogo((await logoUrl())!)).status).toBe(200);
  });

  it('removes the logo: the address answers 404 and the change is audited', async () => {
    const old = (await logoUrl())!;
    const { status, body } = await call<OrganisationSettings>(it_.app, 'DELETE', path, { token: adminJwt });
    expect(status).toBe(200);
    expect(body.data!.logo_url).toBeNull();
    expect(await logoUrl(userJwt)).toBeNull();
    const gone = await fetchLogo(old);
    expect([gone.status, errorCode((await gone.json()) as Envelope<unknown>)]).toEqual([404, 'FILE_NOT_FOUND']);
    expect((await logoChanges()).at(-1)).toMatchObject({ action: 'delete', before: { logo_type: 'image/svg+xml' }, after: null });
    // Removing again: nothing to remove, nothing audited.
    const count = (await logoChanges()).length;
    expect((await call(it_.app, 'DELETE', path, { token: adminJwt })).status).toBe(200);
    expect((await logoChanges()).length).toBe(count);
  });
});

describe('GET public/logo', () => {
  it('answers 404 to an unknown key and 400 to a malformed one', async () => {
    const unknown = await fetchLogo(`/api/v2.5/public/logo?key=${'A'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    for (const query of ['', '?key=short', `?key=${'A'.repeat(31)}%27`, `?key=${'A'.repeat(32)}&x=1`]) {
      expect((await fetchLogo(`/api/v2.5/public/logo${query}`)).status, query).toBe(400);
    }
  });
});
