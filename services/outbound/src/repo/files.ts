import { createHash } from 'node:crypto';
import type { CustomerFile, FileContent, OutboundFile, OutboundFileRole } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import type { ItemKind } from './events.ts';
import type { Stored } from './stored.ts';

type FileRow = Stored<OutboundFile, 'created_at'>;

const toFile = (row: FileRow): OutboundFile => ({ ...row, created_at: row.created_at.toISOString() });

export const sha256Hex = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/** The item's files that are not removed, oldest first; one role or both. */
export const listFiles = async (tx: Tx, kind: ItemKind, itemId: string, role?: OutboundFileRole): Promise<OutboundFile[]> => {
  const rows = await tx<FileRow[]>`
    select id, name, mime, size, sha256, role, created_at from outbound.files
    where item_kind = ${kind} and item_id = ${itemId} and removed_at is null ${role ? tx`and role = ${role}` : tx``}
    order by created_at, id`;
  return rows.map(toFile);
};

/** The customer's files of every request and letter (the features given), newest first, at most 500. */
export const listCustomerFiles = async (tx: Tx, customersId: string, kinds: readonly CustomerFile['item_kind'][]): Promise<CustomerFile[]> => {
  if (kinds.length === 0) return [];
  const rows = await tx<(FileRow & { item_kind: CustomerFile['item_kind']; item_id: string })[]>`
    select id, name, mime, size, sha256, role, created_at, item_kind, item_id from outbound.files
    where customers_id = ${customersId} and item_kind in ${tx(kinds)} and removed_at is null
    order by created_at desc, id limit 500`;
  return rows.map((row) => ({ ...toFile(row), item_kind: row.item_kind, item_id: row.item_id }));
};

export const countFiles = async (tx: Tx, kind: ItemKind, itemId: string): Promise<number> => {
  const [row] = await tx<{ n: number }[]>`
    select count(*)::int as n from outbound.files where item_kind = ${kind} and item_id = ${itemId} and removed_at is null`;
  return row?.n ?? 0;
};

export interface NewFile {
  customersId: string;
  kind: ItemKind;
  itemId: string;
  role: OutboundFileRole;
  name: string;
  mime: string;
  content: Uint8Array;
}

export const insertFile = async (tx: Tx, file: NewFile): Promise<OutboundFile> => {
  const [row] = await tx<FileRow[]>`
    insert into outbound.files (organisations_id, customers_id, item_kind, item_id, role, name, mime, size, sha256, content)
    values ((select outbound.caller_organisation()), ${file.customersId}, ${file.kind}, ${file.itemId}, ${file.role}, ${file.name},
      ${file.mime}, ${file.content.byteLength}, ${sha256Hex(file.content)}, ${Buffer.from(file.content)})
    returning id, name, mime, size, sha256, role, created_at`;
  return toFile(row!);
};

/** A file of the item with its content; null when there is none (or it was removed). */
export const readFileContent = async (tx: Tx, kind: ItemKind, itemId: string, filesId: string, role?: OutboundFileRole): Promise<FileContent | null> => {
  const [row] = await tx<{ name: string; mime: string; content: Buffer }[]>`
    select name, mime, content from outbound.files
    where id = ${filesId} and item_kind = ${kind} and item_id = ${itemId} and removed_at is null ${role ? tx`and role = ${role}` : tx``}`;
  return row ? { name: row.name, mime: row.mime, bytes: new Uint8Array(row.content) } : null;
};

/** Marks the file removed (kept for the record); false when the item has no such file of that role. */
export const removeFile = async (tx: Tx, kind: ItemKind, itemId: string, filesId: string, role: OutboundFileRole): Promise<boolean> => {
  const rows = await tx`
    update outbound.files set removed_at = now()
    where id = ${filesId} and item_kind = ${kind} and item_id = ${itemId} and role = ${role} and removed_at is null
    returning id`;
  return rows.length > 0;
};
