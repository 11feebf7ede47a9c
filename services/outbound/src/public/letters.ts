import { randomInt } from 'node:crypto';
import { outboundFileLimits, type LinkAddress, type PublicLetterView, type PublicLettersPort } from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';
import { buildLetterView, publicOrganisation } from '../answers/view.ts';
import { clock, type OutboundPortsDeps } from '../deps.ts';
import { logoAddress, organisationMail } from '../mail/organisation-mail.ts';
import { codeSms, letterAnswerMail } from '../mail/texts.ts';
import { addEvent } from '../repo/events.ts';
import { addNotice } from '../repo/notices.ts';
import { mailOwner } from '../notices/owner-mail.ts';
import { countFiles, insertFile, listFiles, readFileContent, sha256Hex } from '../repo/files.ts';
import { findLetter, type LetterRecord } from '../repo/letters.ts';
import { readSettings } from '../repo/settings.ts';
import { linkInvalid, withLink } from './link.ts';
import { checkIncomingFile } from './requests.ts';

const codeMinutes = 10;
const codeAttempts = 5;

const codeHash = (lettersId: string, code: string) => sha256Hex(`${lettersId}:${code}`);

const openLetter = async (tx: Tx, link: LinkAddress, lock = false): Promise<LetterRecord> => {
  const letter = await findLetter(tx, link.id, lock);
  if (!letter || letter.customers_id !== link.customersId || letter.state === 'draft') throw linkInvalid();
  return letter;
};

/**
 * Whether the recipient proved the phone: the newest code of the letter, unexpired, within its attempts, matches.
 * A letter without a tel needs none. A wrong code counts an attempt (LINK_CODE_INVALID); none given: null.
 */
const proveCode = async (tx: Tx, letter: LetterRecord, code: string | null, now: Date): Promise<boolean | null> => {
  if (!letter.tel) return true;
  if (!code) return null;
  const [row] = await tx<{ id: string; code_hash: string; expires_at: Date; attempts: number }[]>`
    select id, code_hash, expires_at, attempts from outbound.letter_codes where letters_id = ${letter.id}
    order by created_at desc limit 1 for update`;
  if (!row || row.expires_at.getTime() <= now.getTime() || row.attempts >= codeAttempts) return false;
  if (row.code_hash !== codeHash(letter.id, code.trim())) {
    await tx`update outbound.letter_codes set attempts = attempts + 1 where id = ${row.id}`;
    return false;
  }
  await tx`update outbound.letter_codes set verified_at = coalesce(verified_at, now()) where id = ${row.id}`;
  return true;
};

/** The letter with the code proven, else LINK_CODE_REQUIRED / LINK_CODE_INVALID. A wrong code's attempt is kept. */
const withProvenLetter = async <T>(deps: OutboundPortsDeps, link: LinkAddress, code: string | null, fn: (tx: Tx, letter: LetterRecord) => Promise<T>): Promise<T> => {
  type Outcome = { ok: false; problem: 'LINK_CODE_REQUIRED' | 'LINK_CODE_INVALID' } | { ok: true; value: T };
  const outcome = await withLink(deps, link, 'letter', async (tx): Promise<Outcome> => {
    const letter = await openLetter(tx, link, true);
    const proven = await proveCode(tx, letter, code, clock(deps));
    if (proven === null) return { ok: false, problem: 'LINK_CODE_REQUIRED' };
    if (!proven) return { ok: false, problem: 'LINK_CODE_INVALID' };
    return { ok: true, value: await fn(tx, letter) };
  });
  if (!outcome.ok) throw new AppError(outcome.problem, outcome.problem === 'LINK_CODE_REQUIRED' ? 'Enter the code sent to your phone' : 'The code is wrong or has expired');
  return outcome.value;
};

const telHint = (tel: string): string => `•••• ${tel.slice(-4)}`;

/** The recipient's side of letters (OutboundPublicPorts.letters). */
export const publicLetters = (deps: OutboundPortsDeps): PublicLettersPort => ({
  view: async (link, code, meta) => {
    const profile = await deps.organisations.profile(link.organisationsId);
    // No code yet on a letter with a tel: the code step, naming nothing of the letter but the phone's last digits.
    const step = await withLink(deps, link, 'letter', async (tx) => {
      const letter = await openLetter(tx, link);
      return letter.tel && !code ? { letter, settings: await readSettings(tx) } : null;
    });
    if (step) {
      const view: PublicLetterView = { needs_code: true, organisation: publicOrganisation(profile, step.settings), language: step.letter.language, tel_hint: telHint(step.letter.tel!) };
      return view;
    }
    return withProvenLetter(deps, link, code, async (tx, letter) => {
      const now = clock(deps);
      if (!letter.opened_at) {
        await tx`update outbound.letters set opened_at = ${now}, state = 'done', next_reminder_at = null, updated_at = now() where id = ${letter.id}`;
        await addEvent(tx, { customersId: letter.customers_id, kind: 'letter', id: letter.id, type: 'opened', usersId: null, data: { ipaddress: meta.ipaddress, user_agent: meta.userAgent?.slice(0, 300) ?? null } });
      }
      const files = await listFiles(tx, 'letter', letter.id);
      const settings = await readSettings(tx);
      return buildLetterView(letter, { profile, settings, files, now, expiresAt: letter.expires_at ?? now });
    });
  },

  sendCode: async (link) => {
    if (!deps.sms) throw new AppError('SMS_UNAVAILABLE', 'Text messages cannot be sent');
    const sms = deps.sms;
    const profile = await deps.organisations.profile(link.organisationsId);
    await withLink(deps, link, 'letter', async (tx) => {
      const letter = await openLetter(tx, link, true);
      if (!letter.tel) throw new AppError('VALIDATION_FAILED', 'The message needs no code');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock(deps);
      await tx`insert into outbound.letter_codes (organisations_id, letters_id, code_hash, expires_at)
        values ((select outbound.caller_organisation()), ${letter.id}, ${codeHash(letter.id, code)}, ${new Date(now.getTime() + codeMinutes * 60_000)})`;
      await addEvent(tx, { customersId: letter.customers_id, kind: 'letter', id: letter.id, type: 'code_sent', usersId: null });
      const settings = await readSettings(tx);
      try {
        await sms.send(letter.tel, codeSms(letter.language, code, settings.outbound_email_name ?? profile?.name ?? ''));
      } catch {
        throw new AppError('SMS_UNAVAILABLE', 'The text message could not be sent');
      }
    });
  },

  file: async (link, code, filesId) => {
    const file = await withProvenLetter(deps, link, code, (tx) => (/^[0-9a-f-]{36}$/.test(filesId) ? readFileContent(tx, 'letter', link.id, filesId) : Promise.resolve(null)));
    if (!file) throw new AppError('FILE_NOT_FOUND', 'File not found');
    return file;
  },

  addAnswerFile: async (link, code, incoming) => {
    const file = checkIncomingFile(incoming);
    return withProvenLetter(deps, link, code, async (tx, letter) => {
      if (!letter.allow_answer) throw new AppError('ANSWER_NOT_ALLOWED', 'The message cannot be answered');
      if (letter.answered_at) throw new AppError('LINK_ALREADY_ANSWERED', 'The message has already been answered');
      if ((await countFiles(tx, 'letter', letter.id)) >= outboundFileLimits.maxFiles) throw new AppError('TOO_MANY_FILES', 'Too many files', '/file');
      const stored = await insertFile(tx, { customersId: letter.customers_id, kind: 'letter', itemId: letter.id, role: 'answer', ...file });
      await addEvent(tx, { customersId: letter.customers_id, kind: 'letter', id: letter.id, type: 'file_added', usersId: null, data: { files_id: stored.id, sha256: stored.sha256 } });
      return stored;
    });
  },

  answer: async (link, code, body, meta) => {
    const text = body.text.trim();
    const letter = await withProvenLetter(deps, link, code, async (tx, current) => {
      if (!current.allow_answer) throw new AppError('ANSWER_NOT_ALLOWED', 'The message cannot be answered');
      if (current.answered_at) throw new AppError('LINK_ALREADY_ANSWERED', 'The message has already been answered');
      if (!text && (await countFiles(tx, 'letter', current.id)) === (await listFiles(tx, 'letter', current.id, 'attachment')).length) {
        throw new AppError('MISSING_TEXT', 'The answer is empty', '/text');
      }
      const now = clock(deps);
      await tx`update outbound.letters set answered_at = ${now}, answer_text = ${text}, state = 'done',
          opened_at = coalesce(opened_at, ${now}), next_reminder_at = null, updated_at = now() where id = ${current.id}`;
      await addEvent(tx, { customersId: current.customers_id, kind: 'letter', id: current.id, type: 'answered', usersId: null, data: { ipaddress: meta.ipaddress, user_agent: meta.userAgent?.slice(0, 300) ?? null } });
      // The message's owner learns of the reply (issue 26): a notice on their home page, and a mail below.
      if (current.users_id) await addNotice(tx, { usersId: current.users_id, kind: 'letter', itemId: current.id, type: 'replied' });
      return { ...current, settings: await readSettings(tx) };
    });
    const profile = await deps.organisations.profile(link.organisationsId);
    const sender = letter.settings.outbound_email_name ?? profile?.name ?? '';
    const brand = { logoUrl: logoAddress(deps, letter.settings, profile), language: letter.language };
    await deps.mailer.send(organisationMail(letter.settings, sender, { to: letter.email, ...letterAnswerMail(letter.language, sender) }, brand)).catch(() => undefined);
    await mailOwner(deps, link.organisationsId, letter.users_id, { kind: 'letter', customersId: letter.customers_id, itemId: letter.id, customerName: letter.customer_name });
  },
});
