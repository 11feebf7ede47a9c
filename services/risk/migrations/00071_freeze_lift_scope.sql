-- Issue 25 §1 (risk): approving a lift lifts only what was asked. Forward-only.
--
-- risk.freeze_lift_requests.freezes_id: the freezes in force when the request was made (read under the same lock as
-- the request's insert). An approval lifts these and no other: a freeze that started after the request (a new
-- confirmed sanctions hit) stays until a lift is asked and approved for it. Null on requests made before this
-- migration; those lift the freezes that started no later than the request (frozen_at <= requested_at).
alter table risk.freeze_lift_requests add column freezes_id uuid[];
comment on column risk.freeze_lift_requests.freezes_id is
  'The freezes in force when the lift was requested: the only ones its approval lifts (null: those frozen by requested_at).';
