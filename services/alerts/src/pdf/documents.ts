import type { MatchedEntity, QueryResult, SanctionQuery } from '@tunne/contracts';
import { pdfLabels, type PdfLanguage } from './labels.ts';
import { createPdfWriter, type PdfWriter } from '@tunne/platform/pdf';

/** DD.MM.YYYY HH:mm in Finnish time (spec §9); the PDF is read away from the browser's clock. */
const dateTime = (iso: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
};
/** List dates are 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
const listDate = (value: string): string => {
  const [y, m, d] = value.split('-');
  return d ? `${d}.${m}.${y}` : m ? `${m}/${y}` : value;
};
const percent = (score: number): string => `${Math.round(score * 100)} %`;

const entityFields = (pdf: PdfWriter, entity: MatchedEntity, language: PdfLanguage): void => {
  const l = pdfLabels[language];
  pdf.field(l.primaryName, entity.name);
  pdf.field(l.source, entity.source);
  pdf.field(l.sourceId, entity.source_id);
  pdf.field(l.kind, l.kinds[entity.kind] ?? entity.kind);
  pdf.field(l.aliases, entity.aliases.join('; '));
  pdf.field(l.birthDates, entity.birth_dates.map(listDate).join(', '));
  pdf.field(l.nationalities, entity.nationalities.join(', '));
  pdf.field(l.identifiers, entity.identifiers.map((i) => `${i.type}: ${i.value}${i.country ? ` (${i.country})` : ''}`).join('; '));
  pdf.field(l.addresses, entity.addresses.join('; '));
  pdf.field(l.programs, entity.programs.join(', '));
  pdf.field(l.remarks, entity.remarks);
};

const resultBlock = (pdf: PdfWriter, result: QueryResult, n: number, language: PdfLanguage): void => {
  const l = pdfLabels[language];
  pdf.heading(`${n}. ${result.entity.name} — ${percent(result.score)}`);
  pdf.field(l.matchedName, result.matched_alias ? `${result.matched_name} (${l.alias})` : result.matched_name);
  entityFields(pdf, result.entity, language);
  if (result.evidence.length > 0) {
    pdf.field(l.evidence, result.evidence.map((e) => `${l.codes[e.code] ?? e.code}${e.effect ? ` (${e.effect > 0 ? '+' : ''}${Math.round(e.effect * 100)})` : ''}`).join('; '));
  }
  pdf.rule();
};

/** A saved sanction query with every result, for the customer file. */
export const queryPdf = async (query: SanctionQuery, language: PdfLanguage, now = new Date()): Promise<Uint8Array> => {
  const l = pdfLabels[language];
  const pdf = await createPdfWriter(`${l.queryTitle}: ${query.query}`);
  pdf.title(l.queryTitle);
  pdf.subtitle(`${l.generated} ${dateTime(now.toISOString())}`);
  pdf.field(l.query, query.query);
  pdf.field(l.entityType, l.kinds[query.entityType]);
  pdf.field(l.similarity, percent(query.similarity));
  pdf.field(l.lists, query.sources.join(', '));
  pdf.field(l.created, dateTime(query.created_at));
  pdf.field(l.resultCount, String(query.cnt));
  pdf.rule();
  if (query.results.length === 0) pdf.paragraph(l.noResults);
  query.results.forEach((result, i) => resultBlock(pdf, result, i + 1, language));
  return pdf.save();
};

/** The DSA (sanction list) or DPA (PEP) document of one list entity. */
export const entityPdf = async (
  entity: MatchedEntity,
  kind: 'dsa' | 'dpa',
  info: { current: boolean; publishedAt: string | null },
  language: PdfLanguage,
  now = new Date(),
): Promise<Uint8Array> => {
  const l = pdfLabels[language];
  const title = kind === 'dsa' ? l.dsaTitle : l.dpaTitle;
  const pdf = await createPdfWriter(`${title}: ${entity.name}`);
  pdf.title(`${title}: ${entity.name}`);
  pdf.subtitle(`${l.generated} ${dateTime(now.toISOString())}`);
  entityFields(pdf, entity, language);
  pdf.field(l.published, info.publishedAt ? dateTime(info.publishedAt) : null);
  if (!info.current) {
    pdf.gap();
    pdf.paragraph(l.notCurrent, { muted: true });
  }
  return pdf.save();
};
