-- Profiles and roles: who is a customer and who is an admin, kept in step with auth.users.

create extension if not exists pgcrypto with schema extensions;

-- Helpers live in their own schema, which the Data API does not expose. The API roles may use
-- it because CHECK constraints run as the caller and their validators look names up here;
-- functions that must stay internal revoke EXECUTE on their own.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- Every table keeps updated_at in server time, so clients can compare versions (admin edits, sync).
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text check (email is null or char_length(email) <= 320),
  full_name text check (full_name is null or char_length(full_name) <= 120),
  role text not null default 'customer' check (role in ('customer', 'admin')),
  must_change_password boolean not null default false,
  password_changed_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'One row per auth user: role (customer/admin) and password-change state.';

create trigger profiles_set_updated_at
  before insert or update on public.profiles
  for each row execute function private.set_updated_at();

alter table public.profiles enable row level security;

-- Used by the policies of every table; security definer so it can read profiles under RLS.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and role = 'admin'
  );
$$;

revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Anonymous visitors have nothing to do with profiles, not even a denied read.
revoke all on table public.profiles from anon;

create policy "Users can read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Admins can read every profile"
  on public.profiles for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can create profiles"
  on public.profiles for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can update profiles"
  on public.profiles for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete profiles"
  on public.profiles for delete to authenticated
  using ((select public.is_admin()));

-- A new auth user always starts as a customer: the role never comes from user-editable metadata.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, full_name, password_changed_at, last_sign_in_at)
  values (
    new.id,
    new.email,
    left(nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), ''), 120),
    now(),
    new.last_sign_in_at
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Auth owns email, password and sign-in time; mirror them so the app reads one table.
-- A new password clears the first-access flag whichever path changed it.
create or replace function private.handle_auth_user_updated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_password_changed boolean := new.encrypted_password is distinct from old.encrypted_password;
begin
  update public.profiles
  set email = new.email,
      last_sign_in_at = new.last_sign_in_at,
      must_change_password = case when v_password_changed then false else must_change_password end,
      password_changed_at = case when v_password_changed then now() else password_changed_at end
  where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_updated
  after update on auth.users
  for each row
  when (
    old.email is distinct from new.email
    or old.encrypted_password is distinct from new.encrypted_password
    or old.last_sign_in_at is distinct from new.last_sign_in_at
  )
  execute function private.handle_auth_user_updated();

-- Called by the change-password screen after a successful password update (idempotent; the
-- trigger above already does the same when auth.users changes).
create or replace function public.mark_password_changed()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  update public.profiles
  set must_change_password = false,
      password_changed_at = now()
  where id = (select auth.uid());
end;
$$;

revoke execute on function public.mark_password_changed() from public, anon;
grant execute on function public.mark_password_changed() to authenticated;
