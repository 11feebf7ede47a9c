import type { Hono } from 'hono';
import { IdParams, LetterBody, letterLight, type Letter, type OutboundFile } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, tenancyOf, type AuthEnv, type Tx } from '@tunne/platform';
import { buildLetterView } from '../answers/view.ts';
import { clock, type OutboundDeps } from '../deps.ts';
import { listFiles } from '../repo/files.ts';
import { deleteLetter, findLetter, insertLetter, listLetters, updateLetterDraft, type LetterRecord } from '../repo/letters.ts';
import { readSettings } from '../repo/settings.ts';
import { publicItemUrl } from '../sending/deliver.ts';
import { draftRoutes, inDraft } from './draft-routes.ts';
import { itemFileRoutes } from './item-files.ts';
import { notFound } from './shared.ts';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export const toLetter = (l: LetterRecord, files: OutboundFile[], publicUrl: string): Letter => {
  const { organisations_id: organisationsId, customer_name: _name, ...rest } = l;
  return {
    ...rest,
    organizations_id: organisationsId,
    light: letterLight(l.state),
    created_at: l.created_at.toISOString(),
    send_at: iso(l.send_at),
    sent_at: iso(l.sent_at),
    resent_at: iso(l.resent_at),
    opened_at: iso(l.opened_at),
    is_opened: l.opened_at !== null,
    answered_at: iso(l.answered_at),
    expires_at: iso(l.expires_at),
    files,
    public_url: publicUrl,
  };
};

/** Secure messages, staff side (spec §3 Secure message, §4, §7; issue 13). */
export const letterRoutes = (app: Hono<AuthEnv>, deps: OutboundDeps): void => {
  const { db } = deps;
  const base = '/api/v2.5/user/letters';

  const readFull = async (tx: Tx, id: string): Promise<Letter> => {
    const letter = await findLetter(tx, id);
    if (!letter) throw notFound('Letter');
    const settings = await readSettings(tx);
    return toLetter(letter, await listFiles(tx, 'letter', id), publicItemUrl(deps, settings, { ...letter, kind: 'letter' }));
  };

  draftRoutes(app, deps, {
    kind: 'letter',
    label: 'Letter',
    base,
    plural: 'letters',
    readDraft: async (c) => {
      const body = await readBody(c, LetterBody);
      if (!body.text.trim()) throw new AppError('MISSING_TEXT', 'The message is empty', '/text');
      return body;
    },
    list: listLetters,
    insert: insertLetter,
    find: findLetter,
    isDraft: inDraft,
    update: updateLetterDraft,
    remove: deleteLetter,
    readFull,
  });

  // The letter as the recipient will see it (past the code step).
  app.get(`${base}/:id/preview`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const { letter, settings, files } = await db.tx(tenancyOf(principal), async (tx) => {
      const found = await findLetter(tx, id);
      if (!found) throw notFound('Letter');
      return { letter: found, settings: await readSettings(tx), files: await listFiles(tx, 'letter', id) };
    });
    const profile = await deps.organisations.profile(principal.organisationsId);
    const now = clock(deps);
    const expiresAt = letter.expires_at ?? new Date(now.getTime() + settings.validtime_after_letter * 24 * 3600 * 1000);
    return ok(c, buildLetterView(letter, { profile, settings, files, now, expiresAt }));
  });

  itemFileRoutes(app, deps, 'letter', base);
};
