import type { Letter, LetterRow } from '@tunne/contracts';

/**
 * The key of a secure message's status text (state.letter.*): a message the recipient answered says "Answered", not
 * just "Read" (issue 26); the light stays the state's.
 */
export const letterStatusKey = (letter: Pick<Letter | LetterRow, 'state' | 'answered_at'>): string =>
  letter.state === 'done' && letter.answered_at ? 'state.letter.answered' : `state.letter.${letter.state}`;
