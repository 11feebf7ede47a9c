import type {
  AuditEntry, Customer, RetainedRecordFile, RetainedRecordSection, RetainedRecordSectionKey, RetainedRecordSummary,
} from '@tunne/contracts';
import { createPdfWriter } from '@tunne/platform/pdf';

export type RecordPdfLanguage = 'fi' | 'en' | 'se';

interface Labels {
  title: string;
  intro: string;
  ended: string;
  retained: string;
  deletes: string;
  printed: string;
  customer: string;
  /** The KYC clock switched off: its reason, when (issue 25 §7). */
  kycclockOff: string;
  audit: string;
  none: string;
  files: string;
  filesIntro: string;
  sections: Record<RetainedRecordSectionKey, string>;
}

const labels: Record<RecordPdfLanguage, Labels> = {
  fi: {
    title: 'Säilytettävä asiakkuustieto',
    intro: 'Asiakkaan tuntemistiedot säilytetään viisi vuotta asiakassuhteen päättymisestä (rahanpesulaki 3 luku 3 §, EU:n AML-asetus 77 art.).',
    ended: 'Asiakassuhde päättyi',
    retained: 'Poistui asiakasrekisteristä',
    deletes: 'Poistetaan',
    printed: 'Tulostettu',
    customer: 'Asiakkaan tiedot',
    kycclockOff: 'KYC-kello pysäytetty',
    audit: 'Muutoshistoria',
    none: 'Ei tietoja.',
    files: 'Tiedostot',
    filesIntro: 'Jokainen tiedosto on liitetty tähän PDF-tiedostoon alkuperäisenä (liitteet); kuvat näkyvät alla. SHA-256 todentaa, ettei tiedostoa ole muutettu.',
    sections: {
      owners: 'Omistajat', actualbeneficiaries: 'Tosiasialliset edunsaajat', peps: 'Poliittisesti vaikutusvaltaiset henkilöt',
      responsiblepersons: 'Vastuuhenkilöt', bankaccounts: 'Pankkitilit', todos: 'Toimenpiteet', tasks: 'Tehtävät', tags: 'Tunnisteet',
      riskanswers: 'Riskikysymysten vastaukset', riskassessments: 'Riskiarviot', riskscores: 'Riskipisteiden historia',
      edd: 'Tehostettu tuntemisvelvollisuus', eddhistory: 'Tehostetun tuntemisvelvollisuuden ja jäädytysten historia',
      alerts: 'Hälytykset ja päätökset', alertdecisions: 'Hälytysten päätöshistoria', queries: 'Pakotelistahaut',
      identifications: 'Tunnistautumiset', esignatures: 'Sähköiset allekirjoitukset', requests: 'Tietopyynnöt ja vastaukset',
      letters: 'Turvaviestit', outboundfiles: 'Lähetysten tiedostot', outboundhistory: 'Lähetysten tapahtumahistoria',
      todofiles: 'Toimenpiteiden tiedostot', reviews: 'Tarkastukset',
    },
  },
  en: {
    title: 'Retained customer record',
    intro: 'Customer due-diligence records are kept five years after the business relationship ends (Finnish AML Act ch. 3 § 3, EU AMLR art. 77).',
    ended: 'Relationship ended',
    retained: 'Left the customer register',
    deletes: 'Deleted on',
    printed: 'Printed',
    customer: 'Customer data',
    kycclockOff: 'KYC clock stopped',
    audit: 'Audit trail',
    none: 'None.',
    files: 'Files',
    filesIntro: 'Every file is embedded in this PDF as it was received (attachments); images are shown below. The SHA-256 proves a file is unchanged.',
    sections: {
      owners: 'Owners', actualbeneficiaries: 'Actual beneficiaries', peps: 'Politically exposed persons',
      responsiblepersons: 'Responsible persons', bankaccounts: 'Bank accounts', todos: 'Todos', tasks: 'Tasks', tags: 'Tags',
      riskanswers: 'Risk answers', riskassessments: 'Risk assessments', riskscores: 'Risk score history',
      edd: 'Enhanced due diligence', eddhistory: 'History of enhanced due diligence and freezes',
      alerts: 'Alerts and decisions', alertdecisions: 'History of alert decisions', queries: 'Sanction-list queries',
      identifications: 'Identifications', esignatures: 'E-signatures', requests: 'Requests and answers',
      letters: 'Secure messages', outboundfiles: 'Files of outbound items', outboundhistory: 'History of outbound items',
      todofiles: 'Files of todos', reviews: 'Reviews',
    },
  },
  se: {
    title: 'Bevarad kunduppgift',
    intro: 'Uppgifterna om kundkännedom bevaras i fem år efter att affärsförbindelsen upphört (finska penningtvättslagen 3 kap. 3 §, EU:s AML-förordning art. 77).',
    ended: 'Affärsförbindelsen upphörde',
    retained: 'Lämnade kundregistret',
    deletes: 'Raderas',
    printed: 'Utskriven',
    customer: 'Kundens uppgifter',
    kycclockOff: 'KYC-klockan stoppad',
    audit: 'Ändringshistorik',
    none: 'Inga uppgifter.',
    files: 'Filer',
    filesIntro: 'Varje fil är bifogad till denna PDF i sin ursprungliga form (bilagor); bilderna visas nedan. SHA-256 visar att filen är oförändrad.',
    sections: {
      owners: 'Ägare', actualbeneficiaries: 'Verkliga huvudmän', peps: 'Politiskt exponerade personer',
      responsiblepersons: 'Ansvariga personer', bankaccounts: 'Bankkonton', todos: 'Åtgärder', tasks: 'Uppgifter', tags: 'Taggar',
      riskanswers: 'Svar på riskfrågor', riskassessments: 'Riskbedömningar', riskscores: 'Riskpoängens historik',
      edd: 'Skärpt kundkännedom', eddhistory: 'Historik över skärpt kundkännedom och frysningar',
      alerts: 'Larm och beslut', alertdecisions: 'Historik över larmbeslut', queries: 'Sökningar i sanktionslistor',
      identifications: 'Identifieringar', esignatures: 'Elektroniska underskrifter', requests: 'Förfrågningar och svar',
      letters: 'Säkra meddelanden', outboundfiles: 'Filer i utskick', outboundhistory: 'Historik över utskick',
      todofiles: 'Filer i åtgärder', reviews: 'Granskningar',
    },
  },
};

export interface RecordPdfInput {
  summary: RetainedRecordSummary;
  customer: Customer;
  sections: RetainedRecordSection[];
  audit: AuditEntry[];
  /** The files other services keep with the record (identification documents, drawn signatures, signed PDFs, ...). */
  files?: readonly RetainedRecordFile[];
  language: RecordPdfLanguage;
  now?: Date;
}

const dateTime = (iso: string): string => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
};
const date = (iso: string): string => dateTime(iso).slice(0, 10);

const printable = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The whole retained record for an inspector: the customer as it was, every kept section, the audit trail. */
export const retainedRecordPdf = async (input: RecordPdfInput): Promise<Uint8Array> => {
  const l = labels[input.language];
  const w = await createPdfWriter(`${l.title}: ${input.customer.name}`);
  w.title(`${l.title}: ${input.customer.name}`);
  w.subtitle(l.intro);
  w.field(l.ended, dateTime(input.summary.relationship_ended_at));
  w.field(l.retained, dateTime(input.summary.retained_at));
  w.field(l.deletes, date(input.summary.deletes_at));
  w.field(l.printed, dateTime((input.now ?? new Date()).toISOString()));

  w.heading(l.customer);
  // Why the review cycle was not running when the customer left (the reason an admin gave; issue 25 §7).
  if (!input.customer.is_kycclock && input.customer.kycclock_off_reason) {
    const at = input.customer.kycclock_off_at ? ` (${dateTime(input.customer.kycclock_off_at)})` : '';
    w.field(l.kycclockOff, `${input.customer.kycclock_off_reason}${at}`);
  }
  for (const [label, value] of Object.entries(input.customer)) {
    const text = Array.isArray(value) ? value.map((v) => (typeof v === 'object' && v && 'name' in v ? String(v.name) : printable(v))).join(', ') : printable(value);
    w.field(label, text);
  }

  for (const section of input.sections) {
    w.heading(l.sections[section.key]);
    if (section.entries.length === 0) w.paragraph(l.none, { muted: true });
    for (const entry of section.entries) {
      w.rule();
      if (entry.title) w.paragraph(entry.title, { size: 10 });
      for (const field of entry.fields) w.field(field.label, field.value);
    }
  }

  const files = input.files ?? [];
  if (files.length > 0) {
    w.heading(l.files);
    w.paragraph(l.filesIntro, { muted: true });
    for (const file of files) {
      w.rule();
      w.paragraph(file.description, { size: 10 });
      w.field(file.name, `${file.mime}, ${file.bytes.length} B, SHA-256 ${file.sha256}`);
      await w.image(file.bytes, file.mime, { maxHeight: 200 });
      await w.attach(file.bytes, file.name, { mime: file.mime, description: file.description });
    }
  }

  w.heading(l.audit);
  if (input.audit.length === 0) w.paragraph(l.none, { muted: true });
  for (const entry of input.audit) {
    w.rule();
    w.paragraph(`${dateTime(entry.changed_at)} · ${entry.action} · ${entry.table_name}${entry.record_id ? ` ${entry.record_id}` : ''}${entry.changed_by ? ` · ${entry.changed_by}` : ''}`, { size: 9 });
    if (entry.old) w.paragraph(`- ${JSON.stringify(entry.old)}`, { size: 8, muted: true, indent: 12 });
    if (entry.new) w.paragraph(`+ ${JSON.stringify(entry.new)}`, { size: 8, muted: true, indent: 12 });
  }
  return w.save();
};
