import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '@tunne/contracts';
import { inspectPdfSignature, inspectPdfTimestamp, startLocalTimestampAuthority, type LocalTimestampAuthority } from '../pdf/index.ts';
import { opensslVerifyTimestamp, runPdfsig, sealTimestamp } from '../pdf/test-tools.ts';
import { demoCustomerOf, startOutboundHarness, type OutboundHarness } from '../testing.ts';
import { draftWith, eidMethod, eidSsn, fakeBroker, linkOf, meta, nextEmail, pngDataUrl, signatoryBody } from './test-kit.ts';

// Issue 25 §5: the sealed final PDF of a completed e-signature says how each signatory signed (an eID login with its
// level of assurance, or a drawn signature that identifies nobody), never "hidden" for an identity code that does not
// exist, states the signature's and the seal's level, and carries a trusted timestamp (PAdES B-T) when a timestamp
// authority is configured — checked with poppler's pdfsig and OpenSSL's RFC 3161 verifier, not only with our code.

const admin: string = demoUsers.admin.id;
let h: OutboundHarness;
let tsa: LocalTimestampAuthority;
let customer: string;

beforeAll(async () => {
  tsa = await startLocalTimestampAuthority();
  h = await startOutboundHarness({ eid: fakeBroker(), timestampUrl: tsa.url });
  customer = demoCustomerOf(admin);
});
afterAll(async () => {
  await h.stop();
  await tsa.stop();
});

const pdfText = (pdf: Uint8Array): string => {
  const dir = mkdtempSync(join(tmpdir(), 'tunne-final-'));
  try {
    writeFileSync(join(dir, 'final.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', [join(dir, 'final.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
const compact = (text: string): string => text.replace(/\s+/g, ' ');

describe('the sealed final PDF', () => {
  it('names each signing act and its level, says "no identity code" where there is none, and carries a verifiable timestamp', async () => {
    const [drawn, eid] = [nextEmail('drawn'), nextEmail('eid')];
    const e = await draftWith(h, admin, customer, [
      signatoryBody(drawn, { name: 'Matti Meikäläinen', available_eidmethods: ['SCREENSIGNATURE'] }),
      signatoryBody(eid, { name: 'Tiina Testaaja', available_eidmethods: [eidMethod] }),
    ], { language: 'fi' });
    expect((await h.call(admin, `/api/v2.5/user/esignatures/${e.id}/send`, { method: 'POST' })).status).toBe(200);
    const [s1, s2] = [e.signatories.find((s) => s.email === drawn)!, e.signatories.find((s) => s.email === eid)!];
    await h.ports.signatories.sign(linkOf(h, e, s1.id, drawn), { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta);
    const link2 = linkOf(h, e, s2.id, eid);
    const { url } = await h.ports.signatories.startEid(link2, eidMethod);
    await h.ports.signatories.completeEid(link2, { callback: `?code=abc&state=${new URL(url).searchParams.get('state')}` }, meta);
    expect((await h.ports.signatories.sign(link2, { method: eidMethod, accept: true }, meta)).esignature_signed).toBe(true);

    const download = await h.request(`/api/v2.5/user/signatures/${e.id}/pdf?l=fi`, { as: admin });
    expect(download.status).toBe(200);
    const fi = new Uint8Array(await download.arrayBuffer());

    // The certificate page: the drawn signature is no identification and has no identity code; the eID login is named
    // with its level (none stored here: "unknown"); the level of the signatures and of the seal is stated.
    const text = compact(pdfText(fi));
    expect(text).toContain('Allekirjoitustapa');
    expect(text).not.toContain('Tunnistustapa');
    expect(text).toContain('Näytölle piirretty allekirjoitus (ei sähköistä tunnistusta)');
    expect(text).not.toContain('Näyttöallekirjoitus');
    expect(text).toContain('ei henkilötunnusta');
    expect(text).not.toContain('piilotettu');
    expect(text).toContain(eidSsn);
    expect(text).toMatch(/Sähköinen tunnistus: Pankkitunnistus \(FTN\), varmuustaso (ei tiedossa|korkea|korotettu)/);
    expect(text).toContain('Kukin allekirjoittaja on antanut yksinkertaisen sähköisen allekirjoituksen.');
    expect(text).toContain('kehittyneellä sähköisellä leimalla');
    expect(text).toContain('Leimassa on aikaleimapalvelun aikaleima.');

    // The seal still verifies, in pdfsig and here; its timestamp verifies in OpenSSL against the TSA's certificate.
    const pdfsig = runPdfsig(fi);
    expect(pdfsig).toContain('Signature Validation: Signature is Valid.');
    expect(pdfsig).toContain('Signature Type: ETSI.CAdES.detached');
    expect(inspectPdfSignature(fi, await h.deps.signing())).toBe('valid');
    const timestamp = inspectPdfTimestamp(fi);
    expect(timestamp?.intact).toBe(true);
    expect(Math.abs(timestamp!.genTime!.getTime() - Date.now())).toBeLessThan(5 * 60 * 1000);
    expect(timestamp!.authority?.subject).toContain('Tunne development timestamp authority');
    const seal = sealTimestamp(fi)!;
    expect(opensslVerifyTimestamp(seal.token, seal.signatureValue, tsa.certificatePem)).toContain('Verification: OK');
    const other = Uint8Array.from(seal.signatureValue);
    other[0] = other[0]! ^ 0x01;
    expect(opensslVerifyTimestamp(seal.token, other, tsa.certificatePem)).not.toContain('Verification: OK');
    // The verification page shows the seal's trusted timestamp: its time and the authority's name.
    const verified = await h.ports.verify.verify(fi);
    expect(verified).toMatchObject({ match: true, pdf_signature: 'valid' });
    expect(verified.timestamp).toEqual({ time: timestamp!.genTime!.toISOString(), authority: 'Tunne development timestamp authority', intact: true });

    // The eID's level of assurance as stored (eid_acr): a copy in another language names it.
    await h.t.db.owner`update outbound.signatories set eid_acr = 'http://ftn.ficora.fi/2017/loa2' where id = ${s2.id}`;
    const en = new Uint8Array(await (await h.request(`/api/v2.5/user/signatures/${e.id}/pdf?l=en`, { as: admin })).arrayBuffer());
    const enText = compact(pdfText(en));
    expect(enText).toContain('Electronic identification: Bank identification (FTN), level of assurance substantial');
    expect(enText).toContain('Signature drawn on screen (no electronic identification)');
    expect(enText).toContain('no identity code');
    expect(runPdfsig(en)).toContain('Signature Validation: Signature is Valid.');
    expect(inspectPdfTimestamp(en)?.intact).toBe(true);
  });
});
