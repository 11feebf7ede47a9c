import type { Hono } from 'hono';
import { DocumentQuery, IdParams, PageQuery, QueryCreateBody, queryResultLimit } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, readQuery, recordRequestEvent, tenancyOf, type AuthEnv } from '@tunne/platform';
import type { AlertsDeps } from '../deps.ts';
import { pdfLanguage } from '../pdf/labels.ts';
import { queryPdf } from '../pdf/documents.ts';
import { getQuery, insertQuery, listQueries } from '../repo/queries.ts';
import { readSettings } from '../repo/settings.ts';
import { queryResult } from '../screening/matches.ts';

const notFound = () => new AppError('NOT_FOUND', 'Query not found');

/** Sanction-list queries (spec §3 Sanction query, §7): run and save, history, one query, its PDF. */
export const queryRoutes = (app: Hono<AuthEnv>, deps: AlertsDeps): void => {
  const { db, runtime } = deps;

  app.post('/api/v2.5/user/queries', async (c) => {
    const body = await readBody(c, QueryCreateBody);
    const text = body.query.trim();
    if (!text) throw new AppError('MISSING_NAME', 'The query needs a name', '/query');
    // Cheap when nothing changed; lets a process without the consumer job (or just started) see the stored lists.
    await runtime.refresh();
    const principal = c.get('principal');
    if (!runtime.hasLists(principal.organisationsId)) throw new AppError('LISTS_NOT_LOADED', 'No sanction list is loaded yet');
    const tenancy = tenancyOf(principal);
    const settings = await db.tx(tenancy, (tx) => readSettings(tx));
    const similarity = body.similarity ?? settings.threshold;
    const hits = runtime.screen({ name: text, type: body.entityType, threshold: similarity, sources: settings.sources, limit: queryResultLimit }, principal.organisationsId);
    const results = hits.map(queryResult);
    const saved = await db.tx(tenancy, (tx) =>
      insertQuery(tx, {
        query: text,
        similarity,
        entityType: body.entityType,
        sources: settings.sources,
        results,
        listVersions: runtime.versionIdsFor(principal.organisationsId),
      }),
    );
    return ok(c, saved, 201);
  });

  app.get('/api/v2.5/user/queries', async (c) => {
    const { page = 1, size = 50 } = readQuery(c, PageQuery);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => listQueries(tx, page, size)));
  });

  app.get('/api/v2.5/user/queries/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const query = await db.tx(tenancyOf(c.get('principal')), (tx) => getQuery(tx, id));
    if (!query) throw notFound();
    return ok(c, query);
  });

  app.get('/api/v2.5/user/queries/:id/pdf', async (c) => {
    const { id } = readParams(c, IdParams);
    const { l } = readQuery(c, DocumentQuery);
    const query = await db.tx(tenancyOf(c.get('principal')), (tx) => getQuery(tx, id));
    if (!query) throw notFound();
    const bytes = await queryPdf(query, pdfLanguage(l));
    if (deps.securityLog) await recordRequestEvent(deps.securityLog, c, c.get('principal'), 'download.query_pdf', { queries_id: id });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="query-${query.created_at.slice(0, 10)}.pdf"`,
      'cache-control': 'no-store',
    });
  });
};
