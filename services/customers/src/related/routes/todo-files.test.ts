import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, todoFileMaxBytes, type Envelope, type Todo } from '@tunne/contracts';
import { AppError, type Mailer, type PrincipalResolver } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { createCustomersApp } from '../../app.ts';
import { customersMigrations, purgeRetainedRecords } from '../../index.ts';
import { seedCustomers } from '../../seed.ts';
import { tokenFor, tokens } from '../../testing.ts';
import { findActiveUser, principals, testCustomers } from '../testing.ts';

// Files of a todo (spec §3 Todo: files) through the service as the gateway mounts it: createCustomersApp with the
// related records, its body limits and its download links (?jwt= with a temporary token).

let t: TestDatabase;
let app: ReturnType<typeof createCustomersApp>['app'];
const unusedMailer: Mailer = { send: async () => { throw new Error('not in this test'); } };
const resolve: PrincipalResolver = async (claims) => {
  const principal = principals[claims.sub];
  if (!principal) throw new AppError('UNKNOWN_USER', 'Unknown user');
  return { ...principal, sessionId: claims.sid, tokenType: claims.typ };
};

beforeAll(async () => {
  t = await createTestDatabase([customersMigrations]);
  await seedCustomers(t.db);
  ({ app } = createCustomersApp({
    db: t.db, tokens, resolvePrincipal: resolve,
    related: { mailer: unusedMailer, publicUrl: 'http://tunne.test', findActiveUser },
  }));
}, 60_000);
afterAll(async () => t?.stop());

const { own, others, foreign } = testCustomers;
const todos = (customerId: string, rest = '') => `/api/v2.5/user/customers/${customerId}/todos${rest}`;

const call = async <T>(usersId: string, path: string, init: { method?: string; body?: unknown; form?: FormData } = {}) => {
  const headers: Record<string, string> = { authorization: `Bearer ${await tokenFor(usersId)}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(path, {
    method: init.method ?? 'GET',
    headers,
    ...(init.form ? { body: init.form } : init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
};

const form = (bytes: Uint8Array<ArrayBuffer> | string, name: string, type = 'application/pdf'): FormData => {
  const data = new FormData();
  data.append('file', new File([bytes], name, { type }));
  return data;
};

const createTodo = async (usersId: string, customerId: string): Promise<Todo> => {
  const { status, body } = await call<Todo>(usersId, todos(customerId), {
    method: 'POST', body: { name: 'Pyydä tilinpäätös', notes: 'Liitteet mukaan', responsible_users_id: demoUsers.own.id },
  });
  expect(status).toBe(201);
  return body.data!;
};

const fileCount = async () => (await t.db.owner<{ n: number }[]>`select count(*)::int as n from customers.todo_files`)[0]!.n;

describe('files of a todo', () => {
  it('attaches files with their creator and time, lists them on the todo and downloads them with a temporary token', async () => {
    const todo = await createTodo(demoUsers.own.id, own.id);
    expect(todo).toMatchObject({ users_id: demoUsers.own.id, files: [] });
    expect(Date.parse(todo.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const pdf = new TextEncoder().encode('%PDF-1.4 tilinpäätös 2025');
    const first = await call<Todo>(demoUsers.own.id, todos(own.id, `/${todo.id}/files`), { method: 'POST', form: form(pdf, 'C:\\Users\\olli\\Tilinpäätös 2025.pdf') });
    expect(first.status).toBe(201);
    expect(first.body.data!.files).toEqual([
      { id: expect.any(String), name: 'Tilinpäätös 2025.pdf', mime: 'application/pdf', size: pdf.byteLength, users_id: demoUsers.own.id, created_at: expect.any(String) },
    ]);
    // Over the service's usual 1 MB body limit: a todo file may be up to todoFileMaxBytes.
    const big = new Uint8Array(2 * 1024 * 1024).fill(65);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const second = await call<Todo>(demoUsers.own.id, todos(own.id, `/${todo.id}/files`), { method: 'POST', form: form(big, 'scan.png', 'image/png') });
    expect(second.status).toBe(201);
    expect(second.body.data!.files.map((f) => f.name)).toEqual(['Tilinpäätös 2025.pdf', 'scan.png']);

    // The card's list and my todos carry the files too.
    const listed = await call<Todo[]>(demoUsers.own.id, todos(own.id));
    expect(listed.body.data!.find((row) => row.id === todo.id)!.files).toHaveLength(2);
    const mine = await call<{ items: Todo[] }>(demoUsers.own.id, '/api/v2.5/user/todos?size=500');
    expect(mine.body.data!.items.find((row) => row.id === todo.id)!.files).toHaveLength(2);

    // The download link: a temporary token in ?jwt=, an attachment with the real name.
    const fileId = first.body.data!.files[0]!.id;
    const link = `${todos(own.id, `/${todo.id}/files/${fileId}`)}?jwt=${await tokenFor(demoUsers.own.id, 'temporary')}`;
    const download = await app.request(link);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Tilinpaatos 2025.pdf"; filename*=UTF-8''Tilinp%C3%A4%C3%A4t%C3%B6s%202025.pdf`,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    // A session token in the link is refused, and so is no token.
    const withSession = await app.request(`${todos(own.id, `/${todo.id}/files/${fileId}`)}?jwt=${await tokenFor(demoUsers.own.id)}`);
    expect(withSession.status).toBe(401);
    expect((await app.request(todos(own.id, `/${todo.id}/files/${fileId}`))).status).toBe(401);

    // PATCH with files_id removes one file (spec §7).
    const removed = await call<Todo>(demoUsers.own.id, todos(own.id, `/${todo.id}`), { method: 'PATCH', body: { files_id: fileId } });
    expect(removed.status).toBe(200);
    expect(removed.body.data!.files.map((f) => f.name)).toEqual(['scan.png']);
    const again = await call(demoUsers.own.id, todos(own.id, `/${todo.id}`), { method: 'PATCH', body: { files_id: fileId } });
    expect(again.body.errors[0]!.code).toBe('FILE_NOT_FOUND');
    expect((await app.request(link)).status).toBe(404);
    // Issue 25 §6: the removed file is kept, marked with who removed it and when; the app role cannot delete it.
    const [kept] = await t.db.owner<{ removed_at: Date | null; removed_by: string | null; size: number }[]>`
      select removed_at, removed_by, size from customers.todo_files where id = ${fileId}`;
    expect(kept).toMatchObject({ removed_by: demoUsers.own.id, size: pdf.byteLength });
    expect(kept!.removed_at).not.toBeNull();
    await expect(t.db.tx({ organisationsId: own.organisations_id, usersId: demoUsers.admin.id }, (tx) =>
      tx`delete from customers.todo_files where id = ${fileId}`)).rejects.toThrow();
  });

  it('refuses a missing or empty file, other fields, an oversize file and keeps other paths at 1 MB', async () => {
    const todo = await createTodo(demoUsers.own.id, own.id);
    const before = await fileCount();
    const path = todos(own.id, `/${todo.id}/files`);
    expect((await call(demoUsers.own.id, path, { method: 'POST', form: new FormData() })).body.errors[0]!.code).toBe('VALIDATION_FAILED');
    expect((await call(demoUsers.own.id, path, { method: 'POST', form: form('', 'empty.pdf') })).body.errors[0]!.code).toBe('VALIDATION_FAILED');
    const extra = form('x', 'a.txt', 'text/plain');
    extra.append('users_id', demoUsers.admin.id);
    expect((await call(demoUsers.own.id, path, { method: 'POST', form: extra })).body.errors[0]!.code).toBe('VALIDATION_FAILED');
    expect((await call(demoUsers.own.id, path, { method: 'POST', body: { file: 'x' } })).status).toBe(415);
    const tooBig = await call(demoUsers.own.id, path, { method: 'POST', form: form(new Uint8Array(todoFileMaxBytes + 1), 'huge.pdf') });
    expect(tooBig.status).toBe(413);
    expect(await fileCount()).toBe(before);
    // Everything else stays at the service's usual 1 MB.
    const bigJson = await call(demoUsers.own.id, todos(own.id), { method: 'POST', body: { name: 'x'.repeat(1024 * 1024 + 10), responsible_users_id: demoUsers.own.id } });
    expect(bigJson.status).toBe(413);
    // The type comes from the content, not the declaration: an executable called .pdf is refused, nothing stored.
    const exe = await call(demoUsers.own.id, path, { method: 'POST', form: form(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'lasku.pdf', 'application/pdf') });
    expect({ status: exe.status, code: exe.body.errors[0]?.code }).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await fileCount()).toBe(before);
    // Markup is not a document a todo needs (issue 26): refused, whatever it is declared as; nothing stored.
    const odd = await call(demoUsers.own.id, path, { method: 'POST', form: form('<script>', 'x.html', 'text/html; charset=utf-8') });
    expect({ status: odd.status, code: odd.body.errors[0]?.code }).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await fileCount()).toBe(before);
  });

  it('answers 404 outside the restriction or the organisation, never the file, and writes nothing', async () => {
    const todo = await createTodo(demoUsers.admin.id, others.id);
    const attached = await call<Todo>(demoUsers.admin.id, todos(others.id, `/${todo.id}/files`), { method: 'POST', form: form('secret', 'secret.txt', 'text/plain') });
    const fileId = attached.body.data!.files[0]!.id;
    const before = await fileCount();
    for (const usersId of [demoUsers.own.id, demoUsers.toinenAdmin.id]) {
      const upload = await call(usersId, todos(others.id, `/${todo.id}/files`), { method: 'POST', form: form('x', 'x.txt') });
      expect({ usersId, status: upload.status, code: upload.body.errors[0]?.code }).toEqual({ usersId, status: 404, code: usersId === demoUsers.toinenAdmin.id ? 'ORGANISATION_MISMATCH' : 'RESTRICTED_ACCESS' });
      const remove = await call(usersId, todos(others.id, `/${todo.id}`), { method: 'PATCH', body: { files_id: fileId } });
      expect(remove.status).toBe(404);
      const download = await app.request(`${todos(others.id, `/${todo.id}/files/${fileId}`)}?jwt=${await tokenFor(usersId, 'temporary')}`);
      expect(download.status).toBe(404);
      expect(await download.text()).not.toContain('secret');
    }
    // A file id under another todo of a customer the caller sees does not reach it.
    const mine = await createTodo(demoUsers.own.id, own.id);
    const crossed = await app.request(`${todos(own.id, `/${mine.id}/files/${fileId}`)}?jwt=${await tokenFor(demoUsers.own.id, 'temporary')}`);
    expect(crossed.status).toBe(404);
    expect(await fileCount()).toBe(before);
    expect((await call(demoUsers.admin.id, todos(foreign.id))).status).toBe(404);
  });

  it('keeps a todo that has files, and goes with the customer\'s record', async () => {
    const todo = await createTodo(demoUsers.admin.id, others.id);
    await call(demoUsers.admin.id, todos(others.id, `/${todo.id}/files`), { method: 'POST', form: form('a', 'a.txt', 'text/plain') });
    const before = await fileCount();
    // Issue 25 §6: a todo with files (removed ones too) is evidence: not deleted.
    const refused = await call(demoUsers.admin.id, todos(others.id, `/${todo.id}`), { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]!.code).toBe('TODO_HAS_FILES');
    expect(await fileCount()).toBe(before);
    const plain = await createTodo(demoUsers.admin.id, others.id);
    expect((await call(demoUsers.admin.id, todos(others.id, `/${plain.id}`), { method: 'DELETE' })).status).toBe(200);
    const kept = await createTodo(demoUsers.own.id, testCustomers.ownSecond.id);
    await call(demoUsers.own.id, todos(testCustomers.ownSecond.id, `/${kept.id}/files`), { method: 'POST', form: form('b', 'b.txt', 'text/plain') });
    expect(await fileCount()).toBe(before + 1);
    expect((await call(demoUsers.admin.id, `/api/v2.5/admin/customers/${testCustomers.ownSecond.id}`, { method: 'DELETE' })).status).toBe(200);
    // Delete at once keeps the customer's record, files of its todos included (issue 11 §1); the retention job ends it.
    expect(await fileCount()).toBe(before + 1);
    await purgeRetainedRecords(t.db, new Date(Date.now() + 5 * 366 * 86_400_000));
    expect(await fileCount()).toBe(before);
  });
});
