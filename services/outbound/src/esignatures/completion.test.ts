import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '@tunne/contracts';
import { demoCustomerOf, startOutboundHarness, type OutboundHarness } from '../testing.ts';
import { completeEsignature, resumeEsignatureCompletions } from './complete.ts';
import { draftWith, keepAttachments, linkOf, meta, nextEmail, org, pngDataUrl, signatoryBody } from './test-kit.ts';

// Issue 26: completing an e-signature is crash-safe. SIGNED commits with its completion pending; a process killed
// before the sealed PDF, the mails and the event leaves it pending, and the job resumes it: the PDF sealed once, each
// address mailed once, one event.

const admin: string = demoUsers.admin.id;
let h: OutboundHarness;
let customer: string;

beforeAll(async () => {
  h = await startOutboundHarness();
  keepAttachments(h);
  customer = demoCustomerOf(admin);
});
afterAll(() => h.stop());

/** The mails to the address that carry the signed PDF. */
const pdfMailsTo = (email: string) => h.outbox.mails.filter((m) => m.to.includes(email) && (m.attachments?.length ?? 0) > 0);
const completionEvents = (id: string) =>
  h.t.db.owner<{ data: Record<string, unknown> }[]>`select data from outbound.events where item_id = ${id} and type = 'pdf_mailed' order by id`;
const documents = async (id: string) =>
  (await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from outbound.signed_documents where esignatures_id = ${id}`)[0]!.n;
const completion = async (id: string) =>
  (await h.t.db.owner<{ completed_at: Date | null; completion_mailed: string[] }[]>`
    select completed_at, completion_mailed from outbound.esignatures where id = ${id}`)[0]!;

/** Sent to two signatories; then, as a process killed right after the signing transaction leaves it: SIGNED, nothing more. */
const signedThenKilled = async (): Promise<{ id: string; emails: string[] }> => {
  const emails = [nextEmail('crash'), nextEmail('crash')];
  const e = await draftWith(h, admin, customer, emails.map((email) => signatoryBody(email)));
  expect((await h.call(admin, `/api/v2.5/user/esignatures/${e.id}/send`, { method: 'POST' })).status).toBe(200);
  await h.t.db.owner`update outbound.signatories set status = 'done', signed_at = now(), method = 'SCREENSIGNATURE' where esignatures_id = ${e.id}`;
  await h.t.db.owner`update outbound.esignatures set status = 'SIGNED', signed_at = now(), current_order = null where id = ${e.id}`;
  return { id: e.id, emails };
};

describe('e-signature completion after a crash', () => {
  it('is resumed by the job: the final PDF, one mail to each signatory and one event', async () => {
    const { id, emails } = await signedThenKilled();
    expect(await documents(id)).toBe(0);
    expect(await completionEvents(id)).toEqual([]);
    expect((await completion(id)).completed_at).toBeNull();

    expect(await resumeEsignatureCompletions(h.deps)).toBeGreaterThanOrEqual(1);
    expect(await documents(id)).toBe(1);
    for (const email of emails) expect(pdfMailsTo(email)).toHaveLength(1);
    const events = await completionEvents(id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ failed: 0 });
    expect((await completion(id)).completed_at).not.toBeNull();

    // Idempotent: the job again, and a late direct call, seal, mail and record nothing more.
    await resumeEsignatureCompletions(h.deps);
    await completeEsignature(h.deps, org, id);
    expect(await documents(id)).toBe(1);
    for (const email of emails) expect(pdfMailsTo(email)).toHaveLength(1);
    expect(await completionEvents(id)).toHaveLength(1);
  });

  it('waits for a killed run\'s claim to run out, then mails only whom that run had not mailed', async () => {
    const { id, emails } = await signedThenKilled();
    // The killed run had claimed it and mailed the first signatory.
    await h.t.db.owner`update outbound.esignatures set completion_claimed_until = now() + interval '5 minutes',
      completion_mailed = ${[emails[0]!]}::text[] where id = ${id}`;
    await resumeEsignatureCompletions(h.deps);
    await completeEsignature(h.deps, org, id);
    expect(await completionEvents(id)).toEqual([]);
    expect(pdfMailsTo(emails[1]!)).toHaveLength(0);

    await h.t.db.owner`update outbound.esignatures set completion_claimed_until = now() - interval '1 second' where id = ${id}`;
    await resumeEsignatureCompletions(h.deps);
    expect(pdfMailsTo(emails[0]!)).toHaveLength(0);
    expect(pdfMailsTo(emails[1]!)).toHaveLength(1);
    expect(await documents(id)).toBe(1);
    expect(await completionEvents(id)).toHaveLength(1);
    // The staff member who sent it is mailed as well; each address is on the list once.
    const mailed = (await completion(id)).completion_mailed;
    expect(mailed.slice(0, 2)).toEqual(emails);
    expect(new Set(mailed).size).toBe(mailed.length);
  });

  it('runs right after the last signature when nothing crashes, and leaves the job nothing to do', async () => {
    const email = nextEmail('signed');
    const e = await draftWith(h, admin, customer, [signatoryBody(email)]);
    await h.call(admin, `/api/v2.5/user/esignatures/${e.id}/send`, { method: 'POST' });
    const signed = await h.ports.signatories.sign(linkOf(h, e, e.signatories[0]!.id, email), { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta);
    expect(signed.esignature_signed).toBe(true);
    expect(pdfMailsTo(email)).toHaveLength(1);
    expect(await completionEvents(e.id)).toHaveLength(1);
    expect((await completion(e.id)).completed_at).not.toBeNull();
    const [pending] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from outbound.pending_completions(100) where id = ${e.id}`;
    expect(pending!.n).toBe(0);
  });

  // The real thing: a process completing it is killed with SIGKILL in the middle of its mails (the first delivered,
  // the second in flight), and the job in another process finishes the work. A server database only (the embedded
  // one is opened by one process at a time).
  it('survives kill -9 halfway through the mails: the job finishes it, the delivered mail is not sent again', async (context) => {
    if (h.t.embedded) context.skip();
    const { id, emails } = await signedThenKilled();
    const child = spawn('npx', ['tsx', fileURLToPath(new URL('./completion-child.ts', import.meta.url)), h.t.ownerUrl, org, id], {
      cwd: fileURLToPath(new URL('../../../../', import.meta.url)), stdio: ['ignore', 'pipe', 'pipe'], detached: true,
    });
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('HANGING')) resolve();
      });
      void exited.then(() => reject(new Error(`the child ended first: ${output} ${errors}`)));
    });
    // npx runs tsx, which runs node: the whole process group dies at once, as in a crash.
    process.kill(-child.pid!, 'SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const delivered = /MAILED (\S+)/.exec(output)![1]!;
    expect(emails).toContain(delivered);

    // Killed: sealed, one address mailed and recorded, no event, not completed, the claim still held.
    expect(await documents(id)).toBe(1);
    expect(await completionEvents(id)).toEqual([]);
    expect(await completion(id)).toMatchObject({ completed_at: null, completion_mailed: [delivered] });
    expect(await resumeEsignatureCompletions(h.deps)).toBe(0);

    // The claim runs out (5 minutes; moved here), and the job finishes: the rest are mailed, one event, one PDF.
    await h.t.db.owner`update outbound.esignatures set completion_claimed_until = now() - interval '1 second' where id = ${id}`;
    expect(await resumeEsignatureCompletions(h.deps)).toBeGreaterThanOrEqual(1);
    expect(pdfMailsTo(delivered)).toHaveLength(0);
    for (const email of emails.filter((e) => e !== delivered)) expect(pdfMailsTo(email)).toHaveLength(1);
    expect(await documents(id)).toBe(1);
    expect(await completionEvents(id)).toHaveLength(1);
    expect((await completion(id)).completed_at).not.toBeNull();
  }, 120_000);
});
