import type { SeniorManagementPort } from '@tunne/contracts';
import { log, type Database, type MailMessage, type Mailer } from '@tunne/platform';

/**
 * The approvals inbox's mail (issue 25 §3): when an EDD starts waiting for senior management, or a ground of one is
 * gone and its removal waits, each member of senior management (the named ones, else the admins) gets one mail per
 * round naming the customers, in their language, with a link to the home page's inbox. Each decision is mailed once
 * (risk.approval_notices); a failed mail leaves its decisions for the next round. Returns the mails sent.
 */
export interface ApprovalNotificationDeps {
  db: Database;
  mailer: Mailer;
  /** The app's address (PUBLIC_URL). */
  publicUrl: string;
  seniorManagement: SeniorManagementPort;
  /** Identity's active user finder (e-mail, language). */
  findUser: (organisationsId: string, usersId: string) => Promise<{ email: string; language: string } | null>;
  /** The organisations to look at (the register's). */
  organisations: () => Promise<string[]>;
  /** The customer's name as the organisation sees it (the register's). */
  customerName: (organisationsId: string, customersId: string) => Promise<string | null>;
}

type Text = 'fi' | 'en' | 'se';
const textLanguage = (language: string): Text => (language === 'en' || language === 'se' ? language : language === 'fi' ? 'fi' : 'en');

const texts: Record<Text, { subject: (n: number) => string; intro: string; EDD: string; EDD_REMOVAL: string; link: string }> = {
  fi: {
    subject: (n) => `Tunne – ${n === 1 ? 'päätös odottaa hyväksyntääsi' : `${n} päätöstä odottaa hyväksyntääsi`}`,
    intro: 'Seuraavat päätökset odottavat ylimmän johdon hyväksyntää:',
    EDD: 'tehostettu asiakkaan tuntemisen selvitys',
    EDD_REMOVAL: 'tehostetun selvityksen perusteen poisto',
    link: 'Näet ne Tunnen etusivulla (Odottaa hyväksyntääsi):',
  },
  en: {
    subject: (n) => `Tunne – ${n === 1 ? 'a decision waits for your approval' : `${n} decisions wait for your approval`}`,
    intro: 'These decisions wait for senior management\'s approval:',
    EDD: 'enhanced due diligence',
    EDD_REMOVAL: 'removal of an EDD ground',
    link: 'See them on Tunne\'s home page (Waiting for your approval):',
  },
  se: {
    subject: (n) => `Tunne – ${n === 1 ? 'ett beslut väntar på ditt godkännande' : `${n} beslut väntar på ditt godkännande`}`,
    intro: 'Följande beslut väntar på den högsta ledningens godkännande:',
    EDD: 'skärpt kundkännedom',
    EDD_REMOVAL: 'borttagning av en grund för skärpt kundkännedom',
    link: 'Du ser dem på Tunnes startsida (Väntar på ditt godkännande):',
  },
};

interface Claimed {
  kind: 'EDD' | 'EDD_REMOVAL';
  ref_id: string;
  revision: number;
  customers_id: string;
  name: string | null;
}

export const approvalMail = (to: string, language: string, items: readonly Pick<Claimed, 'kind' | 'name'>[], publicUrl: string): MailMessage => {
  const t = texts[textLanguage(language)];
  const lines = items.map((item) => `- ${item.name ?? '–'}: ${t[item.kind]}`);
  return { to, subject: t.subject(items.length), text: [t.intro, '', ...lines, '', t.link, `${publicUrl.replace(/\/+$/, '')}/app/`].join('\n') };
};

/** Marks the organisation's decisions not mailed yet as mailed (in one statement) and returns them. */
const claim = (db: Database, organisationsId: string): Promise<Claimed[]> =>
  db.tx({ organisationsId }, async (tx) => {
    const edds = await tx<Claimed[]>`
      insert into risk.approval_notices (kind, ref_id, revision)
      select 'EDD', e.customers_id, e.revision from risk.edd e where e.state = 'PENDING'
      on conflict do nothing returning kind, ref_id, revision, ref_id as customers_id, null::text as name`;
    const removals = await tx<Claimed[]>`
      insert into risk.approval_notices (kind, ref_id, revision)
      select 'EDD_REMOVAL', r.id, 0 from risk.edd_removals r where r.state = 'PENDING'
      on conflict do nothing returning kind, ref_id, revision, ref_id as customers_id, null::text as name`;
    if (removals.length > 0) {
      const owners = await tx<{ id: string; customers_id: string }[]>`select id, customers_id from risk.edd_removals
        where id = any(${removals.map((r) => r.ref_id)}::uuid[])`;
      for (const r of removals) r.customers_id = owners.find((o) => o.id === r.ref_id)?.customers_id ?? r.customers_id;
    }
    return [...edds, ...removals];
  });

const release = (db: Database, organisationsId: string, rows: readonly Claimed[]) =>
  db.tx({ organisationsId }, async (tx) => {
    for (const r of rows) await tx`delete from risk.approval_notices where kind = ${r.kind} and ref_id = ${r.ref_id} and revision = ${r.revision}`;
  });

export const sendApprovalNotifications = async (deps: ApprovalNotificationDeps): Promise<number> => {
  let sent = 0;
  for (const organisationsId of await deps.organisations()) {
    try {
      const claimed = await claim(deps.db, organisationsId);
      if (claimed.length === 0) continue;
      for (const item of claimed) item.name = await deps.customerName(organisationsId, item.customers_id);
      let failed = false;
      for (const usersId of await deps.seniorManagement.members(organisationsId)) {
        const user = await deps.findUser(organisationsId, usersId);
        if (!user) continue;
        try {
          await deps.mailer.send(approvalMail(user.email, user.language, claimed, deps.publicUrl));
          sent += 1;
        } catch (error) {
          failed = true;
          // The error's text may name the address: only its kind is logged.
          log.warn('approval mail failed', { error: error instanceof Error ? error.name : 'unknown' });
        }
      }
      if (failed) await release(deps.db, organisationsId, claimed);
    } catch (error) {
      log.error('approval notifications failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  }
  return sent;
};
