import type {
  RetainedRecordEntry, RetainedRecordFile, RetainedRecordFileSource, RetainedRecordPurger, RetainedRecordSection, RetainedRecordSource,
} from '@tunne/contracts';
import type { Database, Tx } from '@tunne/platform';

/**
 * What the outbound service keeps of a retained customer record (issue 25 §4, EU AMLR art. 77): identifications (with
 * document metadata and the identified facts), e-signatures with their signatories, requests with their answers
 * (source of funds included), secure messages, every file (document photos, drawn signatures, signed PDFs, attachments;
 * removed ones too, marked) and the items' whole history (outbound.events). Read as the organisation with the
 * retained-record switch on (migration 00050 hides these rows otherwise); the customers service has already checked
 * that the caller is an admin who may read the record. Wired by the gateway.
 */

const printable = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Internal keys left out of the printed entries (the ids that tie rows together stay). */
const internal = new Set(['organisations_id', 'customers_id', 'customer_name', 'content']);

const toEntry = (row: Record<string, unknown>, title: string): RetainedRecordEntry => ({
  title,
  fields: Object.entries(row)
    .filter(([key, value]) => value !== null && value !== '' && !internal.has(key))
    .map(([label, value]) => ({ label, value: printable(value) })),
});

type Row = { row: Record<string, unknown>; title: string };

const readRetainedOutbound = async (tx: Tx): Promise<void> => {
  await tx`select set_config('app.read_retained', 'on', true)`;
};

export const retainedOutboundSections = (db: Database): RetainedRecordSource => async (subject) => {
  const id = subject.customersId;
  const rows = await db.tx({ organisationsId: subject.organisationsId }, async (tx) => {
    await readRetainedOutbound(tx);
    const identifications = await tx<Row[]>`select to_jsonb(i) as row, coalesce(i.identified_name, i.name) as title
      from outbound.identifications i where i.customers_id = ${id} order by i.created_at, i.id`;
    const esignatures = await tx<Row[]>`select to_jsonb(e) || jsonb_build_object('signatories', coalesce((
          select jsonb_agg(to_jsonb(s) - 'organisations_id' - 'customers_id' order by s.signorder, s.created_at, s.id)
          from outbound.signatories s where s.esignatures_id = e.id), '[]'::jsonb)) as row, e.signature_name as title
      from outbound.esignatures e where e.customers_id = ${id} order by e.created_at, e.id`;
    const requests = await tx<Row[]>`select to_jsonb(r) as row, r.email as title
      from outbound.requests r where r.customers_id = ${id} order by r.created_at, r.id`;
    const letters = await tx<Row[]>`select to_jsonb(l) as row, l.email as title
      from outbound.letters l where l.customers_id = ${id} order by l.created_at, l.id`;
    const files = await tx<Row[]>`select row, title from (
        select jsonb_build_object('item_kind', f.item_kind, 'item_id', f.item_id, 'role', f.role, 'name', f.name, 'mime', f.mime,
                 'size', f.size, 'sha256', f.sha256, 'created_at', f.created_at, 'removed_at', f.removed_at) as row,
               f.name as title, f.created_at as at
          from outbound.files f where f.customers_id = ${id}
        union all
        select jsonb_build_object('item_kind', 'esignature', 'item_id', d.esignatures_id, 'role', 'signed', 'language', d.language,
                 'mime', 'application/pdf', 'size', length(d.content), 'sha256', d.sha256, 'created_at', d.created_at),
               'signed-' || d.esignatures_id || '-' || d.language || '.pdf', d.created_at
          from outbound.signed_documents d where d.customers_id = ${id}
      ) f order by at, title`;
    const history = await tx<Row[]>`select to_jsonb(v) - 'id' as row, v.item_kind || ' ' || v.type as title
      from outbound.events v where v.customers_id = ${id} order by v.created_at, v.id`;
    return { identifications, esignatures, requests, letters, files, history };
  });
  const sections: RetainedRecordSection[] = [
    { key: 'identifications', entries: rows.identifications.map((r) => toEntry(r.row, r.title)) },
    { key: 'esignatures', entries: rows.esignatures.map((r) => toEntry(r.row, r.title)) },
    { key: 'requests', entries: rows.requests.map((r) => toEntry(r.row, r.title)) },
    { key: 'letters', entries: rows.letters.map((r) => toEntry(r.row, r.title)) },
    { key: 'outboundfiles', entries: rows.files.map((r) => toEntry(r.row, r.title)) },
    { key: 'outboundhistory', entries: rows.history.map((r) => toEntry(r.row, r.title)) },
  ];
  return sections;
};

const fileRoles: Record<string, string> = {
  passport: 'document photo', screensignature: 'drawn signature', document: 'document to sign', attachment: 'attachment', answer: 'answer file',
};

/** Every file of the record's outbound items, as stored (for the record's PDF: images drawn, every file attached). */
export const retainedOutboundFiles = (db: Database): RetainedRecordFileSource => async (subject) => {
  const id = subject.customersId;
  const rows = await db.tx({ organisationsId: subject.organisationsId }, async (tx) => {
    await readRetainedOutbound(tx);
    return tx<{ item_kind: string; role: string; name: string; mime: string; sha256: string; content: Uint8Array; removed: boolean }[]>`
      select item_kind, role, name, mime, sha256, content, removed from (
        select f.item_kind, f.role, f.name, f.mime, f.sha256, f.content, f.removed_at is not null as removed, f.created_at as at
          from outbound.files f where f.customers_id = ${id}
        union all
        select 'esignature', 'signed', 'signed-' || d.esignatures_id || '-' || d.language || '.pdf', 'application/pdf', d.sha256, d.content,
               false, d.created_at
          from outbound.signed_documents d where d.customers_id = ${id}
      ) f order by at, name`;
  });
  return rows.map((r): RetainedRecordFile => ({
    name: r.name,
    mime: r.mime,
    bytes: r.content,
    sha256: r.sha256,
    description: `${r.item_kind}: ${r.role === 'signed' ? 'signed PDF' : (fileRoles[r.role] ?? r.role)}${r.removed ? ' (removed)' : ''}`,
  }));
};

/** The retention job's part: the record's outbound rows deleted for good (outbound.purge_record), as counts. */
export const purgeRetainedOutbound = (db: Database): RetainedRecordPurger => async (record) => {
  const [row] = await db.tx(null, (tx) => tx<{ removed: Record<string, number> }[]>`
    select outbound.purge_record(${record.organisationsId}, ${record.customersId}) as removed`);
  return row?.removed ?? {};
};
