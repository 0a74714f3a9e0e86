-- A second factor for admins, and sessions that end when they should (issue 28):
--   1. Admin rights need an aal2 token (password and authenticator code) whose session is still
--      alive in auth.sessions: signing out, a password change or a factor reset cut access at
--      once, not when the token expires. is_admin() carries the rule, so every admin policy and
--      every admin function (they all call it) follows; public reads do not call it.
--   2. Restrictive policies on every operation only admins may perform, so that no permissive
--      policy added later can open admin data without the same check.
--   3. Code attempts in the sign-in history (the access monitor) and their own lock: three
--      wrong codes in 15 minutes lock the codes of that account for 15 minutes, as passwords.
--      Supabase Auth asks public.hook_mfa_verification_attempt (the MFA verification attempt
--      hook, docs/backend.md); the local stand-in calls it the same way.
--   4. Another admin can reset a colleague's factors (enrolment again at the next sign-in),
--      which also ends that colleague's sessions and is logged in the access monitor.

-- 1. aal2 on a live session ------------------------------------------------------------------

-- The request's token says aal2, and its session still exists at aal2 (a factor removed since
-- the token was issued takes the session back to aal1). Reads auth.sessions, hence security
-- definer; internal, called by is_admin().
create or replace function private.is_aal2_session()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from auth.sessions s
      where s.user_id = (select auth.uid())
        and s.id::text = (select auth.jwt()) ->> 'session_id'
        and s.aal::text = 'aal2'
        and (s.not_after is null or s.not_after > now())
    );
$$;

revoke execute on function private.is_aal2_session() from public, anon, authenticated;

-- As in 0008 (an admin whose password must change has customer rights only), and now only with
-- the second factor, on a session that is still alive.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and role = 'admin' and not must_change_password
  ) and private.is_aal2_session();
$$;

-- 2. Restrictive policies --------------------------------------------------------------------

-- Whether a policy expression (as pg_policies shows it) is the bare admin check.
create or replace function private.is_admin_check(p_expression text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select replace(lower(regexp_replace(coalesce(p_expression, ''), '\s', '', 'g')), 'public.', '')
    in ('(selectis_admin()asis_admin)', 'is_admin()');
$$;

-- For each table of the public schema and each command, when every permissive policy that
-- allows it is the admin check alone, a restrictive policy requiring is_admin() is added: the
-- command stays admin-only whatever permissive policy comes later. Commands anyone may perform
-- (reading dreams, sending a lead) and mixed ones (reading a published guess, or any guess as an
-- admin) get none; their admin half still goes through is_admin(). Run again by a later
-- migration that adds admin tables.
create or replace function private.add_admin_restrictive_policies()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_row record;
  v_name text;
  v_added integer := 0;
begin
  for v_row in
    select t.tablename, c.command
    from (select distinct tablename from pg_catalog.pg_policies where schemaname = 'public') t
    cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE')) as c(command)
    join pg_catalog.pg_policies p
      on p.schemaname = 'public' and p.tablename = t.tablename
     and p.permissive = 'PERMISSIVE' and p.cmd in (c.command, 'ALL')
    group by t.tablename, c.command
    having bool_and(
      (p.qual is null or private.is_admin_check(p.qual))
      and (p.with_check is null or private.is_admin_check(p.with_check))
      and (p.qual is not null or p.with_check is not null)
    )
  loop
    v_name := format('Admins only, with a second factor (%s)', lower(v_row.command));
    execute format('drop policy if exists %I on public.%I', v_name, v_row.tablename);
    execute format(
      'create policy %I on public.%I as restrictive for %s to anon, authenticated %s',
      v_name, v_row.tablename, v_row.command,
      case v_row.command
        when 'INSERT' then 'with check ((select public.is_admin()))'
        when 'UPDATE' then 'using ((select public.is_admin())) with check ((select public.is_admin()))'
        else 'using ((select public.is_admin()))'
      end);
    v_added := v_added + 1;
  end loop;
  return v_added;
end;
$$;

revoke execute on function private.add_admin_restrictive_policies() from public, anon, authenticated;

select private.add_admin_restrictive_policies();

-- 3. Codes in the sign-in history, and their lock --------------------------------------------

alter table public.admin_access_logs
  add column if not exists method text not null default 'password' check (method in ('password', 'totp'));
comment on column public.admin_access_logs.method is
  'What was tried: a password, or an authenticator code (totp); a factor reset is filed as totp.';

alter table public.admin_access_logs drop constraint if exists admin_access_logs_status_check;
alter table public.admin_access_logs
  add constraint admin_access_logs_status_check check (status in ('success', 'failed', 'unlocked', 'factors_reset'));

-- The rule of 0008 for one method: the three most recent counted failures within 15 minutes
-- lock until 15 minutes after the newest. A success of the same method and an admin's unlock
-- reset the count; a factor reset also resets the codes' count.
create or replace function private.locked_until(p_identifier text, p_method text)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  with attempts as (
    select created_at, status, failure_reason, method
    from public.admin_access_logs
    where lower(btrim(username_attempt)) = private.normalize_identifier(p_identifier)
  ),
  last_reset as (
    select max(created_at) as at from attempts
    where (status = 'success' and method = p_method)
       or status = 'unlocked'
       or (status = 'factors_reset' and p_method = 'totp')
  ),
  recent_failures as (
    select a.created_at
    from attempts a, last_reset s
    where a.status = 'failed'
      and a.method = p_method
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

revoke execute on function private.locked_until(text, text) from public, anon, authenticated;

-- Passwords: wrong codes neither lock the password nor are cleared by a right password.
create or replace function private.login_locked_until(p_identifier text)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select private.locked_until(p_identifier, 'password');
$$;

revoke execute on function private.login_locked_until(text) from public;

-- One code attempt in the history. Refusals during a lock fold onto the latest refusal of the
-- window, as password refusals do.
create or replace function private.log_code_attempt(p_identifier text, p_status text, p_failure_reason text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_identifier text := private.normalize_identifier(p_identifier);
  v_id uuid;
begin
  if p_failure_reason = 'Account locked' then
    update public.admin_access_logs l set attempt_count = l.attempt_count + 1
    where l.id = (
      select id from public.admin_access_logs
      where lower(btrim(username_attempt)) = v_identifier and method = 'totp' and status = 'failed'
        and failure_reason = 'Account locked' and created_at > now() - interval '15 minutes'
      order by created_at desc limit 1)
    returning l.id into v_id;
    if v_id is not null then
      return;
    end if;
  end if;
  insert into public.admin_access_logs (username_attempt, status, failure_reason, method)
  values (v_identifier, p_status, left(p_failure_reason, 200), 'totp');
end;
$$;

revoke execute on function private.log_code_attempt(text, text, text) from public, anon, authenticated;

-- Supabase Auth's "MFA verification attempt" hook: called after each code is checked, with
-- {factor_id, factor_type, user_id, valid}. A locked account's attempts are refused (Auth then
-- signs the user out everywhere); otherwise the attempt is filed and Auth carries on.
create or replace function public.hook_mfa_verification_attempt(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_until timestamptz;
begin
  select u.email into v_email from auth.users u where u.id = (event ->> 'user_id')::uuid;
  v_email := private.normalize_identifier(coalesce(v_email, event ->> 'user_id'));
  perform pg_advisory_xact_lock(hashtext('mfa:' || v_email));

  v_until := private.locked_until(v_email, 'totp');
  if v_until is not null then
    perform private.log_code_attempt(v_email, 'failed', 'Account locked');
    return jsonb_build_object(
      'decision', 'reject',
      'message', format('Account locked. Try again in %s minutes',
        greatest(1, ceil(extract(epoch from (v_until - now())) / 60))::int)
    );
  end if;

  if (event ->> 'valid')::boolean then
    perform private.log_code_attempt(v_email, 'success', null);
  else
    perform private.log_code_attempt(v_email, 'failed', 'Invalid TOTP code');
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

revoke execute on function public.hook_mfa_verification_attempt(jsonb) from public, anon, authenticated;

do $$
begin
  -- The role Supabase Auth runs as exists only on real projects.
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.hook_mfa_verification_attempt(jsonb) to supabase_auth_admin;
  end if;
end;
$$;

-- The access monitor's list of locks, now saying which: the password or the codes.
drop function if exists public.admin_locked_identifiers();
create function public.admin_locked_identifiers()
returns table (identifier text, method text, remaining_minutes integer)
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
    select i.identifier, i.method,
           greatest(1, ceil(extract(epoch from (l.until - now())) / 60))::int
    from (
      select distinct lower(btrim(a.username_attempt)) as identifier, a.method
      from public.admin_access_logs a
      where a.status = 'failed' and a.created_at > now() - interval '15 minutes'
    ) i
    cross join lateral (select private.locked_until(i.identifier, i.method) as until) l
    where l.until is not null
    order by 1, 2;
end;
$$;

revoke execute on function public.admin_locked_identifiers() from public, anon;
grant execute on function public.admin_locked_identifiers() to authenticated, service_role;

-- 4. Admin accounts and their factors --------------------------------------------------------

-- For the panel: every admin account and how many authenticators it has verified.
create or replace function public.admin_list_admins()
returns table (id uuid, email text, full_name text, verified_factors integer, last_sign_in_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can list admins' using errcode = '42501';
  end if;
  return query
    select p.id, p.email, p.full_name,
           (select count(*) from auth.mfa_factors f where f.user_id = p.id and f.status::text = 'verified')::int,
           p.last_sign_in_at
    from public.profiles p
    where p.role = 'admin'
    order by lower(p.email);
end;
$$;

revoke execute on function public.admin_list_admins() from public, anon;
grant execute on function public.admin_list_admins() to authenticated;

-- Removes every factor of another admin and ends that admin's sessions: at the next sign-in the
-- password is followed by a new enrolment. Filed in the sign-in history under that admin.
create or replace function public.admin_reset_factors(p_user_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_target text;
  v_admin text;
  v_factors integer;
begin
  if not public.is_admin() then
    raise exception 'Only admins can reset authenticators' using errcode = '42501';
  end if;
  if p_user_id is null or p_user_id = (select auth.uid()) then
    raise exception 'An admin resets another admin''s authenticators, not their own' using errcode = '22023';
  end if;
  select p.email into v_target from public.profiles p where p.id = p_user_id and p.role = 'admin';
  if v_target is null then
    raise exception 'No admin with this id' using errcode = '22023';
  end if;
  select coalesce(p.email, p.id::text) into v_admin from public.profiles p where p.id = (select auth.uid());

  delete from auth.mfa_factors where user_id = p_user_id;
  get diagnostics v_factors = row_count;
  delete from auth.sessions where user_id = p_user_id;

  insert into public.admin_access_logs (username_attempt, status, failure_reason, method)
  values (private.normalize_identifier(v_target), 'factors_reset', left('Autenticador redefinido por ' || v_admin, 200), 'totp');
  return json_build_object('user_id', p_user_id, 'factors_removed', v_factors);
end;
$$;

revoke execute on function public.admin_reset_factors(uuid) from public, anon;
grant execute on function public.admin_reset_factors(uuid) to authenticated;
