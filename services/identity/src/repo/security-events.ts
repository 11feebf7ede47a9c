import type { Page, SecurityEventEntry, SecurityLogQuery } from '@tunne/contracts';
import type { SecurityEvent, Tx } from '@tunne/platform';

/** Within the event's organisation (RLS checks the row belongs to the tenancy set on tx). */
export const insertSecurityEvent = async (tx: Tx, event: SecurityEvent): Promise<void> => {
  await tx`insert into identity.security_events (organisations_id, type, users_id, target_users_id, address, details)
    values (${event.organisationsId}, ${event.type}, ${event.usersId ?? null}, ${event.targetUsersId ?? null},
      ${event.address?.slice(0, 64) ?? null}, ${tx.json(event.details ?? {})})`;
};

interface EventRow extends Omit<SecurityEventEntry, 'created_at'> {
  created_at: Date;
}

/** The organisation's events, newest first; `users_id` matches the actor or the target. */
export const listSecurityEvents = async (tx: Tx, query: SecurityLogQuery): Promise<Page<SecurityEventEntry>> => {
  const page = query.page ?? 1;
  const size = query.size ?? 50;
  const where = () => tx`where true
    ${query.type ? tx`and e.type = ${query.type}` : tx``}
    ${query.users_id ? tx`and (e.users_id = ${query.users_id} or e.target_users_id = ${query.users_id})` : tx``}`;
  const [rows, [count]] = await Promise.all([
    tx<EventRow[]>`select e.id::text as id, e.created_at, e.type, e.users_id, actor.name as users_name,
        e.target_users_id, target.name as target_users_name, e.address, e.details
      from identity.security_events e
      left join identity.users actor on actor.organisations_id = e.organisations_id and actor.id = e.users_id
      left join identity.users target on target.organisations_id = e.organisations_id and target.id = e.target_users_id
      ${where()}
      order by e.id desc limit ${size} offset ${(page - 1) * size}`,
    tx<{ total: number }[]>`select count(*)::int as total from identity.security_events e ${where()}`,
  ]);
  return {
    items: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: count?.total ?? 0,
    page,
    size,
  };
};
