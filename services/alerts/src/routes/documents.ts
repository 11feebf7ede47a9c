import type { Hono } from 'hono';
import { DocumentQuery, listSources } from '@tunne/contracts';
import { AppError, readQuery, tenancyOf, type AuthEnv } from '@tunne/platform';
import type { AlertsDeps } from '../deps.ts';
import { findEntity } from '../lists/store.ts';
import { entityPdf } from '../pdf/documents.ts';
import { pdfLanguage } from '../pdf/labels.ts';
import { matchedEntity } from '../screening/matches.ts';

const keyPattern = new RegExp(`^(${listSources.join('|')}):[^\\s]{1,200}$`);

/**
 * DSA (sanction list entry) and DPA (PEP entry) documents by the metadata id of an alert or a query result
 * (`SOURCE:sourceId`): the entity's published details as a PDF. Download links carry a temporary token.
 */
export const documentRoutes = (app: Hono<AuthEnv>, deps: AlertsDeps): void => {
  for (const kind of ['dsa', 'dpa'] as const) {
    app.get(`/api/v2.5/user/${kind}/:key`, async (c) => {
      const key = c.req.param('key');
      const { l } = readQuery(c, DocumentQuery);
      if (!keyPattern.test(key) || (kind === 'dpa') !== key.startsWith('PEP:')) throw new AppError('INVALID_ID', 'Unknown document id');
      const found = await findEntity(deps.db, key, tenancyOf(c.get('principal')));
      if (!found) throw new AppError('FILE_NOT_FOUND', 'The list entry is not stored');
      const bytes = await entityPdf(matchedEntity(found.entity, found.versionId), kind, found, pdfLanguage(l));
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${kind}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf"`,
        'cache-control': 'no-store',
      });
    });
  }
};
