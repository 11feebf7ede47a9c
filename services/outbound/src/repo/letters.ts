import { letterLight, type Language, type Letter, type LetterBody, type LetterRow } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import type { ItemRecord } from './stored.ts';

/** A letter as stored (outbound.letters). */
export type LetterRecord = ItemRecord<Letter, 'opened_at' | 'answered_at', 'is_opened'>;

/** A phone number as stored: spaces dropped. */
export const normaliseTel = (tel: string | null | undefined): string | null => (tel ? tel.replace(/\s+/g, '') : null);

export const findLetter = async (tx: Tx, id: string, lock = false): Promise<LetterRecord | null> => {
  const [row] = await tx<LetterRecord[]>`
    select id, organisations_id, customers_id, customer_name, users_id, email, tel, text, note, language, allow_answer, state,
      created_at, send_at, sent_at, resent_at, resend_cnt, expires_at, opened_at, answered_at, answer_text
    from outbound.letters where id = ${id} ${lock ? tx`for update` : tx``}`;
  return row ?? null;
};

export const insertLetter = async (
  tx: Tx,
  input: { customersId: string; customerName: string; usersId: string; body: LetterBody; language: Language },
): Promise<string> => {
  const { email, tel, text, note, allow_answer: allowAnswer } = input.body;
  const [row] = await tx<{ id: string }[]>`
    insert into outbound.letters (organisations_id, customers_id, customer_name, users_id, email, tel, text, note, language, allow_answer)
    values ((select outbound.caller_organisation()), ${input.customersId}, ${input.customerName}, ${input.usersId}, ${email},
      ${normaliseTel(tel)}, ${text}, ${note ?? null}, ${input.language}, ${allowAnswer ?? false})
    returning id`;
  return row!.id;
};

/** A draft as edited; a language left out keeps the one it has. */
export const updateLetterDraft = async (tx: Tx, id: string, body: LetterBody, language: Language | null): Promise<void> => {
  await tx`update outbound.letters set email = ${body.email}, tel = ${normaliseTel(body.tel)}, text = ${body.text},
      note = ${body.note ?? null}, language = coalesce(${language}, language), allow_answer = ${body.allow_answer ?? false}, updated_at = now()
    where id = ${id}`;
};

export const deleteLetter = async (tx: Tx, id: string): Promise<void> => {
  await tx`delete from outbound.letters where id = ${id}`;
};

export const listLetters = async (tx: Tx, customersId: string): Promise<LetterRow[]> => {
  const rows = await tx<(Pick<LetterRecord, 'id' | 'customers_id' | 'users_id' | 'email' | 'tel' | 'language' | 'state' | 'resend_cnt' | 'created_at' | 'sent_at' | 'resent_at' | 'opened_at' | 'answered_at'>)[]>`
    select id, customers_id, users_id, email, tel, language, state, created_at, sent_at, resent_at, resend_cnt, opened_at, answered_at
    from outbound.letters where customers_id = ${customersId} order by created_at desc, id`;
  return rows.map((r) => ({
    ...r,
    light: letterLight(r.state),
    user_name: null,
    created_at: r.created_at.toISOString(),
    sent_at: r.sent_at?.toISOString() ?? null,
    resent_at: r.resent_at?.toISOString() ?? null,
    opened_at: r.opened_at?.toISOString() ?? null,
    answered_at: r.answered_at?.toISOString() ?? null,
  }));
};
