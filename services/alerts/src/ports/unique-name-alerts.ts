import type { UniqueNameAlertInput } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

/**
 * A possible duplicate (type UNIQUENAME, spec §2: unique-name alerts link to the root) raised by the customers service
 * when a new customer or lead has the name and identifier of another customer. Not a list match: the metadata names
 * the two names compared (name1: the new one, name2: the first match) and the matching customers' ids. One open alert
 * per subject (the match key's unique index); screening never reconciles UNIQUENAME alerts, so it stays until staff
 * silence it.
 */
export const raiseUniqueNameAlert = async (db: Database, organisationsId: string, alert: UniqueNameAlertInput): Promise<string | null> =>
  db.tx({ organisationsId, restrictiontype: 'NONE' }, async (tx) => {
    const first = alert.matches[0]?.name ?? '';
    const metadata = {
      keyword: alert.customerName, match: first, score: 100, name1: alert.customerName, name2: first,
      evidence: [], kind: 'UNIQUE_NAME', duplicates: alert.matches.map((match) => match.id),
    };
    const rows = await tx<{ id: string }[]>`
      insert into alerts.alerts (organisations_id, customers_id, subject, customer_name, customer_type, type, target, target_id, target_name,
        description, entity_key, entity_fingerprint, score, metadata)
      values (${organisationsId}, ${alert.customersId}, ${alert.subject}, ${alert.customerName}, ${alert.customerType}, 'UNIQUENAME', 'customer',
        '', ${alert.customerName}, ${alert.description}, 'uniquename', '', 1, ${tx.json(metadata as never)})
      on conflict (organisations_id, customers_id, target, target_id, entity_key) where superseded_at is null and closed_at is null
      do nothing
      returning id`;
    const id = rows[0]?.id ?? null;
    // The notification mail names a customer; a lead's alert shows in the alert list only.
    if (id && alert.subject === 'customer') await tx`insert into alerts.notifications (customers_id, alerts_ids) values (${alert.customersId}, ${[id]}::uuid[])`;
    return id;
  });
