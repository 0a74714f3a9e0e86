-- Data retention promised by the privacy policy (/politicas): purge_expired_data() deletes chat
-- leads and feedback after 12 months and sign-in history after 6 months.

-- Ages count from created_at. For leads this is never later than the last contact, so nothing
-- outlives the policy's "até 12 meses depois do último contato". updated_at could not serve:
-- its trigger stamps every insert with the current time.
--
-- Scheduled on a real project with pg_cron (docs/backend.md); not here, because pg_cron exists
-- neither in the stand-in nor on the PostgreSQL 15 test server. p_now exists for tests and a
-- manual catch-up; a moment in the future is refused, so a typo cannot wipe recent data.
create or replace function public.purge_expired_data(p_now timestamptz default now())
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_leads bigint;
  v_feedbacks bigint;
  v_access_logs bigint;
begin
  if p_now is null or p_now > now() then
    raise exception 'p_now must be a moment that is not in the future' using errcode = '22023';
  end if;

  delete from public.suporte_clientes where created_at < p_now - interval '12 months';
  get diagnostics v_leads = row_count;

  delete from public.feedbacks where created_at < p_now - interval '12 months';
  get diagnostics v_feedbacks = row_count;

  -- Harmless to the lockout rule: it only looks at failures of the last 15 minutes and at the
  -- latest success before them.
  delete from public.admin_access_logs where created_at < p_now - interval '6 months';
  get diagnostics v_access_logs = row_count;

  return json_build_object(
    'suporte_clientes', v_leads,
    'feedbacks', v_feedbacks,
    'admin_access_logs', v_access_logs
  );
end;
$$;

-- Deleting other people's data is for the scheduler (and the secret key) only, never for a client.
revoke execute on function public.purge_expired_data(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_expired_data(timestamptz) to service_role;
