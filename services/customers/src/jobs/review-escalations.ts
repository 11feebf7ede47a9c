import { helsinkiDate } from '@tunne/contracts';
import { log, type Database, type Mailer } from '@tunne/platform';
import { reviewOverdueMail, type DueReview } from './review-mail.ts';
import type { ReviewRecipient } from './review-notifications.ts';

export interface ReviewEscalationDeps {
  db: Database;
  mailer: Mailer;
  /** The app's address for the link (PUBLIC_URL). */
  publicUrl: string;
  /**
   * Identity's answer to "who is the compliance officer" (through the gateway: `createComplianceOfficerResolver`);
   * until a named role exists, the organisation's admins.
   */
  complianceOfficers: (organisationsId: string) => Promise<ReviewRecipient[]>;
}

/** Customers one round takes per organisation; the rest wait for the next round. */
const roundSize = 1000;

const claim = (db: Database, organisationsId: string, today: string): Promise<DueReview[]> =>
  db.tx({ organisationsId }, (tx) => tx<DueReview[]>`
    update customers.customers c set kycclock_escalated_at = now()
     where c.id in (select id from customers.customers
                    where is_kycclock and not is_removed and kycclock_escalated_at is null and kycclock_alarm_at < ${today}::date
                    order by kycclock_alarm_at limit ${roundSize} for update skip locked)
    returning c.id, c.name, to_char(c.kycclock_alarm_at, 'YYYY-MM-DD') as due`);

const release = (db: Database, organisationsId: string, ids: readonly string[]) =>
  db.tx({ organisationsId }, (tx) => tx`update customers.customers set kycclock_escalated_at = null where id = any(${ids as string[]}::uuid[])`);

/**
 * Issue 25 §7 (AMLR art. 26): a review whose day has passed is escalated to the compliance officer — one mail per
 * organisation and round naming every newly overdue customer, once per alarm day (a new day, e.g. the review done,
 * clears the mark), and the home card (`GET /api/v2.5/user/reviews/overdue`). Without a recipient, or when the mail
 * fails, the customers wait for the next round. Returns the mails sent.
 */
export const sendReviewEscalations = async (deps: ReviewEscalationDeps, now: Date = new Date()): Promise<number> => {
  const today = helsinkiDate(now);
  const organisations = await deps.db.tx(null, (tx) => tx<{ id: string }[]>`select customers.organisations_with_overdue_reviews(${today}::date) as id`);
  let sent = 0;
  for (const { id: organisationsId } of organisations) {
    try {
      const officers = await deps.complianceOfficers(organisationsId);
      if (officers.length === 0) continue;
      const claimed = await claim(deps.db, organisationsId, today);
      if (claimed.length === 0) continue;
      const reviews = [...claimed].sort((a, b) => a.due.localeCompare(b.due) || a.name.localeCompare(b.name));
      let delivered = 0;
      for (const officer of officers) {
        try {
          await deps.mailer.send(reviewOverdueMail(officer.email, officer.language, reviews, deps.publicUrl));
          delivered += 1;
        } catch (error) {
          // The error's text may name the address: only its kind is logged.
          const code = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.name) : 'unknown';
          log.warn('review escalation mail failed', { error: code });
        }
      }
      sent += delivered;
      if (delivered === 0) await release(deps.db, organisationsId, claimed.map((r) => r.id));
    } catch (error) {
      log.error('review escalations failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  }
  return sent;
};
