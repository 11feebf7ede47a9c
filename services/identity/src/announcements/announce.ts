import { parseArgs } from 'node:util';
import type { Sql } from 'postgres';

/** What the operator writes: every text in Finnish, English and Swedish; no organisation means everyone. */
export interface AnnouncementInput {
  title_fi: string;
  title_en: string;
  title_se: string;
  body_fi: string;
  body_en: string;
  body_se: string;
  organisations_id: string | null;
}

export const announceUsage = 'usage: npm run announce -- --title-fi T --body-fi B --title-en T --body-en B --title-se T --body-se B [--organisation ID]';

const texts = ['title-fi', 'body-fi', 'title-en', 'body-en', 'title-se', 'body-se'] as const;
const limits = { title: 200, body: 20_000 } as const;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The command line's announcement, or the reasons it is not one (each a line for the operator). */
export const parseAnnounceArgs = (argv: readonly string[]): { input: AnnouncementInput } | { problems: string[] } => {
  let values: Record<string, string | undefined>;
  try {
    const parsed = parseArgs({
      args: [...argv],
      options: { ...Object.fromEntries(texts.map((name) => [name, { type: 'string' as const }])), organisation: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    values = parsed.values as Record<string, string | undefined>;
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] };
  }
  const problems: string[] = [];
  const text = (name: (typeof texts)[number]): string => {
    const value = values[name]?.trim() ?? '';
    const limit = limits[name.startsWith('title') ? 'title' : 'body'];
    if (!value) problems.push(`--${name} is required`);
    else if (value.length > limit) problems.push(`--${name} is longer than ${limit} characters`);
    return value;
  };
  const input: AnnouncementInput = {
    title_fi: text('title-fi'), body_fi: text('body-fi'),
    title_en: text('title-en'), body_en: text('body-en'),
    title_se: text('title-se'), body_se: text('body-se'),
    organisations_id: values.organisation?.trim().toLowerCase() || null,
  };
  if (input.organisations_id && !uuidPattern.test(input.organisations_id)) problems.push('--organisation must be an organisation id (uuid)');
  return problems.length > 0 ? { problems } : { input };
};

/** Stores the announcement through the owner connection (the application role may only read them); answers its id. */
export const createAnnouncement = async (owner: Sql, input: AnnouncementInput): Promise<string> => {
  if (input.organisations_id) {
    const [found] = await owner`select 1 from identity.organisations where id = ${input.organisations_id}`;
    if (!found) throw new Error(`no organisation ${input.organisations_id}`);
  }
  const [row] = await owner<{ id: string }[]>`insert into identity.announcements ${owner(input)} returning id`;
  return row!.id;
};
