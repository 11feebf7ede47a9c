/**
 * Identifier examples written in UI texts (hints such as "For example 010190-123M"), found by their shape, with the
 * validator each must pass (issue 26: a hint refused by its own validator). Used by the locale tests of the forms.
 */
import type { IdentifierKind } from './types.ts';

export interface IdentifierExample {
  country: string;
  kind: IdentifierKind;
  value: string;
}

const shapes: readonly { country: string; kind: IdentifierKind; pattern: RegExp }[] = [
  // Finnish personal identity code: DDMMYY, century sign, individual number, check character.
  { country: 'FI', kind: 'person', pattern: /(?<![\dA-Z])\d{6}[-+ABCDEFUVWXY]\d{3}[0-9A-Y](?![\dA-Z])/g },
  // Swedish personnummer with the century: YYYYMMDD-NNNN.
  { country: 'SE', kind: 'person', pattern: /(?<![\d-])\d{8}-\d{4}(?![\d-])/g },
  // Finnish business id (Y-tunnus): NNNNNNN-N.
  { country: 'FI', kind: 'business', pattern: /(?<![\d-])\d{7}-\d(?![\d-])/g },
];

/** Every identifier-shaped example in a text. */
export const identifierExamples = (text: string): IdentifierExample[] =>
  shapes.flatMap(({ country, kind, pattern }) => [...text.matchAll(pattern)].map((match) => ({ country, kind, value: match[0] })));
