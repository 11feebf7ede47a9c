import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { demoIdentityUsers as demo } from '../seed.ts';
import { startIdentity, type IdentityTest } from '../test-support.ts';

// Row-level security of the library tables (migration 00008): Toinen Oy's tenancy never reads, changes or forges
// Demo Oy's text templates, preferences, attachments, their files or saved filters.
let it_: IdentityTest;
const demoOrg = demoOrganisations.demo.id;
const asDemo = <T>(fn: (tx: Tx) => Promise<T>) => it_.db.tx({ organisationsId: demoOrg, usersId: demo.admin.id }, fn);
const asToinen = <T>(fn: (tx: Tx) => Promise<T>) => it_.db.tx({ organisationsId: demoOrganisations.toinen.id, usersId: demo.toinenAdmin.id }, fn);
let filesId: string;

beforeAll(async () => {
  it_ = await startIdentity();
  await asDemo(async (tx) => {
    await tx`insert into identity.text_templates (name, text) values ('Pohja', 'Teksti')`;
    await tx`insert into identity.preferences (name, type, value) values ('Asetus', 'number', '1')`;
    const [file] = await tx<{ id: string }[]>`insert into identity.attachment_files (filename, content_type, size, content)
      values ('a.txt', 'text/plain; charset=utf-8', 1, ${new Uint8Array([0x61])}) returning id`;
    filesId = file!.id;
    await tx`insert into identity.attachments (files_id, name) values (${filesId}, 'Liite')`;
    await tx`insert into identity.saved_filters (name, items) values ('Suodatin', '[]'::jsonb)`;
  });
}, 60_000);
afterAll(async () => it_?.stop());

const cases = [
  { table: 'text_templates', forge: (tx: Tx) => tx`insert into identity.text_templates (organisations_id, name, text) values (${demoOrg}, 'x', 'y')` },
  { table: 'preferences', forge: (tx: Tx) => tx`insert into identity.preferences (organisations_id, name) values (${demoOrg}, 'x')` },
  {
    table: 'attachment_files',
    forge: (tx: Tx) => tx`insert into identity.attachment_files (organisations_id, filename, content_type, size, content)
      values (${demoOrg}, 'x', 'text/plain', 1, ${new Uint8Array([0x78])})`,
  },
  { table: 'attachments', forge: (tx: Tx) => tx`insert into identity.attachments (organisations_id, files_id, name) values (${demoOrg}, ${filesId}, 'x')` },
  { table: 'saved_filters', forge: (tx: Tx) => tx`insert into identity.saved_filters (organisations_id, name) values (${demoOrg}, 'x')` },
];

describe('row-level security of the library', () => {
  it.each(cases)('Toinen Oy can neither read nor change Demo Oy\'s $table', async ({ table, forge }) => {
    const owned = () => it_.db.owner`select * from ${it_.db.owner(`identity.${table}`)} where organisations_id = ${demoOrg} order by id`;
    const before = await owned();
    expect(before).toHaveLength(1);
    expect(await asToinen((tx) => tx`select 1 from ${tx(`identity.${table}`)}`)).toHaveLength(0);
    const touch = table === 'attachment_files' || table === 'saved_filters' ? null : asToinen((tx) => tx`update ${tx(`identity.${table}`)} set name = 'taken'`);
    if (touch) expect((await touch).count).toBe(0);
    expect((await asToinen((tx) => tx`delete from ${tx(`identity.${table}`)} where organisations_id = ${demoOrg}`)).count).toBe(0);
    await expect(asToinen(forge)).rejects.toMatchObject({ code: '42501' });
    expect(await owned()).toEqual(before);
  });

  it('the app role may not rewrite a stored file or a saved filter (no update grant)', async () => {
    await expect(asDemo((tx) => tx`update identity.attachment_files set content = ${new Uint8Array([0x62])}`)).rejects.toMatchObject({ code: '42501' });
    await expect(asDemo((tx) => tx`update identity.saved_filters set name = 'x'`)).rejects.toMatchObject({ code: '42501' });
  });

  it('sees nothing without a tenancy', async () => {
    for (const { table } of cases) expect(await it_.db.tx(null, (tx) => tx`select 1 from ${tx(`identity.${table}`)}`)).toHaveLength(0);
  });
});
