import type { ApprovalNoticeSource, ClaimedApproval, SeniorManagementPort } from '@tunne/contracts';
import { log, type Database, type MailMessage, type Mailer } from '@tunne/platform';

/**
 * The approvals inbox's mail (issue 25 §3): when an EDD starts waiting for senior management, a ground of one is gone
 * and its removal waits, a freeze lift or the organisation's own EU list version waits for a second admin, or (from
 * the alerts and outbound services, otherSources) a disposition waits under four-eyes, switching four-eyes off or
 * lowering the minimum eID level waits, each member
 * of senior management (the named ones, else the admins) gets one mail per
 * round naming the customers, in their language, with a link to the home page's inbox. Each decision is mailed once
 * (risk.approval_notices); a failed mail leaves its decisions for the next round. Returns the mails sent.
 */
export interface ApprovalNotificationDeps {
  db: Database;
  mailer: Mailer;
  /** The app's address (PUBLIC_URL). */
  publicUrl: string;
  seniorManagement: SeniorManagementPort;
  /**
   * Identity's active user finder (e-mail, language, and the profile's notification setting: one who switched
   * reminders off — notify_reminders — gets no approvals mail; the inbox still lists the decisions).
   */
  findUser: (organisationsId: string, usersId: string) => Promise<{ email: string; language: string; notify_reminders: boolean } | null>;
  /** The organisations to look at (the register's). */
  organisations: () => Promise<string[]>;
  /** The customer's name as the organisation sees it (the register's). */
  customerName: (organisationsId: string, customersId: string) => Promise<string | null>;
  /** Other services' decisions waiting for a second person (the alerts': dispositions, switching four-eyes off; outbound's: the eID level). */
  otherSources?: readonly ApprovalNoticeSource[];
}

type Text = 'fi' | 'en' | 'se';
const textLanguage = (language: string): Text => (language === 'en' || language === 'se' ? language : language === 'fi' ? 'fi' : 'en');

const texts: Record<Text, { subject: (n: number) => string; intro: string; link: string } & Record<ClaimedApproval['kind'], string>> = {
  fi: {
    subject: (n) => `Tunne – ${n === 1 ? 'päätös odottaa hyväksyntääsi' : `${n} päätöstä odottaa hyväksyntääsi`}`,
    intro: 'Seuraavat päätökset odottavat ylimmän johdon hyväksyntää:',
    EDD: 'tehostettu asiakkaan tuntemisen selvitys',
    EDD_REMOVAL: 'tehostetun selvityksen perusteen poisto',
    FREEZE_LIFT: 'jäädytyksen purku',
    EU_LIST: 'organisaation oma EU:n suuren riskin maiden listan versio',
    ALERT_DECISION: 'hälytyksen ratkaisu (neljän silmän periaate)',
    FOUR_EYES_OFF: 'neljän silmän periaatteen poisto käytöstä',
    EID_LEVEL: 'tunnistautumisen vähimmäisvarmuustason laskeminen',
    link: 'Näet ne Tunnen etusivulla (Odottaa hyväksyntääsi):',
  },
  en: {
    subject: (n) => `Tunne – ${n === 1 ? 'a decision waits for your approval' : `${n} decisions wait for your approval`}`,
    intro: 'These decisions wait for senior management\'s approval:',
    EDD: 'enhanced due diligence',
    EDD_REMOVAL: 'removal of an EDD ground',
    FREEZE_LIFT: 'lifting a freeze',
    EU_LIST: 'the organisation\'s own version of the EU list of high-risk third countries',
    ALERT_DECISION: 'an alert decision (four-eyes)',
    FOUR_EYES_OFF: 'switching four-eyes off',
    EID_LEVEL: 'lowering the minimum eID level of assurance',
    link: 'See them on Tunne\'s home page (Waiting for your approval):',
  },
  se: {
    subject: (n) => `Tunne – ${n === 1 ? 'ett beslut väntar på ditt godkännande' : `${n} beslut väntar på ditt godkännande`}`,
    intro: 'Följande beslut väntar på den högsta ledningens godkännande:',
    EDD: 'skärpt kundkännedom',
    EDD_REMOVAL: 'borttagning av en grund för skärpt kundkännedom',
    FREEZE_LIFT: 'hävning av en frysning',
    EU_LIST: 'organisationens egen version av EU:s lista över högrisktredjeländer',
    ALERT_DECISION: 'ett larmbeslut (fyraögonsprincipen)',
    FOUR_EYES_OFF: 'avstängning av fyraögonsprincipen',
    EID_LEVEL: 'sänkning av lägsta tillitsnivå för e-identifiering',
    link: 'Du ser dem på Tunnes startsida (Väntar på ditt godkännande):',
  },
};

type Claimed = ClaimedApproval & { source: ApprovalNoticeSource | null; revision: number };

export const approvalMail = (to: string, language: string, items: readonly Pick<ClaimedApproval, 'kind' | 'name'>[], publicUrl: string): MailMessage => {
  const t = texts[textLanguage(language)];
  const lines = items.map((item) => `- ${item.name ?? '–'}: ${t[item.kind]}`);
  return { to, subject: t.subject(items.length), text: [t.intro, '', ...lines, '', t.link, `${publicUrl.replace(/\/+$/, '')}/app/`].join('\n') };
};

/** Marks the organisation's own decisions not mailed yet as mailed (one statement per kind) and returns them. */
const claim = (db: Database, organisationsId: string): Promise<Claimed[]> =>
  db.tx({ organisationsId }, async (tx) => {
    const own = (rows: { kind: ClaimedApproval['kind']; ref_id: string; revision: number; customers_id: string | null; name: string | null; requested_by: string | null }[]) =>
      rows.map((r): Claimed => ({ ...r, source: null }));
    const edds = await tx<{ kind: 'EDD'; ref_id: string; revision: number; customers_id: string; name: null; requested_by: string | null }[]>`
      with claimed as (
        insert into risk.approval_notices (kind, ref_id, revision)
        select 'EDD', e.customers_id, e.revision from risk.edd e where e.state = 'PENDING'
        on conflict do nothing returning kind, ref_id, revision
      )
      select c.kind, c.ref_id, c.revision, c.ref_id as customers_id, null::text as name, e.filled_by[array_length(e.filled_by, 1)] as requested_by
        from claimed c join risk.edd e on e.customers_id = c.ref_id`;
    const removals = await tx<{ kind: 'EDD_REMOVAL'; ref_id: string; revision: number; customers_id: string; name: null; requested_by: string | null }[]>`
      with claimed as (
        insert into risk.approval_notices (kind, ref_id, revision)
        select 'EDD_REMOVAL', r.id, 0 from risk.edd_removals r where r.state = 'PENDING'
        on conflict do nothing returning kind, ref_id, revision
      )
      select c.kind, c.ref_id, c.revision, r.customers_id, null::text as name, r.caused_by[1] as requested_by
        from claimed c join risk.edd_removals r on r.id = c.ref_id`;
    // Issue 25 §1: a lift another admin asked for; issue 25 §3: the organisation's own EU list version.
    const lifts = await tx<{ kind: 'FREEZE_LIFT'; ref_id: string; revision: number; customers_id: string; name: null; requested_by: string }[]>`
      with claimed as (
        insert into risk.approval_notices (kind, ref_id, revision)
        select 'FREEZE_LIFT', r.id, 0 from risk.freeze_lift_requests r
         where not exists (select 1 from risk.freeze_lift_decisions d where d.organisations_id = r.organisations_id and d.requests_id = r.id)
        on conflict do nothing returning kind, ref_id, revision
      )
      select c.kind, c.ref_id, c.revision, r.customers_id, null::text as name, r.requested_by
        from claimed c join risk.freeze_lift_requests r on r.id = c.ref_id`;
    const lists = await tx<{ kind: 'EU_LIST'; ref_id: string; revision: number; customers_id: null; name: string; requested_by: string | null }[]>`
      with claimed as (
        insert into risk.approval_notices (kind, ref_id, revision)
        select 'EU_LIST', l.id, 0 from risk.eu_country_lists l where l.state = 'PENDING' and l.organisations_id is not null
        on conflict do nothing returning kind, ref_id, revision
      )
      select c.kind, c.ref_id, c.revision, null::uuid as customers_id, l.act as name, l.users_id as requested_by
        from claimed c join risk.eu_country_lists l on l.id = c.ref_id`;
    return [...own(edds), ...own(removals), ...own(lifts), ...own(lists)];
  });

const release = async (db: Database, organisationsId: string, rows: readonly Claimed[]): Promise<void> => {
  await db.tx({ organisationsId }, async (tx) => {
    for (const r of rows.filter((row) => row.source === null)) {
      await tx`delete from risk.approval_notices where kind = ${r.kind} and ref_id = ${r.ref_id} and revision = ${r.revision}`;
    }
  });
  for (const source of new Set(rows.flatMap((row) => (row.source ? [row.source] : [])))) {
    await source.release(organisationsId, rows.filter((row) => row.source === source));
  }
};

export const sendApprovalNotifications = async (deps: ApprovalNotificationDeps): Promise<number> => {
  let sent = 0;
  for (const organisationsId of await deps.organisations()) {
    try {
      const claimed = await claim(deps.db, organisationsId);
      for (const source of deps.otherSources ?? []) {
        claimed.push(...(await source.claim(organisationsId)).map((item): Claimed => ({ ...item, source, revision: 0 })));
      }
      if (claimed.length === 0) continue;
      for (const item of claimed) if (item.customers_id) item.name = await deps.customerName(organisationsId, item.customers_id);
      let failed = false;
      for (const usersId of await deps.seniorManagement.members(organisationsId)) {
        // One mail per round to each who may decide: never about their own request (a second person decides).
        const theirs = claimed.filter((item) => item.requested_by !== usersId);
        if (theirs.length === 0) continue;
        const user = await deps.findUser(organisationsId, usersId);
        // The user's own notification settings (profile › notifications): no mail to one who does not want reminders.
        if (!user || !user.notify_reminders) continue;
        try {
          await deps.mailer.send(approvalMail(user.email, user.language, theirs, deps.publicUrl));
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
