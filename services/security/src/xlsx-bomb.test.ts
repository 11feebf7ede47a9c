import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerListItem, Page } from '@tunne/contracts';
import { call, errorCode, login, startSecurityGateway, type Answer, type SecurityGateway } from './support.ts';
import { emptyCellsBomb, sharedStringsBomb, slowCellsBomb, type Bomb } from './zip-bomb.ts';

/**
 * Finding 6: a workbook of a few hundred kilobytes that unpacks to hundreds of megabytes is refused in under a
 * second with bounded memory, on the preview and the import route, and the other tenants keep being served
 * while one is read (the reading runs in a worker thread).
 */
let g: SecurityGateway;
let demoAdmin: string;
let toinenAdmin: string;
beforeAll(async () => {
  g = await startSecurityGateway();
  demoAdmin = await login(g.app, 'admin@example.com', undefined, '203.0.113.61');
  toinenAdmin = await login(g.app, 'admin@toinen.example.com', undefined, '203.0.113.62');
});
afterAll(async () => g?.stop());

const routes = ['/api/v2.5/user/customers/import/preview', '/api/v2.5/user/customers/import'] as const;

const upload = (path: string, bytes: Uint8Array): Promise<Answer<unknown>> => {
  const form = new FormData();
  form.set('file', new Blob([Uint8Array.from(bytes)]), 'asiakkaat.xlsx');
  return call(g.app, 'POST', path, { rawBody: form, token: demoAdmin, socket: '203.0.113.61' });
};

/** The answer, the wall time and the largest growth of the process's resident memory while it ran. */
const measured = async <T>(work: () => Promise<T>): Promise<{ result: T; ms: number; rssGrowthMb: number }> => {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, ms: performance.now() - started, rssGrowthMb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
};

const customerCount = async (): Promise<number> => {
  const answer = await call<Page<CustomerListItem>>(g.app, 'GET', '/api/v2.5/user/customers?size=1', { token: demoAdmin, socket: '203.0.113.61' });
  return answer.body.data!.total;
};

const bombs: Bomb[] = [emptyCellsBomb(), sharedStringsBomb(), emptyCellsBomb(900 * 1024), sharedStringsBomb(900 * 1024)];

describe('XLSX bombs', () => {
  it.each(bombs.map((bomb) => [bomb.name, bomb] as const))('%s: refused in under a second, memory bounded', async (_name, bomb) => {
    expect(bomb.bytes.byteLength).toBeLessThan(1024 * 1024);
    expect(bomb.unpacked).toBeGreaterThan(400 * 1000 * 1000);
    const before = await customerCount();
    for (const path of routes) {
      const { result, ms, rssGrowthMb } = await measured(() => upload(path, bomb.bytes));
      expect(result.status, `${path}: ${result.text}`).toBe(413);
      expect(errorCode(result)).toBe('IMPORT_FILE_TOO_LARGE');
      expect(result.body.errors[0]!.field).toBe('/file');
      expect(ms, path).toBeLessThan(1000);
      expect(rssGrowthMb, path).toBeLessThan(200);
    }
    expect(await customerCount()).toBe(before);
  });

  it('another organisation is served while a bomb is being read', async () => {
    const bomb = slowCellsBomb();
    const pending = measured(() => upload(routes[1], bomb.bytes));
    // Let the worker get going, then ask for Toinen Oy's list while it reads.
    await new Promise((resolve) => setTimeout(resolve, 300));
    let bombDone = false;
    void pending.then(() => {
      bombDone = true;
    });
    const started = performance.now();
    const list = await call<Page<CustomerListItem>>(g.app, 'GET', '/api/v2.5/user/customers?size=10', { token: toinenAdmin, socket: '203.0.113.62' });
    const listMs = performance.now() - started;
    expect(list.status).toBe(200);
    expect(list.body.data!.items.length).toBeGreaterThan(0);
    expect(bombDone, 'the list answered only after the bomb').toBe(false);
    expect(listMs).toBeLessThan(500);

    const { result, rssGrowthMb } = await pending;
    expect(result.status, result.text).toBe(413);
    expect(errorCode(result)).toBe('IMPORT_FILE_TOO_LARGE');
    expect(rssGrowthMb).toBeLessThan(200);
  });
});
