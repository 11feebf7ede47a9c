import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { langs, type Lang } from './locales.ts';

// The layout and language checks of the visual pass (e2e/tests/visual.spec.ts), run inside the page. Each returns
// findings as short, human-readable lines; the spec groups them by route and width into one failure message.

export interface PageFindings {
  /** The page scrolls sideways, or content is cut off at the window's right edge: which of these, and where. */
  overflow: { kind: string; detail: string }[];
  /** Header cells, headings, buttons, tabs or menu links whose text is cut off. */
  clipped: string[];
  /** Visible texts (or aria-label / placeholder / title / alt) that look like i18n keys. */
  rawKeys: string[];
  /** Texts of another language than the page's own. */
  foreign: string[];
}

/**
 * Common English UI words that never belong in the Finnish UI (capitalised, as buttons and headers write them). 'No' is
 * left out: it is also Finnish.
 */
export const englishWords = [
  'Loading', 'Save', 'Cancel', 'Actions', 'Delete', 'Edit', 'Close', 'Search', 'Settings', 'Submit', 'Back', 'Next',
  'Previous', 'Download', 'Upload', 'Error', 'Required', 'Select', 'Remove', 'Add', 'Open', 'Yes', 'Name', 'Status',
  'Created', 'Updated', 'Customers', 'Customer', 'Show', 'Hide', 'Confirm',
];

const repoRoot = new URL('../../../', import.meta.url);
/** The workspaces whose locale files the staff UI shows (mf-public serves logged-out pages only). */
const localeRoots = ['app-kit', 'shell', 'mf-customers', 'mf-alerts', 'mf-risk', 'mf-outbound', 'mf-settings'];

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

/** Every text of every locale file of `lang` in the staff UI's workspaces. */
const localeValues = (lang: Lang): Set<string> =>
  new Set(
    localeRoots.flatMap((root) =>
      (readdirSync(new URL(`${root}/src/`, repoRoot), { recursive: true }) as string[])
        .filter((file) => /(^|\/)locales\/(.+\/)?[a-z]{2}\.json$/.test(file) && file.endsWith(`${lang}.json`))
        .flatMap((file) => strings(JSON.parse(readFileSync(new URL(`${root}/src/${file}`, repoRoot), 'utf8')))),
    ),
  );

/** Compared without the required mark, a trailing colon or ellipsis, and case. */
const normalise = (text: string): string => text.replace(/[\s*:…]+$/u, '').trim().toLowerCase();

/**
 * The texts that mean another language on a `lang` page: every whole text of the other languages' locale files that
 * is not also a text of `lang`'s (i18next falls back to Finnish for a key missing in en or se; a hard-coded label shows
 * in every language). Texts with placeholders, and short ones ('OK', 'PEP', 'FI'), are left out.
 */
export const foreignTexts = (lang: Lang): string[] => {
  const own = new Set([...localeValues(lang)].map(normalise));
  const others = langs.filter((other) => other !== lang).flatMap((other) => [...localeValues(other)]);
  return [...new Set(others.map(normalise))].filter((text) => text.length >= 4 && /\p{L}{3}/u.test(text) && !text.includes('{{') && !own.has(text));
};

/** Gives the page the foreign texts once (the pass never reloads it): checkPage reads them from window. */
export const installForeignTexts = (page: Page, texts: string[]): Promise<void> =>
  page.evaluate((list) => {
    (window as unknown as { __visualForeignTexts?: string[] }).__visualForeignTexts = list;
  }, texts);

interface CheckOptions {
  englishWords: string[];
}

/** Runs the overflow, clipping, raw-key and foreign-word checks on the page as it is now. */
export const checkPage = async (page: Page, lang: Lang): Promise<PageFindings> =>
  page.evaluate(
    ({ englishWords }: CheckOptions): PageFindings => {
      const width = window.innerWidth;
      const findings: PageFindings = { overflow: [], clipped: [], rawKeys: [], foreign: [] };
      const style = (el: Element) => getComputedStyle(el);
      const squash = (text: string | null | undefined, max = 48) => {
        const value = (text ?? '').replace(/\s+/g, ' ').trim();
        return value.length > max ? `${value.slice(0, max - 1)}…` : value;
      };
      /** Where an element is: its landmark, then tag#id[role][aria-label] "text". */
      const describe = (el: Element): string => {
        const landmark = el.closest('header, nav, main, aside, footer, [role=dialog], [role=alertdialog], [role=region]');
        const landmarkName = landmark
          ? `${landmark.getAttribute('role') ?? landmark.tagName.toLowerCase()}${landmark.getAttribute('aria-label') ? `("${squash(landmark.getAttribute('aria-label'), 24)}")` : ''} › `
          : '';
        const table = el.closest('table');
        const tableName = table && table !== el && table !== landmark ? `table${table.getAttribute('aria-label') ? `("${squash(table.getAttribute('aria-label'), 24)}")` : ''} › ` : '';
        const role = el.getAttribute('role');
        const label = el.getAttribute('aria-label');
        const text = squash((el as HTMLElement).innerText ?? el.textContent);
        return `${landmarkName}${tableName}${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${role ? `[role=${role}]` : ''}${label ? `[aria-label="${squash(label, 32)}"]` : ''}${text ? ` "${text}"` : ''}`;
      };
      const rendered = (el: Element): boolean => {
        if (el.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
        const css = style(el);
        if (css.visibility === 'hidden' || css.display === 'none' || Number(css.opacity) === 0) return false;
        const rect = el.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0;
      };
      /** The screen-reader-only technique (1 px box, clip or clip-path): text meant to be unseen. */
      const visuallyHidden = (el: Element): boolean => {
        for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
          const css = style(node);
          if (css.display === 'contents') continue;
          const rect = node.getBoundingClientRect();
          if (rect.width <= 1 || rect.height <= 1) return true;
          if ((css.clip && css.clip !== 'auto') || (css.clipPath && css.clipPath !== 'none')) return true;
        }
        return false;
      };
      const clips = (value: string) => value === 'hidden' || value === 'clip';
      const scrolls = (value: string) => value === 'auto' || value === 'scroll';

      // ---- Horizontal overflow -----------------------------------------------------------------------------------
      // 1. The document scrolls sideways. 2. The page's own scroller (the frame's <main>, which scrolls while the
      // frame itself is fixed to the window) scrolls sideways. 3. Something reaches past the window's right edge and
      // the only thing that clips it is the window-wide frame: content that cannot be reached at all. A wide table
      // inside its own horizontal scroller is not page overflow.
      const scroller = document.scrollingElement ?? document.documentElement;
      /**
       * Whether a box between `el` and `root` clips `el`. An absolutely positioned element escapes every box up to its
       * containing block (its nearest positioned ancestor), so the chain jumps there: the screen-reader-only text that
       * widens a page from inside a table scroller is found this way.
       */
      const clippedWithin = (el: Element, root: Element): boolean => {
        let node: Element | null = el;
        while (node && node !== root) {
          const position = style(node).position;
          let next: Element | null = node.parentElement;
          if (position === 'absolute') {
            while (next && next !== root && style(next).position === 'static' && style(next).transform === 'none') next = next.parentElement;
          }
          if (!next || next === root) return false;
          if (style(next).overflowX !== 'visible') return true;
          node = next;
        }
        return false;
      };
      /** The outermost elements that reach past `box`'s right edge without anything inside `root` clipping them. */
      const offenders = (box: DOMRect, root: Element): string[] => {
        const all = Array.from(root.querySelectorAll('*'));
        const past = all.filter((el) => {
          if (el.getBoundingClientRect().right <= box.right + 1) return false;
          const css = style(el);
          return css.display !== 'none' && css.position !== 'fixed' && !clippedWithin(el, root);
        });
        const outermost = past.filter((el) => !past.some((other) => other !== el && other.contains(el)));
        const seen = outermost.filter((el) => rendered(el) && !visuallyHidden(el));
        const edge = (el: Element) => Math.round(el.getBoundingClientRect().right);
        if (seen.length > 0) return seen.slice(0, 4).map((el) => `${describe(el)} (right edge ${edge(el)} px)`);
        if (outermost.length > 0) {
          return outermost.slice(0, 4).map((el) => {
            const rect = el.getBoundingClientRect();
            const what = visuallyHidden(el) ? 'screen-reader-only' : 'not visible';
            return `${describe(el)} (${what}, ${Math.round(rect.width)}×${Math.round(rect.height)} px, ${style(el).position}, right edge ${edge(el)} px)`;
          });
        }
        // Text wider than its own box (a long word, nowrap) overflows without any element's box doing so: the
        // innermost elements whose content reaches past the edge are named.
        const spilling = all.filter(
          (el) =>
            el.getBoundingClientRect().left + el.scrollWidth > box.right + 1 &&
            style(el).display !== 'none' &&
            style(el).overflowX === 'visible' &&
            !clippedWithin(el, root),
        );
        const innermost = spilling.filter((el) => !spilling.some((other) => other !== el && el.contains(other)));
        return innermost.slice(0, 4).map((el) => `${describe(el)} (its content is ${el.scrollWidth} px wide in a ${el.clientWidth} px box)`);
      };
      if (scroller.scrollWidth > width + 1) {
        findings.overflow.push({
          kind: 'the document scrolls sideways',
          detail: `${scroller.scrollWidth} px wide in a ${width} px window; ${offenders(new DOMRect(0, 0, width, 0), document.body).join('; ') || 'no single element found'}`,
        });
      }
      const main = document.querySelector('main');
      if (main && scrolls(style(main).overflowX) && main.scrollWidth > main.clientWidth + 1) {
        const box = main.getBoundingClientRect();
        const inner = new DOMRect(box.left, box.top, main.clientWidth, box.height);
        findings.overflow.push({
          kind: 'the page (<main>, the frame\'s scroller) scrolls sideways',
          detail: `${main.scrollWidth} px of content in ${main.clientWidth} px; ${offenders(inner, main).join('; ') || 'no single element found'}`,
        });
      }
      const frameCut: Element[] = [];
      const walkFrame = (el: Element) => {
        for (const child of Array.from(el.children)) {
          if (child === main) continue;
          const css = style(child);
          if (css.display === 'none' || css.position === 'fixed') continue;
          if (scrolls(css.overflowX)) continue;
          const rect = child.getBoundingClientRect();
          if (rect.width > 0 && rect.right > width + 1 && rendered(child) && !visuallyHidden(child)) {
            frameCut.push(child);
            continue;
          }
          // A box narrower than the window that clips its children hides them on purpose (checked as clipping below).
          if (clips(css.overflowX) && rect.right <= width + 1 && rect.width < width - 1) continue;
          walkFrame(child);
        }
      };
      walkFrame(document.body);
      if (frameCut.length > 0 && scroller.scrollWidth <= width + 1) {
        findings.overflow.push({
          kind: 'content is cut off at the window\'s right edge (nothing scrolls to it)',
          detail: frameCut.slice(0, 4).map((el) => `${describe(el)} (right edge ${Math.round(el.getBoundingClientRect().right)} px in a ${width} px window)`).join('; '),
        });
      }

      // ---- Clipped header text ----------------------------------------------------------------------------------
      // A header cell, heading, button, tab or menu link is clipped when it, or an element inside it that holds text,
      // hides overflowing text: overflow-x hidden/clip (text-overflow: ellipsis needs it) with scrollWidth > clientWidth
      // + 1, or overflow-y hidden/clip with scrollHeight > clientHeight + 2 (line clamps, fixed heights; 2 px spares
      // glyph overhang). Screen-reader-only text (1 px boxes, clip) and elements not rendered are skipped.
      const candidates = document.querySelectorAll(
        'th, [role=columnheader], h1, h2, h3, h4, h5, h6, [role=heading], button, [role=button], [role=tab], nav a',
      );
      const seen = new Set<Element>();
      for (const candidate of Array.from(candidates)) {
        if (!rendered(candidate) || visuallyHidden(candidate)) continue;
        const boxes = [candidate, ...Array.from(candidate.querySelectorAll('*'))];
        for (const box of boxes) {
          if (seen.has(box)) continue;
          const hasText = Array.from(box.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
          if (box !== candidate && !hasText) continue;
          if (!rendered(box) || visuallyHidden(box)) continue;
          if (!(box as HTMLElement).innerText?.trim()) continue;
          const css = style(box);
          const el = box as HTMLElement;
          const wide = clips(css.overflowX) && el.scrollWidth > el.clientWidth + 1;
          const tall = clips(css.overflowY) && el.scrollHeight > el.clientHeight + 2;
          if (!wide && !tall) continue;
          seen.add(box);
          const how = wide
            ? `${el.scrollWidth} px of text in ${el.clientWidth} px${css.textOverflow === 'ellipsis' ? ', ellipsis' : ''}`
            : `${el.scrollHeight} px of text in ${el.clientHeight} px high`;
          findings.clipped.push(`${describe(candidate)}${box === candidate ? '' : ` (inner ${box.tagName.toLowerCase()})`}: ${how}${el.title ? ' (has a title)' : ''}`);
          break;
        }
      }

      // ---- Missing translations ---------------------------------------------------------------------------------
      // Visible text plus the texts users meet without seeing them (aria-label, placeholder, title, alt).
      const labelled = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')).filter(
        (el) => !el.closest('[aria-hidden="true"]') && el.tagName !== 'HTML',
      );
      const attributeTexts = labelled.flatMap((el) =>
        ['aria-label', 'placeholder', 'title', 'alt']
          .map((name) => ({ name, value: el.getAttribute(name) }))
          .filter((entry): entry is { name: string; value: string } => Boolean(entry.value))
          .map((entry) => ({ text: entry.value, where: `${el.tagName.toLowerCase()}[${entry.name}]` })),
      );
      const texts = [
        ...document.body.innerText.split('\n').map((line) => ({ text: line, where: 'text' })),
        ...attributeTexts,
      ];
      // Not keys: e-mail addresses, web addresses, domain and file names, and abbreviations such as e.g. / t.ex.
      const notKey = /^(e\.g|i\.e|a\.k\.a|p\.o|v\.s|n\.n|t\.ex|bl\.a|o\.s\.v|d\.v\.s|m\.fl|s\.k|m\.m)$|\.(fi|se|com|org|net|eu|io|ax|uk|de|app|local|png|jpe?g|gif|svg|webp|pdf|csv|xlsx?|docx?|txt|json|xml|zip|gz|tar|html?)$/i;
      // The brief's key pattern \b[a-z]+(\.[a-zA-Z_]+)+\b, taken as a whole token: not the tail of a file name or path
      // ('list.csv.gz' is no key 'csv.gz').
      const keyPattern = /(?<![\w./@\\-])[a-z]+(\.[a-zA-Z_]+)+(?![\w/@\\-])/g;
      const keys = new Set<string>();
      const words = new Set<string>();
      const foreignList = (window as unknown as { __visualForeignTexts?: string[] }).__visualForeignTexts;
      if (!foreignList) throw new Error('installForeignTexts was not called on this document (did the page reload?)');
      const foreign = new Set(foreignList);
      const wordPattern = englishWords.length
        ? new RegExp(`(?<![\\p{L}\\p{N}])(${englishWords.join('|')})(?![\\p{L}\\p{N}])`, 'u')
        : null;
      const quote = (text: string, where: string) => (where === 'text' ? `"${squash(text, 60)}"` : `${where}="${squash(text, 60)}"`);
      for (const { text, where } of texts) {
        const cleaned = text.replace(/\S+@\S+/g, ' ').replace(/\b(https?:\/\/|www\.)\S+/g, ' ');
        for (const match of cleaned.matchAll(keyPattern)) {
          if (!notKey.test(match[0])) keys.add(`"${match[0]}" in ${quote(text, where)}`);
        }
        const word = wordPattern?.exec(text);
        if (word) words.add(`English word "${word[1]}" in ${quote(text, where)}`);
        if (foreign.has(text.replace(/[\s*:…]+$/u, '').trim().toLowerCase())) words.add(`another language's text ${quote(text, where)}`);
      }
      findings.rawKeys.push(...keys);
      findings.foreign.push(...words);
      return findings;
    },
    { englishWords: lang === 'fi' ? englishWords : [] },
  );

/**
 * Names the elements behind axe's CSS selectors (hashed class names tell a reader nothing): the nearest named section,
 * table, form or dialog, then the element's tag and text.
 */
export const describeTargets = async (page: Page, selectors: string[]): Promise<string[]> =>
  page.evaluate((list: string[]) => {
    const squash = (text: string | null | undefined, max: number) => {
      const value = (text ?? '').replace(/\s+/g, ' ').trim();
      return value.length > max ? `${value.slice(0, max - 1)}…` : value;
    };
    const nameOf = (el: Element): string =>
      squash(
        el.getAttribute('aria-label') ??
          el.querySelector(':scope > caption, :scope > legend, :scope > h1, :scope > h2, :scope > h3, :scope > header h2, :scope > header h3')?.textContent ??
          el.getAttribute('title'),
        40,
      );
    return list.map((selector) => {
      let el: Element | null = null;
      try {
        el = document.querySelector(selector);
      } catch {
        return '';
      }
      if (!el) return '';
      const context: string[] = [];
      for (let node = el.parentElement; node && context.length < 2; node = node.parentElement) {
        const tag = node.tagName.toLowerCase();
        const role = node.getAttribute('role');
        if (['main', 'header', 'nav', 'aside', 'table', 'form', 'fieldset', 'section', 'dialog'].includes(tag) || (role && ['dialog', 'region', 'search', 'alertdialog'].includes(role))) {
          const name = nameOf(node);
          context.unshift(`${role ?? tag}${name ? `("${name}")` : ''}`);
        }
      }
      const text = squash((el as HTMLElement).innerText ?? el.textContent, 40);
      return `${context.join(' › ')}${context.length > 0 ? ' › ' : ''}${el.tagName.toLowerCase()}${text ? ` "${text}"` : ''}`;
    });
  }, selectors);
