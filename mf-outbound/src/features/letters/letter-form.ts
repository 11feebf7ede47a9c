import { schemaResolver } from '@tunne/app-kit';
import { LetterBody, type Language, type Letter } from '@tunne/contracts';

// The secure message form (spec §3 Secure message): e-mail, an optional phone for the SMS code, the text.

export interface LetterFormValues {
  email: string;
  tel: string;
  language: Language;
  text: string;
  note: string;
  allow_answer: boolean;
}

export const letterInitialValues = (letter: Letter | null, fallback: { email: string; language: Language }): LetterFormValues => ({
  email: letter?.email ?? fallback.email,
  tel: letter?.tel ?? '',
  language: letter?.language ?? fallback.language,
  text: letter?.text ?? '',
  note: letter?.note ?? '',
  allow_answer: letter?.allow_answer ?? false,
});

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** What the form sends (POST …/letters, PUT letters/{id}); the phone without spaces. */
export const letterBody = (values: LetterFormValues): LetterBody => ({
  email: values.email.trim(),
  tel: values.tel.trim() === '' ? null : values.tel.replace(/\s+/g, ''),
  language: values.language,
  text: values.text.trim(),
  note: text(values.note),
  allow_answer: values.allow_answer,
});

/** The contracts' LetterBody applied to what the form would send. */
export const letterResolver = () =>
  schemaResolver<LetterFormValues, LetterBody>(LetterBody, {
    toBody: letterBody,
    fieldOf: (property) => (['email', 'tel', 'language', 'text', 'note', 'allow_answer'].includes(property) ? (property as keyof LetterFormValues) : undefined),
    refine: (body) => (body.email === '' ? { email: 'required' } : {}),
  });
