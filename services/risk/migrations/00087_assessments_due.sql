-- Issue 26 (A2): the RISKASSESSMENT alert. The scheduled review job finds, across organisations, each customer's
-- newest risk assessment that has expired or expires within the review window (p_review_days); the alerts service
-- raises one open alert per assessment. Ids, names and dates only. Forward-only.
create function risk.assessments_due(p_today date, p_review_days integer)
returns table (organisations_id uuid, customers_id uuid, id uuid, name text, expires_at date)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select n.organisations_id, n.customers_id, n.id, coalesce(nullif(btrim(n.name), ''), n.riskrating_name, '') as name, n.expires_at
    from (select distinct on (a.organisations_id, a.customers_id) a.organisations_id, a.customers_id, a.id, a.name, a.riskrating_name, a.expires_at
            from risk.assessments a
           order by a.organisations_id, a.customers_id, a.created_at desc, a.id) n
   where n.expires_at is not null and n.expires_at <= p_today + greatest(p_review_days, 0)
   order by n.organisations_id, n.customers_id
$$;
revoke all on function risk.assessments_due(date, integer) from public;
grant execute on function risk.assessments_due(date, integer) to tunne_app;
