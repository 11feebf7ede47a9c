import { log, type Database, type Mailer } from '@tunne/platform';
import type { AlertTeamsPort } from '../deps.ts';
import { customerArchivedExpr } from '../repo/alerts.ts';
import { readSettings } from '../repo/settings.ts';
import { alertNotificationMail, type NotifiedCustomer } from './notification-mail.ts';

export interface AlertNotificationDeps {
  db: Database;
  mailer: Mailer;
  /** The app's address for the link to the alerts (PUBLIC_URL). */
  publicUrl: string;
  /** The team's members (identity's, through the gateway). */
  recipients: AlertTeamsPort['recipients'];
}

/** Outbox rows one round takes per organisation; the rest wait for the next round. */
const roundSize = 1000;

interface Round {
  ids: string[];
  teamsId: string | null;
  customers: NotifiedCustomer[];
}

/**
 * Takes the organisation's unsent outbox rows (a claim, so another process running the job leaves them alone) and
 * what of their alerts is still worth telling: not superseded, not silenced meanwhile, customer not archived.
 */
const claimRound = (db: Database, organisationsId: string): Promise<Round | null> =>
  db.tx({ organisationsId }, async (tx) => {
    const rows = await tx<{ id: string }[]>`update alerts.notifications set claimed_at = now()
      where id in (select id from alerts.notifications
                   where sent_at is null and (claimed_at is null or claimed_at < now() - interval '10 minutes')
                   order by created_at limit ${roundSize} for update skip locked)
      returning id`;
    if (rows.length === 0) return null;
    const ids = rows.map((row) => row.id);
    const customers = await tx<NotifiedCustomer[]>`
      select a.customer_name as name, count(*)::int as alerts from alerts.alerts a
      where a.id in (select unnest(n.alerts_ids) from alerts.notifications n where n.id = any(${ids}::uuid[]))
        and a.superseded_at is null and not ${customerArchivedExpr(tx)}
        and (a.silenceclass is null or a.silence_valid_at <= alerts.today())
      group by a.customers_id, a.customer_name
      order by lower(a.customer_name), a.customers_id`;
    const { notify_teams_id } = await readSettings(tx);
    return { ids, teamsId: notify_teams_id, customers };
  });

const finish = (db: Database, organisationsId: string, ids: readonly string[], sent: boolean) =>
  db.tx({ organisationsId }, (tx) =>
    sent
      ? tx`update alerts.notifications set sent_at = now() where id = any(${ids as string[]}::uuid[])`
      : tx`update alerts.notifications set claimed_at = null where id = any(${ids as string[]}::uuid[])`);

/**
 * One round for one organisation: one mail per member of the notification team summarising the new alerts, then
 * the rows are marked sent. Nothing left to tell (alerts silenced or gone meanwhile, no team, no active member):
 * marked sent without mail. A mail that fails leaves the rows for the next round (at least once: the members who
 * got it may get it again). Returns the number of mails sent.
 */
const notifyOrganisation = async (deps: AlertNotificationDeps, organisationsId: string): Promise<number> => {
  const round = await claimRound(deps.db, organisationsId);
  if (!round) return 0;
  const recipients = round.teamsId && round.customers.length > 0 ? await deps.recipients(organisationsId, round.teamsId) : [];
  let sent = 0;
  let failed = 0;
  for (const recipient of recipients) {
    try {
      await deps.mailer.send(alertNotificationMail(recipient.email, recipient.language, round.customers, deps.publicUrl));
      sent += 1;
    } catch (error) {
      // The error's text may name the address: only its kind is logged.
      failed += 1;
      const code = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.name) : 'unknown';
      log.warn('alert notification mail failed', { error: code });
    }
  }
  await finish(deps.db, organisationsId, round.ids, failed === 0);
  return sent;
};

/**
 * The notification job (scheduled; tests call it directly): every organisation with unsent outbox rows gets its
 * round. Returns the number of mails sent.
 */
export const sendAlertNotifications = async (deps: AlertNotificationDeps): Promise<number> => {
  const organisations = await deps.db.tx(null, (tx) => tx<{ id: string }[]>`select alerts.organisations_with_unsent_notifications() as id`);
  let sent = 0;
  for (const { id } of organisations) {
    try {
      sent += await notifyOrganisation(deps, id);
    } catch (error) {
      log.error('alert notifications failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  }
  return sent;
};
