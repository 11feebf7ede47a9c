// Test helpers for e-signatures (not used by the service): PDFs made with pdf-lib, a tiny real PNG, a fake eID broker,
// a mailer that keeps attachments, and the staff calls the tests repeat.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  demoOrganisations, type EidBrokerPort, type EidIdentity, type EidMethod, type Esignature, type LinkAddress, type SignatoryBody,
} from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import type { OutboundHarness } from '../testing.ts';
import { sha256Hex } from '../repo/files.ts';

export const org = demoOrganisations.demo.id;

import { makePdf } from '../test-files.ts';

export { makePdf, pngDataUrl } from '../test-files.ts';

export const eidSsn = '010170-999R';

/** FTN's level of assurance high: above any minimum the organisation can set. */
export const loa3 = 'http://ftn.ficora.fi/2017/loa3';

/** The level of assurance the fake broker reports (default FTN high; null: none): a test may lower it and put it back. */
export const brokerLevel: { acr: string | null } = { acr: loa3 };

/** A relying party standing in for the broker: NETSEIDENT_BANKID_FI only; ?error=… is a cancelled identification. */
export const fakeBroker = (): EidBrokerPort => ({
  methods: () => ['NETSEIDENT_BANKID_FI'],
  start: async ({ method }) => {
    const state = randomBytes(16).toString('base64url');
    return { url: `https://eid.example/authorize?method=${method}&state=${state}`, pending: { state, nonce: randomUUID(), code_verifier: randomUUID() } };
  },
  finish: async ({ method, callback }): Promise<EidIdentity> => {
    const query = new URLSearchParams(callback.replace(/^\?/, ''));
    if (query.get('error')) throw new AppError('EID_INVALID', 'cancelled');
    return {
      method, name: 'Tiina Testaaja', given_name: 'Tiina', family_name: 'Testaaja', ssn: eidSsn, birthdate: '1970-01-01',
      issuer: 'https://eid.example', subject: 'subject-1', authenticated_at: new Date().toISOString(), acr: brokerLevel.acr,
    };
  },
});

/** Keeps the attachments in the outbox (the harness's mailer leaves them out). */
export const keepAttachments = (h: OutboundHarness): void => {
  h.deps.mailer = {
    send: async (m) => h.outbox.addMail({
      to: [m.to], from: 'no-reply@tunne.local', subject: m.subject, text: m.text, html: m.html ?? null,
      ...(m.attachments ? { attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.byteLength, content: a.content })) } : {}),
    }),
  };
};

export const uploadPdf = (h: OutboundHarness, as: string, id: string, bytes: Uint8Array, name = 'sopimus.pdf', type = 'application/pdf') => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return h.request(`/api/v2.5/user/esignatures/${id}/files`, { method: 'POST', body: form, as });
};

let n = 0;
export const nextEmail = (label: string) => `${label}${(n += 1)}@example.com`;

export const signatoryBody = (email: string, extra: Partial<SignatoryBody> = {}): SignatoryBody => ({
  name: 'Matti Meikäläinen', email, available_eidmethods: ['SCREENSIGNATURE'], ...extra,
});

/** A DRAFT with one PDF and the signatories given; answers the e-signature as staff see it. */
export const draftWith = async (h: OutboundHarness, as: string, customer: string, signatories: SignatoryBody[], extra: Record<string, unknown> = {}): Promise<Esignature> => {
  const created = await h.call<Esignature>(as, `/api/v2.5/user/customers/${customer}/esignatures`, { method: 'POST', body: { signature_name: 'Toimeksiantosopimus', ...extra } });
  if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const id = created.body.data!.id;
  const upload = await uploadPdf(h, as, id, await makePdf('Sopimus', 2));
  if (upload.status !== 201) throw new Error(`upload: ${await upload.text()}`);
  for (const body of signatories) {
    const added = await h.call(as, `/api/v2.5/user/esignatures/${id}/signatories`, { method: 'POST', body });
    if (added.status !== 201) throw new Error(`signatory: ${JSON.stringify(added.body)}`);
  }
  return (await h.call<Esignature>(as, `/api/v2.5/user/esignatures/${id}`)).body.data!;
};

export const linkOf = (h: OutboundHarness, e: Pick<Esignature, 'id' | 'customers_id'>, signatoriesId: string, email: string): LinkAddress => ({
  organisationsId: org, customersId: e.customers_id, id: signatoriesId, esignaturesId: e.id, token: h.tokenFromMail(email),
});

/** A token written straight into the table (for a signatory whose order has not come: no mail carries one). */
export const mintToken = async (h: OutboundHarness, customersId: string, signatoriesId: string): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await h.t.db.owner`insert into outbound.link_tokens (token_hash, organisations_id, customers_id, item_kind, item_id, expires_at)
    values (${sha256Hex(token)}, ${org}, ${customersId}, 'signatory', ${signatoriesId}, now() + interval '30 days')`;
  return token;
};

export const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

export const meta = { ipaddress: '192.0.2.44', userAgent: 'vitest' };
export const eidMethod: EidMethod = 'NETSEIDENT_BANKID_FI';
