import { PassThrough } from 'node:stream';
import type { Context, Hono } from 'hono';
import { stream } from 'hono/streaming';
import { CustomerExportQuery, type OrganisationProfilePort } from '@tunne/contracts';
import {
  log, noSecurityLog, readQuery, recordRequestEvent, tenancyOf, type AuthEnv, type Database, type SecurityLog,
} from '@tunne/platform';
import { exportContext, withExportDetails, type ExportContext } from '../exports/columns.ts';
import { customerCsv } from '../exports/csv.ts';
import { exportFileName } from '../exports/labels.ts';
import { exportPages } from '../exports/pages.ts';
import { customerListPdf, pdfRowLimit } from '../exports/pdf.ts';
import { writeCustomerXlsx, xlsxContentType } from '../exports/xlsx.ts';
import { listCustomers } from '../repo/customer-list.ts';

/** The download paths (download links: a temporary token in `?jwt=`, see app.ts). */
export const exportPaths = ['csv', 'xlsx', 'pdf'].map((format) => `/api/v2.5/user/customers/${format}`);

/** The link's filters and the export's language and moment; `l` is the user's UI language (fi when none). */
const readExport = (c: Context<AuthEnv>) => {
  const { jwt: _token, l, ...filters } = readQuery(c, CustomerExportQuery);
  const ctx: ExportContext = exportContext(l ?? 'fi');
  const title = filters.archived ? ctx.labels.archivedTitle : ctx.labels.title;
  return { filters, ctx, title, fileName: (extension: 'csv' | 'xlsx' | 'pdf') => exportFileName(ctx.language, Boolean(filters.archived), extension, ctx.now) };
};

/** The file's name is ASCII (asiakkaat-2026-12-31.csv), so no RFC 5987 form is needed. */
const attachment = (fileName: string): string => `attachment; filename="${fileName}"`;

/**
 * Download links (`?jwt=<temporary>`, see app.ts): the list's current view as CSV and XLSX (streamed page by page)
 * and as a PDF summary, in the user's language (`l`). Each page is read in its own short transaction (exportPages),
 * so a big export never holds the database for other requests; what the caller may see (organisation, restriction)
 * is the list's. Every export is recorded in the security log. Register before `/customers/:id`, or "csv" would be
 * read as an id.
 */
export const exportRoutes = (
  app: Hono<AuthEnv>,
  db: Database,
  securityLog: SecurityLog = noSecurityLog,
  organisations?: Partial<OrganisationProfilePort>,
): void => {
  app.get('/api/v2.5/user/customers/csv', async (c) => {
    const { filters, ctx, fileName } = readExport(c);
    const principal = c.get('principal');
    await recordRequestEvent(securityLog, c, principal, 'export.customers_csv');
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', attachment(fileName('csv')));
    c.header('cache-control', 'no-store');
    const csv = customerCsv(ctx);
    return stream(
      c,
      async (out) => {
        await out.write(csv.head());
        // No transaction is open while a page is written out: a slow reader holds nothing.
        // With the PEP details and the last review of each row (issue 25 §7–8).
        for await (const items of withExportDetails(db, principal, exportPages(db, principal, filters))) {
          if (out.aborted) break;
          await out.write(csv.rows(items));
        }
      },
      async (error) => {
        log.error('customer csv export failed', { error: error.message });
      },
    );
  });

  app.get('/api/v2.5/user/customers/xlsx', async (c) => {
    const { filters, ctx, title, fileName } = readExport(c);
    const principal = c.get('principal');
    await recordRequestEvent(securityLog, c, principal, 'export.customers_xlsx');
    c.header('content-type', xlsxContentType);
    c.header('content-disposition', attachment(fileName('xlsx')));
    c.header('cache-control', 'no-store');
    return stream(
      c,
      async (out) => {
        const zipped = new PassThrough();
        const stop = new AbortController();
        // The client went away: read no more pages and let the workbook finish into nothing.
        const drop = () => {
          stop.abort();
          zipped.resume();
        };
        out.onAbort(drop);
        const writing = writeCustomerXlsx({ ctx, title, items: withExportDetails(db, principal, exportPages(db, principal, filters)), out: zipped, signal: stop.signal })
          .catch((error: unknown) => {
            zipped.destroy(error instanceof Error ? error : new Error(String(error)));
          });
        // Not destroyed when the loop stops early (drop() drains it instead), so the workbook can always close.
        for await (const chunk of zipped.iterator({ destroyOnReturn: false })) {
          if (out.aborted) {
            drop();
            break;
          }
          await out.write(chunk as Uint8Array);
        }
        await writing;
      },
      async (error) => {
        log.error('customer xlsx export failed', { error: error.message });
      },
    );
  });

  app.get('/api/v2.5/user/customers/pdf', async (c) => {
    const { filters, ctx, title, fileName } = readExport(c);
    const principal = c.get('principal');
    await recordRequestEvent(securityLog, c, principal, 'export.customers_pdf');
    const { total } = await db.tx(tenancyOf(principal), (tx) => listCustomers(tx, principal.usersId, { ...filters, size: 1 }, principal.restrictiontype));
    // Outside the list's transaction (identity's port opens its own).
    const organisation = (await organisations?.profile?.(principal.organisationsId))?.name ?? null;
    const bytes = await customerListPdf({
      ctx,
      title,
      organisation,
      total,
      items: exportPages(db, principal, filters, Math.min(pdfRowLimit, 500)),
    });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': attachment(fileName('pdf')),
      'cache-control': 'no-store',
    });
  });
};
