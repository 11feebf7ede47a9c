import { addMonths, helsinkiDate } from '@tunne/contracts';
import { log, type Database, type Mailer } from '@tunne/platform';
import { reviewDueMail, type DueReview } from './review-mail.ts';

export interface ReviewRecipient {
  email: string;
  language: string;
}

export interface ReviewNotificationDeps {
  db: Database;
  mailer: Mailer;
  /** The app's address for the link (PUBLIC_URL). */
  publicUrl: string;
  /** Identity's, through the gateway: the owner user if active, else the members of the customer's team. */
  recipients: (organisationsId: string, target: { usersId: string | null; teamsId: string | null }) => Promise<ReviewRecipient[]>;
}

/** Customers one round takes per organisation; the rest wait for the next round. */
const roundSize = 1000;

interface Claimed extends DueReview {
  users_id: string | null;
  teams_id: string | null;
}

/**
 * Marks the organisation's customers whose review falls due within a month (and nobody was told of this date) as
 * notified, in one statement (so a second process running the job takes other rows), and returns them.
 */
const claim = (db: Database, organisationsId: string, until: string): Promise<Claimed[]> =>
  db.tx({ organisationsId }, (tx) => tx<Claimed[]>`
    update customers.customers c set kycclock_notified_at = now()
     where c.id in (select id from customers.customers
                    where is_kycclock and not is_removed and kycclock_notified_at is null and kycclock_alarm_at <= ${until}::date
                    order by kycclock_alarm_at limit ${roundSize} for update skip locked)
    returning c.id, c.name, to_char(c.kycclock_alarm_at, 'YYYY-MM-DD') as due, c.users_id, c.teams_id`);

const release = (db: Database, organisationsId: string, ids: readonly string[]) =>
  db.tx({ organisationsId }, (tx) => tx`update customers.customers set kycclock_notified_at = null where id = any(${ids as string[]}::uuid[])`);

/** The last alarm day that is due within a month: a calendar month after today in Helsinki. */
const dueUntil = (now: Date): string => addMonths(helsinkiDate(now), 1);

/**
 * The review reminder (issue #11 §5): one mail to the owner (or, without an active owner, the team's members) when a
 * customer's review falls due within a month, naming all such customers of theirs. Once per alarm date; a new date
 * (the review done, the clock moved) clears the mark. A failed mail leaves its customers for the next round. Returns
 * the mails sent.
 */
export const sendReviewNotifications = async (deps: ReviewNotificationDeps, now: Date = new Date()): Promise<number> => {
  const until = dueUntil(now);
  const organisations = await deps.db.tx(null, (tx) => tx<{ id: string }[]>`select customers.organisations_with_due_reviews(${until}::date) as id`);
  let sent = 0;
  for (const { id: organisationsId } of organisations) {
    try {
      const claimed = await claim(deps.db, organisationsId, until);
      // Mails per recipient address: a user who owns some and is in the team of others gets one mail.
      const byRecipient = new Map<string, { language: string; reviews: DueReview[]; ids: string[] }>();
      const targets = new Map<string, Claimed[]>();
      for (const row of claimed) {
        const key = `${row.users_id ?? ''}/${row.users_id ? '' : row.teams_id ?? ''}`;
        targets.set(key, [...(targets.get(key) ?? []), row]);
      }
      for (const rows of targets.values()) {
        const first = rows[0]!;
        let recipients = first.users_id ? await deps.recipients(organisationsId, { usersId: first.users_id, teamsId: null }) : [];
        if (recipients.length === 0 && first.teams_id) recipients = await deps.recipients(organisationsId, { usersId: null, teamsId: first.teams_id });
        for (const recipient of recipients) {
          const entry = byRecipient.get(recipient.email) ?? { language: recipient.language, reviews: [], ids: [] };
          entry.reviews.push(...rows.map(({ id, name, due }) => ({ id, name, due })));
          entry.ids.push(...rows.map((r) => r.id));
          byRecipient.set(recipient.email, entry);
        }
      }
      const failedIds = new Set<string>();
      for (const [email, entry] of byRecipient) {
        const reviews = [...new Map(entry.reviews.map((r) => [r.id, r])).values()].sort((a, b) => a.due.localeCompare(b.due) || a.name.localeCompare(b.name));
        try {
          await deps.mailer.send(reviewDueMail(email, entry.language, reviews, deps.publicUrl));
          sent += 1;
        } catch (error) {
          // The error's text may name the address: only its kind is logged.
          for (const id of entry.ids) failedIds.add(id);
          const code = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.name) : 'unknown';
          log.warn('review reminder mail failed', { error: code });
        }
      }
      if (failedIds.size > 0) await release(deps.db, organisationsId, [...failedIds]);
    } catch (error) {
      log.error('review reminders failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  }
  return sent;
};
