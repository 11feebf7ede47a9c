import type { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { CustomerExportQuery } from '@tunne/contracts';
import { log, readQuery, tenancyOf, type AuthEnv, type Database } from '@tunne/platform';
import { csvHead, csvRows } from '../exports/csv.ts';
import { customerListPdf } from '../exports/pdf.ts';
import { cursorCustomers, listCustomers } from '../repo/customer-list.ts';

/**
 * Download links (`?jwt=<temporary>`, see app.ts): the list's current view as CSV (streamed from a cursor)
 * and as a PDF summary. Register before `/customers/:id`, or "csv" would be read as an id.
 */
export const exportRoutes = (app: Hono<AuthEnv>, db: Database): void => {
  app.get('/api/v2.5/user/customers/csv', (c) => {
    const { jwt: _token, ...filters } = readQuery(c, CustomerExportQuery);
    const principal = c.get('principal');
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', 'attachment; filename="customers.csv"');
    c.header('cache-control', 'no-store');
    return stream(
      c,
      async (out) => {
        await out.write(csvHead());
        // The transaction (and its cursor) lives as long as the download; a closed connection ends it.
        await db.tx(tenancyOf(principal), async (tx) => {
          for await (const items of cursorCustomers(tx, principal.usersId, filters)) {
            if (out.aborted) break;
            await out.write(csvRows(items));
          }
        });
      },
      async (error) => {
        log.error('customer csv export failed', { error: error.message });
      },
    );
  });

  app.get('/api/v2.5/user/customers/pdf', async (c) => {
    const { jwt: _token, ...filters } = readQuery(c, CustomerExportQuery);
    const principal = c.get('principal');
    const bytes = await db.tx(tenancyOf(principal), async (tx) => {
      const { total } = await listCustomers(tx, principal.usersId, { ...filters, size: 1 });
      return customerListPdf({
        title: filters.archived ? 'Archived customers' : 'Customers',
        total,
        items: cursorCustomers(tx, principal.usersId, filters, 500),
      });
    });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="customers.pdf"',
      'cache-control': 'no-store',
    });
  });
};
