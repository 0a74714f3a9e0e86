-- Sign-in history (admin_access_logs) and the login lockout rule decided from it (SPEC §4, §9).

create table public.admin_access_logs (
  id uuid primary key default gen_random_uuid(),
  username_attempt text not null check (char_length(username_attempt) <= 320),
  status text not null check (status in ('success', 'failed')),
  failure_reason text check (failure_reason is null or char_length(failure_reason) <= 200),
  -- The real address is never captured (SPEC §3): a fixed placeholder is stored.
  ip_address text not null default '0.0.0.0' check (char_length(ip_address) <= 64),
  created_at timestamptz not null default now()
);

comment on table public.admin_access_logs is
  'Every password sign-in attempt, written only by the auth server side; admins read it.';

create index admin_access_logs_identifier_idx
  on public.admin_access_logs (lower(btrim(username_attempt)), created_at desc);
create index admin_access_logs_created_at_idx on public.admin_access_logs (created_at desc);

alter table public.admin_access_logs enable row level security;

-- Nobody writes through the API; anonymous visitors cannot even try to read.
revoke all on table public.admin_access_logs from anon;
revoke insert, update, delete, truncate on table public.admin_access_logs from authenticated;

create policy "Admins can read the sign-in history"
  on public.admin_access_logs for select to authenticated
  using ((select public.is_admin()));

-- The one place the lockout rule lives. Failures count per identifier (trimmed, lower case)
-- since its latest success; attempts refused because of a lock do not count. When the three
-- most recent counted failures lie within 15 minutes, the identifier is locked until 15
-- minutes after the newest of them. Returns null when not locked.
create or replace function private.login_locked_until(p_identifier text)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  with attempts as (
    select created_at, status, failure_reason
    from public.admin_access_logs
    where lower(btrim(username_attempt)) = lower(btrim(p_identifier))
  ),
  last_success as (
    select max(created_at) as at from attempts where status = 'success'
  ),
  recent_failures as (
    select a.created_at
    from attempts a, last_success s
    where a.status = 'failed'
      and a.failure_reason is distinct from 'Account locked'
      and (s.at is null or a.created_at > s.at)
    order by a.created_at desc
    limit 3
  ),
  window_ as (
    select count(*) as failures, min(created_at) as oldest, max(created_at) as newest
    from recent_failures
  )
  select case
    when failures = 3 and newest - oldest <= interval '15 minutes'
      and newest + interval '15 minutes' > now()
    then newest + interval '15 minutes'
  end
  from window_;
$$;

revoke execute on function private.login_locked_until(text) from public;

-- What the login screen may know before and after an attempt: locked or not, and for how long.
create or replace function public.login_lock_status(p_identifier text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'locked', l.until is not null,
    'remaining_minutes',
      case when l.until is null then 0
      else greatest(1, ceil(extract(epoch from (l.until - now())) / 60))::int end
  )
  from (select private.login_locked_until(p_identifier) as until) l;
$$;

revoke execute on function public.login_lock_status(text) from public;
grant execute on function public.login_lock_status(text) to anon, authenticated, service_role;

-- Written by the auth server side only (the stand-in's /auth/v1/token, or the hook below).
create or replace function public.record_login_attempt(
  p_identifier text,
  p_status text,
  p_failure_reason text default null
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.admin_access_logs (username_attempt, status, failure_reason)
  values (left(btrim(coalesce(p_identifier, '')), 320), p_status, left(p_failure_reason, 200));
$$;

revoke execute on function public.record_login_attempt(text, text, text) from public, anon, authenticated;
grant execute on function public.record_login_attempt(text, text, text) to service_role;

-- For the admin access monitor: every identifier locked right now.
create or replace function public.admin_locked_identifiers()
returns table (identifier text, remaining_minutes integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.is_admin() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception 'Only admins can list locked identifiers' using errcode = '42501';
  end if;
  return query
    select i.identifier,
           greatest(1, ceil(extract(epoch from (l.until - now())) / 60))::int
    from (
      select distinct lower(btrim(username_attempt)) as identifier
      from public.admin_access_logs
      where status = 'failed' and created_at > now() - interval '15 minutes'
    ) i
    cross join lateral (select private.login_locked_until(i.identifier) as until) l
    where l.until is not null
    order by 1;
end;
$$;

revoke execute on function public.admin_locked_identifiers() from public, anon;
grant execute on function public.admin_locked_identifiers() to authenticated, service_role;

-- On a real project, Supabase Auth calls this "password verification attempt" hook after
-- checking a password (docs/backend.md). It applies the same rule and writes the same rows.
create or replace function public.hook_password_verification_attempt(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  select u.email into v_email from auth.users u where u.id = (event ->> 'user_id')::uuid;
  v_email := coalesce(v_email, event ->> 'user_id');

  if private.login_locked_until(v_email) is not null then
    perform public.record_login_attempt(v_email, 'failed', 'Account locked');
    return jsonb_build_object(
      'decision', 'reject',
      'message', 'Account locked',
      'should_logout_user', false
    );
  end if;

  if (event ->> 'valid')::boolean then
    perform public.record_login_attempt(v_email, 'success', null);
  else
    perform public.record_login_attempt(v_email, 'failed', 'Invalid login credentials');
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

revoke execute on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated;

do $$
begin
  -- The role Supabase Auth runs as exists only on real projects.
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant usage on schema public to supabase_auth_admin;
    grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
  end if;
end;
$$;
