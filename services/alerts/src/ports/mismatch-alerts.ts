import type { MismatchAlertInput } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

/**
 * An identity mismatch alert (type MISMATCH, spec §3 type group "mismatch"; issue 25 §5) raised by another service
 * through the alerts port. Not a list match: the metadata names the two names compared (name1: expected, name2: the
 * eID's) and has no list entity. One open alert per target (the match key's unique index); screening never reconciles
 * MISMATCH alerts, so the alert stays until staff silence it.
 */
export const raiseMismatchAlert = async (db: Database, organisationsId: string, alert: MismatchAlertInput): Promise<string | null> =>
  db.tx({ organisationsId, restrictiontype: 'NONE' }, async (tx) => {
    const metadata = {
      keyword: alert.targetName, match: alert.identifiedName, score: 100, name1: alert.targetName, name2: alert.identifiedName,
      evidence: [], kind: 'IDENTITY_MISMATCH',
    };
    const rows = await tx<{ id: string }[]>`
      insert into alerts.alerts (organisations_id, customers_id, customer_name, customer_type, type, target, target_id, target_name,
        description, entity_key, entity_fingerprint, score, metadata)
      values (${organisationsId}, ${alert.customersId}, ${alert.customerName}, ${alert.customerType}, 'MISMATCH', ${alert.target},
        ${alert.targetId}, ${alert.targetName}, ${alert.description}, ${`mismatch:${alert.target}`}, '', 1, ${tx.json(metadata as never)})
      on conflict (organisations_id, customers_id, target, target_id, entity_key) where superseded_at is null and closed_at is null
      do nothing
      returning id`;
    const id = rows[0]?.id ?? null;
    if (id) await tx`insert into alerts.notifications (customers_id, alerts_ids) values (${alert.customersId}, ${[id]}::uuid[])`;
    return id;
  });
