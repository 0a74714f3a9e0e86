-- The server is the boundary (issue 19): what the browser used to enforce alone now holds for a
-- request sent straight to the Data API.
--   1. Columns the client must not choose are set here (created_at, last_edit_id, profile
--      bookkeeping); status, read and source were already refused unless 'new'/unread/chat.
--   2. An admin whose password must change has no admin rights until it has changed.
--   3. Names and messages that only look filled (invisible or control characters) are refused.
--   4. Admins can unlock an identifier; unknown e-mails cannot flood the sign-in history.
--   5. begin_sign_in/finish_sign_in: the lockout for the sign-in Edge Function (every plan).

-- 1. Server-owned columns ------------------------------------------------------------------

-- Runs as the caller (no security definer), so current_user is the API role PostgREST switched
-- to. Trusted callers (service_role, the migration owner, security definer functions such as the
-- auth triggers) keep full control, e.g. to import history or back-date rows in tests.
create or replace function private.enforce_server_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if tg_op = 'INSERT' then
    new.created_at := now();
    -- status, read and source are not overwritten: their policies and checks already refuse
    -- any other value outright (a lead arrives 'new', feedback unread).
    if tg_table_name in ('suporte_clientes', 'feedbacks') then
      new.last_edit_id := null;
    elsif tg_table_name = 'admin_access_logs' then
      new.ip_address := '0.0.0.0';
    elsif tg_table_name = 'profiles' then
      new.must_change_password := true;
      new.password_changed_at := null;
      new.last_sign_in_at := null;
    end if;
    return new;
  end if;

  -- UPDATE: history stays as it was.
  new.created_at := old.created_at;
  if tg_table_name = 'profiles' then
    new.password_changed_at := old.password_changed_at;
    new.last_sign_in_at := old.last_sign_in_at;
    new.email := old.email;
    -- Only a real password change (the auth.users trigger) clears the first-access flag.
    if old.must_change_password and not new.must_change_password then
      new.must_change_password := true;
    end if;
  end if;
  return new;
end;
$$;

do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'profiles', 'suporte_clientes', 'feedbacks', 'admin_access_logs', 'dreams', 'lucky_guesses',
    'monthly_promotions', 'welcome_bonuses', 'draw_results', 'bonus_receipts'
  ] loop
    execute format('drop trigger if exists %I on public.%I', v_table || '_server_columns', v_table);
    execute format(
      'create trigger %I before insert or update on public.%I '
      'for each row execute function private.enforce_server_columns()',
      v_table || '_server_columns', v_table);
  end loop;
end;
$$;

-- 2. The first-access flag lives in the database -------------------------------------------

-- Every admin policy and admin function goes through is_admin(): while the flag is set the
-- account has customer rights only (it can still read its own profile and change its password).
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
  );
$$;

-- Cleared the flag without any password change. The auth.users trigger of 0001 clears it when
-- the password really changes, on every path (app, dashboard, admin API).
drop function if exists public.mark_password_changed();

-- 3. Text that only looks filled ----------------------------------------------------------

-- Characters that show nothing: Unicode white space, zero-width and other format characters.
-- Written as \u escapes for the regular expression engine, so the file stays plain ASCII.
create or replace function private.is_visible_text(p text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p is not null and regexp_replace(
    p,
    '[\u0001-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0]',
    '', 'g') <> '';
$$;

-- A name: visible, on one line, without control characters, zero-width or bidi characters
-- (a right-to-left override makes a name read differently on the admin's screen).
create or replace function private.is_clean_name(p text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.is_visible_text(p)
    and p !~ '[\u0001-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]';
$$;

-- A message: visible; line breaks and tabs are fine, other control and bidi override
-- characters are not.
create or replace function private.is_clean_message(p text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.is_visible_text(p)
    and p !~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]';
$$;

-- NOT VALID: rows already stored are left alone; every new or changed row is checked.
alter table public.suporte_clientes
  add constraint suporte_clientes_customer_name_clean check (private.is_clean_name(customer_name)) not valid,
  add constraint suporte_clientes_initial_message_clean check (private.is_clean_message(initial_message)) not valid;
alter table public.feedbacks
  add constraint feedbacks_message_clean check (private.is_clean_message(message)) not valid;
alter table public.bonus_receipts
  add constraint bonus_receipts_customer_name_clean check (private.is_clean_name(customer_name)) not valid;

-- 4. Unlocking, and a sign-in history that cannot be flooded ---------------------------------

-- What an attempt is filed under: lower case, no white space or invisible characters at all
-- (an e-mail has none), at most 254 characters (the longest valid address).
create or replace function private.normalize_identifier(p text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(lower(regexp_replace(
    coalesce(p, ''),
    '[\u0001-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF]',
    '', 'g')), 254);
$$;

alter table public.admin_access_logs
  add column if not exists attempt_count integer not null default 1 check (attempt_count >= 1);
comment on column public.admin_access_logs.attempt_count is
  'Attempts folded into this row: refusals during a lock, and unknown e-mails during a flood.';

alter table public.admin_access_logs drop constraint if exists admin_access_logs_status_check;
alter table public.admin_access_logs
  add constraint admin_access_logs_status_check check (status in ('success', 'failed', 'unlocked'));

-- As in 0003, with two changes: an admin's unlock resets the count like a success, and the
-- identifier is normalised the same way it is stored.
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
    where lower(btrim(username_attempt)) = private.normalize_identifier(p_identifier)
  ),
  last_reset as (
    select max(created_at) as at from attempts where status in ('success', 'unlocked')
  ),
  recent_failures as (
    select a.created_at
    from attempts a, last_reset s
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

-- Rows of unknown e-mails kept per 15 minutes before further ones are folded into one row.
create or replace function private.unknown_identifier_budget()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 30;
$$;

-- Adds one attempt to the history and returns the row it went to. Three kinds are folded into
-- an existing row (attempt_count + 1) instead of a new one:
--   * a refusal during a lock, onto the latest refusal of the same identifier in the window
--     (the rule ignores refusals, so the lock is unchanged);
--   * a failure of an unknown e-mail once that identifier has its three rows in the window
--     (enough to lock it, which it stays while attempts keep coming);
--   * any failure of an unknown e-mail once the budget of unknown rows is spent, onto a single
--     '(e-mails desconhecidos)' row.
create or replace function private.log_login_attempt(
  p_identifier text,
  p_status text,
  p_failure_reason text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_identifier text := private.normalize_identifier(p_identifier);
  v_reason text := left(p_failure_reason, 200);
  v_known boolean;
  v_id uuid;
begin
  if p_status = 'failed' then
    v_known := exists (select 1 from auth.users u where lower(u.email) = v_identifier);
    if not v_known and v_reason is distinct from 'Account locked' then
      v_reason := 'User not found or invalid credentials';
    end if;

    if v_reason = 'Account locked' then
      update public.admin_access_logs l set attempt_count = l.attempt_count + 1
      where l.id = (
        select id from public.admin_access_logs
        where lower(btrim(username_attempt)) = v_identifier and status = 'failed'
          and failure_reason = 'Account locked' and created_at > now() - interval '15 minutes'
        order by created_at desc limit 1)
      returning l.id into v_id;
    elsif not v_known then
      if (select count(*) from public.admin_access_logs
          where lower(btrim(username_attempt)) = v_identifier and status = 'failed'
            and created_at > now() - interval '15 minutes') >= 3 then
        update public.admin_access_logs l set attempt_count = l.attempt_count + 1
        where l.id = (
          select id from public.admin_access_logs
          where lower(btrim(username_attempt)) = v_identifier and status = 'failed'
            and created_at > now() - interval '15 minutes'
          order by created_at desc limit 1)
        returning l.id into v_id;
      elsif (select count(*) from public.admin_access_logs
             where failure_reason = 'User not found or invalid credentials'
               and created_at > now() - interval '15 minutes') >= private.unknown_identifier_budget() then
        update public.admin_access_logs l set attempt_count = l.attempt_count + 1
        where l.id = (
          select id from public.admin_access_logs
          where username_attempt = '(e-mails desconhecidos)' and created_at > now() - interval '15 minutes'
          order by created_at desc limit 1)
        returning l.id into v_id;
        if v_id is null then
          v_identifier := '(e-mails desconhecidos)';
        end if;
      end if;
    end if;
    if v_id is not null then
      return v_id;
    end if;
  end if;

  insert into public.admin_access_logs (username_attempt, status, failure_reason)
  values (v_identifier, p_status, v_reason)
  returning id into v_id;
  return v_id;
end;
$$;

revoke execute on function private.log_login_attempt(text, text, text) from public, anon, authenticated;

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
  select private.log_login_attempt(p_identifier, p_status, p_failure_reason);
$$;

revoke execute on function public.record_login_attempt(text, text, text) from public, anon, authenticated;
grant execute on function public.record_login_attempt(text, text, text) to service_role;

-- What the access monitor's "Desbloquear" button calls: the identifier's failures so far stop
-- counting, and the history says which admin unlocked it.
create or replace function public.admin_unlock_identifier(p_identifier text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_identifier text := private.normalize_identifier(p_identifier);
  v_admin text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can unlock sign-ins' using errcode = '42501';
  end if;
  if v_identifier = '' then
    raise exception 'An identifier is required' using errcode = '22023';
  end if;
  select coalesce(p.email, p.id::text) into v_admin from public.profiles p where p.id = (select auth.uid());
  insert into public.admin_access_logs (username_attempt, status, failure_reason)
  values (v_identifier, 'unlocked', left('Desbloqueado por ' || v_admin, 200));
  return json_build_object('identifier', v_identifier, 'locked', private.login_locked_until(v_identifier) is not null);
end;
$$;

revoke execute on function public.admin_unlock_identifier(text) from public, anon;
grant execute on function public.admin_unlock_identifier(text) to authenticated;

-- 5. The sign-in Edge Function's half of the lockout (every plan) ------------------------------

-- Called with the secret key before the password goes to Supabase Auth. Attempts on one
-- identifier are serialised by an advisory lock, and an attempt is filed as a failure before
-- the password is checked, so parallel guesses cannot all pass the check: the fourth sees three.
-- finish_sign_in turns the row into a success when Auth accepted the password.
create or replace function public.begin_sign_in(p_identifier text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_identifier text := private.normalize_identifier(p_identifier);
  v_until timestamptz;
  v_id uuid;
begin
  perform pg_advisory_xact_lock(hashtext('sign-in:' || v_identifier));
  v_until := private.login_locked_until(v_identifier);
  if v_until is not null then
    perform private.log_login_attempt(v_identifier, 'failed', 'Account locked');
    return json_build_object(
      'locked', true,
      'remaining_minutes', greatest(1, ceil(extract(epoch from (v_until - now())) / 60))::int,
      'attempt_id', null);
  end if;
  v_id := private.log_login_attempt(v_identifier, 'failed', 'Invalid login credentials');
  return json_build_object('locked', false, 'remaining_minutes', 0, 'attempt_id', v_id);
end;
$$;

create or replace function public.finish_sign_in(p_attempt_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.admin_access_logs
  set status = 'success', failure_reason = null
  where id = p_attempt_id and status = 'failed' and attempt_count = 1
    and created_at > now() - interval '5 minutes';
$$;

revoke execute on function public.begin_sign_in(text) from public, anon, authenticated;
revoke execute on function public.finish_sign_in(uuid) from public, anon, authenticated;
grant execute on function public.begin_sign_in(text) to service_role;
grant execute on function public.finish_sign_in(uuid) to service_role;
