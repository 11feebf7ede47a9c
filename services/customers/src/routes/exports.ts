import type { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { CustomerExportQuery } from '@tunne/contracts';
import {
  log, noSecurityLog, readQuery, recordRequestEvent, tenancyOf, type AuthEnv, type Database, type SecurityLog,
} from '@tunne/platform';
import { csvHead, csvRows } from '../exports/csv.ts';
import { exportPages } from '../exports/pages.ts';
import { customerListPdf, pdfRowLimit } from '../exports/pdf.ts';
import { listCustomers } from '../repo/customer-list.ts';

/**
 * Download links (`?jwt=<temporary>`, see app.ts): the list's current view as CSV (streamed page by page) and as a
 * PDF summary. Each page is read in its own short transaction (exportPages), so a big export never holds the database
 * for other requests. Every export is recorded in the security log. Register before `/customers/:id`, or "csv" would
 * be read as an id.
 */
export const exportRoutes = (app: Hono<AuthEnv>, db: Database, securityLog: SecurityLog = noSecurityLog): void => {
  app.get('/api/v2.5/user/customers/csv', async (c) => {
    const { jwt: _token, ...filters } = readQuery(c, CustomerExportQuery);
    const principal = c.get('principal');
    await recordRequestEvent(securityLog, c, principal, 'export.customers_csv');
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', 'attachment; filename="customers.csv"');
    c.header('cache-control', 'no-store');
    return stream(
      c,
      async (out) => {
        await out.write(csvHead());
        // No transaction is open while a page is written out: a slow reader holds nothing.
        for await (const items of exportPages(db, principal, filters)) {
          if (out.aborted) break;
          await out.write(csvRows(items));
        }
      },
      async (error) => {
        log.error('customer csv export failed', { error: error.message });
      },
    );
  });

  app.get('/api/v2.5/user/customers/pdf', async (c) => {
    const { jwt: _token, ...filters } = readQuery(c, CustomerExportQuery);
    const principal = c.get('principal');
    await recordRequestEvent(securityLog, c, principal, 'export.customers_pdf');
    const { total } = await db.tx(tenancyOf(principal), (tx) => listCustomers(tx, principal.usersId, { ...filters, size: 1 }));
    const bytes = await customerListPdf({
      title: filters.archived ? 'Archived customers' : 'Customers',
      total,
      items: exportPages(db, principal, filters, Math.min(pdfRowLimit, 500)),
    });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="customers.pdf"',
      'cache-control': 'no-store',
    });
  });
};
