// Groups the visual pass's findings so one failure message names every problem once, with the routes and widths
// where it shows: a raw key on every width of every settings page is one line, not a hundred.

export type Check = 'overflow' | 'clipped' | 'rawKey' | 'foreign' | 'axe' | 'load';

export interface Problem {
  check: Check;
  /** A heading inside the check: the route for overflow, '[impact] rule: help' for axe, empty for the rest. */
  group: string;
  /** The problem itself, the same text wherever it shows. */
  item: string;
  route: string;
  width: number;
}

export const checkTitles: Record<Check, string> = {
  overflow: 'Horizontal overflow (the page scrolls sideways or content is cut off at the right edge)',
  clipped: 'Clipped header text (th / heading / button / tab / menu link hides overflowing text)',
  rawKey: 'Missing translation: raw i18n keys',
  foreign: 'Missing translation: texts of another language (English words in fi; whole texts of another language\'s locale files)',
  axe: 'axe: critical, serious and moderate violations',
  load: 'Pages that did not finish loading',
};

/** '/customers (390, 768); /todos (390)': where one problem shows. */
const where = (problems: Problem[]): string => {
  const byRoute = new Map<string, number[]>();
  for (const problem of problems) byRoute.set(problem.route, [...new Set([...(byRoute.get(problem.route) ?? []), problem.width])]);
  return [...byRoute].map(([route, widths]) => `${route} (${widths.sort((a, b) => a - b).join(', ')})`).join('; ');
};

const groupBy = <T>(items: T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/**
 * The findings as text: check by check, then group, then each problem with where it shows. `limit` caps the problems
 * listed under one group (the rest are counted); 0 lists all.
 */
export const formatProblems = (problems: Problem[], limit = 0): string => {
  const lines: string[] = [];
  for (const [check, ofCheck] of groupBy(problems, (problem) => problem.check)) {
    lines.push('', `━━ ${checkTitles[check as Check]}: ${ofCheck.length} finding(s)`);
    for (const [group, ofGroup] of groupBy(ofCheck, (problem) => problem.group)) {
      if (group) lines.push(`  ▸ ${group}`);
      const items = [...groupBy(ofGroup, (problem) => problem.item)];
      const shown = limit > 0 ? items.slice(0, limit) : items;
      for (const [item, ofItem] of shown) lines.push(`${group ? '    ' : '  '}• ${item}\n${group ? '      ' : '    '}at ${where(ofItem)}`);
      if (shown.length < items.length) lines.push(`${group ? '    ' : '  '}… and ${items.length - shown.length} more (see the report file)`);
    }
  }
  return lines.join('\n');
};
