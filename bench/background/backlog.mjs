// What background work the gateway still has to do on customers, as one SQL statement (run as the owner): the alerts
// re-screen queue, customer events alerts or risk have not followed yet, risk's full runs and queue, unpublished
// imports; and whether the first start has begun at all (the lists loaded, risk's first run recorded). Used by the
// settle checks of bench/customers/load.mjs (psql) and bench/background (the gateway's own connection).
export const backlogSql = `select
    (select count(*)::int from alerts.rescreen_queue) as rescreen,
    (select count(*)::int from risk.recalc_runs where finished_at is null) as recalc_runs,
    (select count(*)::int from risk.recalc_queue) as recalc_queue,
    (select count(*)::int from customers.imports where state <> 'published') as imports,
    exists (select 1 from customers.events e, alerts.consumer_state s
             where s.name = 'customers' and (e.xid::text::bigint, e.id) > (s.last_xid, s.last_id)) as alerts_events,
    exists (select 1 from customers.events e left join risk.consumer_state s on s.name = 'customer-events'
             where (e.xid::text::bigint, e.id) > (coalesce(s.xid, 0), coalesce(s.id, 0))) as risk_events,
    coalesce((select lists_key <> '' from alerts.consumer_state where name = 'customers'), false) as lists_loaded,
    exists (select 1 from risk.recalc_runs) as risk_started,
    (select count(*)::int from alerts.alerts) as alerts,
    (select count(*)::int from risk.customers where calculated_at is not null) as scored`;

/** Whether anything is left to do (or the first start has not begun). */
export const busy = (b) => b.rescreen + b.recalc_runs + b.recalc_queue + b.imports > 0 || b.alerts_events || b.risk_events
  || !b.lists_loaded || !b.risk_started;
