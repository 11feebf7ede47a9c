import type { Context, Hono } from 'hono';
import { IdParams, TextTemplateBody } from '@tunne/contracts';
import { ok, readParams, requireAdmin, tenancyOf, type AuthEnv } from '@tunne/platform';
import { readBodyAs } from '../auth/input.ts';
import {
  deleteTextTemplate, getTextTemplate, insertTextTemplate, listTextTemplates, updateTextTemplate,
} from '../repo/text-templates.ts';
import type { RouteDeps } from '../auth/deps.ts';
import { auditLibraryChange } from './library-audit.ts';
import { blankIs, notFound, required } from './library-input.ts';

const audited = { section: 'texts', entity: 'text' } as const;

/** A blank name is MISSING_NAME, a blank text MISSING_TEXT (spec §8); the name is trimmed, the text kept as written. */
const readTemplate = async (c: Context) => {
  const body = await readBodyAs(c, TextTemplateBody, { name: blankIs('MISSING_NAME'), text: blankIs('MISSING_TEXT') });
  required(body.text, 'MISSING_TEXT', 'text');
  return { name: required(body.name, 'MISSING_NAME', 'name'), text: body.text };
};

/** Text templates (spec §3 Other entities): every user reads them, admins write them; each change is audited. */
export const textTemplateRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  app.get('/api/v2.5/user/texts', auth, async (c) => {
    const texts = await db.tx(tenancyOf(c.get('principal')), (tx) => listTextTemplates(tx));
    return ok(c, texts);
  });

  app.post('/api/v2.5/admin/texts', auth, requireAdmin, async (c) => {
    const values = await readTemplate(c);
    const principal = c.get('principal');
    const created = await db.tx(tenancyOf(principal), async (tx) => {
      const row = await insertTextTemplate(tx, values);
      await auditLibraryChange(tx, principal, audited, null, row);
      return row;
    });
    return ok(c, created, 201);
  });

  app.put('/api/v2.5/admin/texts/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const values = await readTemplate(c);
    const principal = c.get('principal');
    const updated = await db.tx(tenancyOf(principal), async (tx) => {
      const before = await getTextTemplate(tx, id);
      const after = before && (await updateTextTemplate(tx, id, values));
      if (!before || !after) throw notFound('Text template');
      await auditLibraryChange(tx, principal, audited, before, after);
      return after;
    });
    return ok(c, updated);
  });

  app.delete('/api/v2.5/admin/texts/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    await db.tx(tenancyOf(principal), async (tx) => {
      const removed = await deleteTextTemplate(tx, id);
      if (!removed) throw notFound('Text template');
      await auditLibraryChange(tx, principal, audited, removed, null);
    });
    return ok(c, null);
  });
};
