import { Type, type Static } from '@sinclair/typebox';
import { Email } from '../common.ts';
import { LanguageSchema } from '../language-schema.ts';
import { optionalNullable } from '../schema-helpers.ts';
import type { OutboundItem } from './item.ts';
import type { LetterState } from './states.ts';

// Secure messages, "letters" (spec §3 Secure message, §4): a text and files behind a public link; when tel is given
// the recipient also proves the phone with a one-time SMS code. allow_answer lets them answer with text and files.

/** International format: + and 7–15 digits (spaces allowed in input, stored without). */
export const Tel = Type.String({ pattern: '^\\+?[0-9 ]{7,20}$' });

/** POST /api/v2.5/user/customers/{id}/letters (create, draft) and PUT /api/v2.5/user/letters/{id} (draft only). */
export const LetterBody = Type.Object(
  {
    email: Email,
    tel: optionalNullable(Tel),
    text: Type.String({ minLength: 1, maxLength: 20000 }),
    note: optionalNullable(Type.String({ maxLength: 4000 })),
    language: Type.Optional(LanguageSchema),
    allow_answer: Type.Optional(Type.Boolean()),
  },
  { $id: 'LetterBody', additionalProperties: false },
);
export type LetterBody = Static<typeof LetterBody>;

/** The recipient's answer (allow_answer): text and the ids of files uploaded for it. */
export const LetterAnswerBody = Type.Object(
  { text: Type.String({ maxLength: 20000 }) },
  { $id: 'LetterAnswerBody', additionalProperties: false },
);
export type LetterAnswerBody = Static<typeof LetterAnswerBody>;

export interface Letter extends OutboundItem<LetterState> {
  tel: string | null;
  text: string;
  allow_answer: boolean;
  opened_at: string | null;
  is_opened: boolean;
  answered_at: string | null;
  answer_text: string | null;
}

export type LetterRow = Pick<Letter, 'id' | 'customers_id' | 'email' | 'tel' | 'language' | 'state' | 'light' | 'created_at' | 'sent_at' | 'resent_at' | 'resend_cnt' | 'opened_at' | 'answered_at'> & {
  users_id: string | null;
  user_name: string | null;
};
