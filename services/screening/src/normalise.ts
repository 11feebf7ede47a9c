import anyAscii from 'any-ascii';
import { hasAbjad, transliterateAbjad } from './abjad.ts';
import { romaniseHan } from './han.ts';
import { stripLegalForms } from './legal-forms.ts';
import { articles, personSuffixes, personTitles } from './name-words.ts';
import type { EntityType } from './types.ts';

/**
 * How a name is read: persons lose titles and generational suffixes, organisations lose legal forms,
 * 'ANY' (type unknown) loses legal forms only at the edges and in unambiguous spellings.
 */
export type NameStyle = 'PERSON' | 'ORGANIZATION' | 'ANY';

export interface AnalysedName {
  tokens: string[];
  /** Legal forms removed (folded), for LEGAL_FORM evidence. */
  legalForms: string[];
  /** True when a 'Last, First' name was turned into 'First Last'. */
  reordered: boolean;
  /** Written in Arabic or Hebrew script, where short vowels are not written: compared with abjadScore too. */
  abjad: boolean;
}

/** Long names are cut: a few dozen tokens identify any name, and the cut keeps comparisons cheap. */
const maxTokens = 24;

export const styleOf = (type: EntityType | undefined): NameStyle => type ?? 'ANY';

/**
 * Folds text to lower-case ASCII. any-ascii transliterates every script (Cyrillic, Greek, CJK, ...) and maps the
 * Nordic letters the same way on both sides (ä→a, ö→o, å→a, ø→o, æ→ae, ß→ss); Arabic and Hebrew words are
 * transliterated before it with their long vowels (abjad.ts); NFKC first so that full-width, compatibility and
 * Arabic presentation forms fold like their plain letters.
 */
export const foldText = (text: string): string => anyAscii(transliterateAbjad(text.normalize('NFKC'))).toLowerCase();

const rawTokens = (folded: string, style: NameStyle): string[] => {
  const text = folded
    .replace(/['`\u00b4]/g, '')
    // "L.X.C." is one acronym in a company name, but two initials in "J.H. Smith".
    .replace(/\b[a-z0-9](?:\.[a-z0-9]\b)+\.?/g, (m) => (style === 'PERSON' ? m.replace(/\./g, ' ') : m.replace(/\./g, '')))
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return text === '' ? [] : text.split(' ');
};

const onlySuffixes = (tokens: string[]): boolean => tokens.every((t) => personSuffixes.has(t));

/**
 * 'Last, First' (OFAC, UK and many customer files) becomes 'First Last'. Not for organisations, and not when what
 * follows the comma is only a suffix ("Boustany, Jr.") or a legal form ("Anglo-Caribbean Co., Ltd.").
 */
const turnLastFirst = (name: string, style: NameStyle): { text: string; reordered: boolean } => {
  const comma = name.indexOf(',');
  if (style === 'ORGANIZATION' || comma < 0) return { text: name.replace(/,/g, ' '), reordered: false };
  const last = name.slice(0, comma);
  const rest = name.slice(comma + 1).replace(/,/g, ' ');
  const lastTokens = rawTokens(foldText(last), style);
  const restTokens = rawTokens(foldText(rest), style);
  const restIsLegalForm = stripLegalForms(['x', ...restTokens]).tokens.length === 1;
  const keep =
    lastTokens.length === 0 ||
    restTokens.length === 0 ||
    onlySuffixes(restTokens) ||
    restIsLegalForm ||
    (style === 'ANY' && (lastTokens.length > 3 || restTokens.length > 4));
  if (keep) return { text: name.replace(/,/g, ' '), reordered: false };
  return { text: `${rest} ${last}`, reordered: true };
};

/** Articles written apart ("al Zindani") are joined to the next word, as most lists also write them joined. */
const joinArticles = (tokens: string[]): string[] => {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as string;
    const next = tokens[i + 1];
    if (articles.has(token) && next !== undefined && /^[a-z]+$/.test(next)) {
      out.push(token + next);
      i += 1;
    } else {
      out.push(token);
    }
  }
  return out;
};

const dropPersonWords = (tokens: string[]): string[] => {
  const kept = tokens.filter((t) => !personTitles.has(t) && !personSuffixes.has(t));
  return kept.length > 0 ? kept : tokens;
};

export const analyseName = (name: string, style: NameStyle): AnalysedName => {
  const { text, reordered } = turnLastFirst(romaniseHan(name, style !== 'ORGANIZATION'), style);
  let tokens = joinArticles(rawTokens(foldText(text), style));
  let legalForms: string[] = [];
  if (style === 'PERSON') {
    tokens = dropPersonWords(tokens);
  } else {
    const stripped = stripLegalForms(tokens);
    tokens = stripped.tokens;
    legalForms = stripped.removed;
  }
  return { tokens: tokens.slice(0, maxTokens), legalForms, reordered, abjad: hasAbjad(name) };
};

/** Tokens after folding, transliteration, 'Last, First' handling and title / legal-form removal. */
export const normaliseName = (name: string, type?: EntityType): string[] => analyseName(name, styleOf(type)).tokens;
