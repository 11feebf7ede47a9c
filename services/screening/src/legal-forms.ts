/**
 * Company legal forms. They are dropped from organisation names before comparison ("Oy Yritys Ab" and
 * "Yritys Ltd" are the same company name to a screener) and reported as LEGAL_FORM evidence.
 * Entries are folded token sequences (see normalise.ts: dots and slashes already removed, so "A/S" is "a s").
 */

/** Forms that are never ordinary words in names: removed wherever they stand. */
const anywhere = [
  // Nordic
  'oy', 'oyj', 'osakeyhtio', 'julkinen osakeyhtio', 'kommandiittiyhtio', 'avoin yhtio', 'tmi', 'toiminimi', 'osk',
  'osuuskunta', 'abp', 'aktiebolag', 'aktiebolaget', 'handelsbolag', 'kommanditbolag', 'ekonomisk forening', 'asa',
  'aksjeselskap', 'allmennaksjeselskap', 'ans', 'nuf', 'aps', 'a s', 'i s', 'k s', 'p s', 'a b', 'aktieselskab',
  'anpartsselskab', 'ehf', 'hf',
  // English
  'ltd', 'limited', 'llc', 'l l c', 'plc', 'llp', 'lllp', 'inc', 'incorporated', 'corp', 'corporation', 'co ltd',
  'company limited', 'pte', 'pty', 'bhd', 'sdn bhd', 'pvt', 'private limited', 'limited liability company',
  'limited liability partnership', 'public limited company',
  // German, Dutch, French, Southern Europe, Latin America
  'gmbh', 'mbh', 'gmbh co kg', 'gmbh and co kg', 'gmbh and co', 'ag and co kg', 'ohg', 'ug', 'kgaa', 'e v', 'bv', 'b v', 'nv', 'n v', 'vof', 'sarl', 's a r l', 'sas',
  's a s', 'eurl', 'sasu', 'srl', 's r l', 'spa', 's p a', 'sa de cv', 's a de c v', 'sapi de cv', 'ltda', 'eireli',
  'sociedad anonima', 'societe anonyme', 'sociedade anonima', 'societa per azioni',
  // Russian, Ukrainian, Belarusian and other post-Soviet forms, transliterated and translated
  'ooo', 'oao', 'zao', 'pao', 'ojsc', 'cjsc', 'pjsc', 'jsc', 'jscb', 'fgup',
  'joint stock company', 'open joint stock company', 'closed joint stock company', 'public joint stock company',
  'joint stock commercial bank', 'closed joint stock', 'open joint stock', 'public joint stock',
  'obshchestvo s ogranichennoi otvetstvennostyu', 'obshchestvo s ogranichennoy otvetstvennostyu',
  'aktsionernoe obshchestvo', 'aktsionernoye obshchestvo', 'publichnoe aktsionernoe obshchestvo',
  'otkrytoe aktsionernoe obshchestvo', 'zakrytoe aktsionernoe obshchestvo',
  // Asian
  'co ltd', 'kabushiki kaisha', 'kk', 'yugen kaisha', 'tbk', 'jsc co', 'fze', 'fzco', 'fzc', 'fz llc', 'dmcc', 'wll',
  'spc', 'saog', 'saoc', 'psc', 'pjsc co',
];

/**
 * Forms that are also common short words or name parts ("As", "Ab", "Sa", "Ag", "Co", "Da"): removed only where a
 * legal form is written, at the end of a name, and for the forms that are also written first ("AB Volvo",
 * "AS Showme", "OOO Romashka") at the start.
 */
const atStartOrEnd = [
  'as', 'ab', 'ao', 'ky', 'ay', 'as oy', 'oy ab', 'ab oy', 'ou', 'uab', 'sia', 'tov', 'pat', 'prat', 'ip', 'gup', 'mup',
  'doo', 'd o o', 'sp',
];
const atEnd = [
  ...atStartOrEnd, 'hb', 'kb', 'da', 'ba', 'sa', 'ag', 'kg', 'se', 'co', 'company', 'ad', 'dd', 'sl', 'sro', 's r o',
  'and co', 'co kg', 'and co kg', 'sal', 's a l', 'sae', 's a e', 'et cie', 'cie', 'lp', 'ltd co',
];

const toSequences = (forms: string[]): string[][] =>
  [...new Set(forms)].map((f) => f.split(' ')).sort((a, b) => b.length - a.length);

const legalFormsAnywhere: readonly string[][] = toSequences(anywhere);
const legalFormsAtStart: readonly string[][] = toSequences(atStartOrEnd);
const legalFormsAtEnd: readonly string[][] = toSequences(atEnd);

const startsWithAt = (tokens: readonly string[], at: number, seq: readonly string[]): boolean =>
  seq.every((t, i) => tokens[at + i] === t);

/**
 * Removes legal forms; returns the remaining tokens and the removed forms. Keeps the tokens when nothing but
 * legal forms would remain (a company called "Oy Ab" is still called something).
 */
export const stripLegalForms = (tokens: readonly string[]): { tokens: string[]; removed: string[] } => {
  const removed: string[] = [];
  let current = [...tokens];
  for (let changed = true; changed && current.length > 0; ) {
    changed = false;
    const out: string[] = [];
    for (let i = 0; i < current.length; ) {
      const seq = legalFormsAnywhere.find((s) => startsWithAt(current, i, s));
      if (seq) {
        removed.push(seq.join(' '));
        i += seq.length;
        changed = true;
      } else {
        out.push(current[i] as string);
        i += 1;
      }
    }
    const head = legalFormsAtStart.find((s) => s.length < out.length && startsWithAt(out, 0, s));
    if (head) {
      removed.push(head.join(' '));
      out.splice(0, head.length);
      changed = true;
    }
    const tail = legalFormsAtEnd.find((s) => s.length < out.length && startsWithAt(out, out.length - s.length, s));
    if (tail) {
      removed.push(tail.join(' '));
      out.splice(out.length - tail.length, tail.length);
      changed = true;
    }
    if (out.length === 0) return { tokens: [...tokens], removed: [] };
    current = out;
  }
  return { tokens: current, removed };
};
