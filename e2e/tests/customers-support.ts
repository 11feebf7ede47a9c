import { expect, type APIRequestContext } from '@playwright/test';
import { authHeaders } from './support/api.ts';

// Helpers for the customers-* journeys: customers made and removed through the API, so each journey leaves
// the demo data as seeded (other specs count it).

interface Envelope<T> {
  status: boolean;
  data: T;
  errors?: { code: string; message: string }[];
}

export interface ApiCustomer {
  id: string;
  name: string;
  businessid?: string | null;
  city?: string | null;
}

const unwrap = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
  const text = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${text}`).toBe(true);
  const body = JSON.parse(text) as Envelope<T>;
  expect(body.status, `${what}: ${text}`).toBe(true);
  return body.data;
};

/** POST /api/v2.5/user/customers (duplicates confirmed: the journeys pick their own names). */
export const createCustomer = async (
  request: APIRequestContext,
  jwt: string,
  body: { type: 'business' | 'person'; name: string } & Record<string, string>,
): Promise<ApiCustomer> =>
  unwrap<ApiCustomer>(await request.post('/api/v2.5/user/customers', { headers: authHeaders(jwt), data: { ...body, confirm_duplicate: true } }), `create ${body.name}`);

/** Customers whose name contains `name` (archived ones too), at most 500. */
export const customersNamed = async (request: APIRequestContext, jwt: string, name: string): Promise<ApiCustomer[]> => {
  const page = async (archived: boolean) =>
    (
      await unwrap<{ items: ApiCustomer[] }>(
        await request.get('/api/v2.5/user/customers', { headers: authHeaders(jwt), params: { name, archived: String(archived), size: '500' } }),
        `list ${name}`,
      )
    ).items;
  return [...(await page(false)), ...(await page(true))];
};

/** The admin deletes every customer whose name contains `name` permanently (500 a round, until none is left). */
export const deleteCustomersNamed = async (request: APIRequestContext, adminJwt: string, name: string): Promise<void> => {
  for (let found = await customersNamed(request, adminJwt, name); found.length > 0; found = await customersNamed(request, adminJwt, name)) {
    for (const customer of found) {
      await unwrap(await request.delete(`/api/v2.5/admin/customers/${customer.id}`, { headers: authHeaders(adminJwt) }), `delete ${customer.name}`);
    }
  }
};

/** A CSV file as a spreadsheet in Finland saves it: semicolons, CRLF, UTF-8 with a BOM. */
export const csvFile = (rows: string[][]): Buffer =>
  Buffer.from(`\uFEFF${rows.map((row) => row.map((cell) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';')).join('\r\n')}\r\n`, 'utf8');

/** A valid Finnish business id (Y-tunnus) for a 7-digit base: weights 7 9 10 5 8 4 2, mod 11. */
export const yTunnus = (base: number): string | null => {
  const digits = String(base).padStart(7, '0');
  const sum = [7, 9, 10, 5, 8, 4, 2].reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const remainder = sum % 11;
  if (remainder === 1) return null;
  return `${digits}-${remainder === 0 ? 0 : 11 - remainder}`;
};

/** `count` valid business ids from `from` upwards. */
export const yTunnukset = (count: number, from: number): string[] => {
  const ids: string[] = [];
  for (let base = from; ids.length < count; base += 1) {
    const id = yTunnus(base);
    if (id) ids.push(id);
  }
  return ids;
};
