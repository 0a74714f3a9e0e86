-- Anonymous writes that cannot bury the owner's leads (issue 27):
--   1. One rule for every text a visitor fills (names, messages, the chat history, the feedback's
--      page): it shows something, and holds no control, bidi or invisible-only characters.
--   2. The chat history capped to what the chat produces.
--   3. Columns the database owns: a result's demo flag, a bonus receipt's code and issue time.
--   4. A limit per source on anonymous writes (a keyed hash of the client address, never the
--      address), one row per request, and JSON only; refusals counted for the dashboard.
--   5. Leads from a source that sends many are flagged, so the admin sees the others first.
--   6. Deleting one person's leads and feedback on request (LGPD), logged without the data.
--   7. The sign-in hook serialised per identifier, like begin_sign_in.
--   8. The retention job also clears the limiter's hashes.

-- 1. One rule for visitor text -------------------------------------------------------------

-- Written as \u/\U escapes for the regular expression engine, so the file stays plain ASCII.
-- The TypeScript twin is src/domain/text/clean-text.ts; a test runs both on one labelled set.
--
-- Refused anywhere: control characters (tab and line breaks only in multi-line text, never
-- U+2028/2029), bidirectional controls, and the characters Unicode marks as default-ignorable
-- (zero-width, fillers, variation selectors, tags, Mongolian selectors, Khmer inherent vowels,
-- musical and shorthand format controls...) plus the blank Braille pattern U+2800 - with three
-- exceptions that are part of visible emoji: a zero-width joiner between two emoji (family,
-- profession and flag sequences), a variation selector right after a visible character (the
-- emoji style of a heart), and the tag characters of a subdivision flag (England, Scotland).
-- Then something must be left once white space and combining marks are set aside.
create or replace function private.is_clean_text(p text, p_multiline boolean default false)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  -- Emoji that take part in zero-width-joiner sequences (arrows, dingbats, pictographs).
  c_emoji constant text := '[\u2190-\u21FF\u2300-\u23FF\u2600-\u27BF\u2B00-\u2BFF\U0001F000-\U0001FAFF]';
  -- Variation selectors (text/emoji style, ideographic variants).
  c_selector constant text := '[\uFE00-\uFE0F\U000E0100-\U000E01EF]';
  -- White space, including the no-break and typographic spaces.
  c_space constant text := '[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]';
  -- Default-ignorable and format characters, bidi controls, fillers and the blank Braille cell.
  c_invisible constant text := '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E'
    '\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A'
    '\U000E0000-\U000E0FFF]';
  -- Combining marks of the common scripts: they decorate a letter, they do not show alone.
  c_combining constant text := '[\u0300-\u036F\u0483-\u0489\u0591-\u05C7\u0610-\u061A\u064B-\u065F\u0670'
    '\u06D6-\u06ED\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]';
  v text;
begin
  if p is null then
    return false;
  end if;
  if p ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]' then
    return false;
  end if;
  if not p_multiline and p ~ '[\u0009\u000A\u000D]' then
    return false;
  end if;

  -- The three allowed uses of invisible characters are taken out before the check.
  v := regexp_replace(p, '(\U0001F3F4)[\U000E0020-\U000E007E]+\U000E007F', '\1', 'g');
  v := regexp_replace(v, '(' || c_emoji || '[\uFE0F\U0001F3FB-\U0001F3FF]?)\u200D(?=' || c_emoji || ')', '\1', 'g');
  -- A selector after a visible character: neither a control, a space nor anything invisible.
  v := regexp_replace(
    v,
    '([^\u0001-\u001F\u007F-\u009F' || substr(c_space, 2, length(c_space) - 2)
      || substr(c_invisible, 2, length(c_invisible) - 2) || '])' || c_selector,
    '\1', 'g');
  if v ~ c_invisible then
    return false;
  end if;

  return regexp_replace(v, c_space || '|' || c_combining, '', 'g') <> '';
end;
$$;

-- The names and messages of 0008 now follow the one rule (their constraints call these).
create or replace function private.is_clean_name(p text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.is_clean_text(p, false);
$$;

create or replace function private.is_clean_message(p text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.is_clean_text(p, true);
$$;

-- 2. The chat history: what the chat produces, no more ---------------------------------------

-- At most 50 messages of {sender: 'user'|'bot', text}, each text clean and at most 2000
-- characters (the longest request), and 8000 characters in all. The chat keeps at most 30
-- messages and 6000 characters (src/domain/chat/machine.ts); the margin is for leads queued by
-- older versions of the app, which kept up to 50.
create or replace function private.is_valid_chat_history(p_history jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p_history is null or jsonb_typeof(p_history) <> 'array' then false
    when jsonb_array_length(p_history) > 50 then false
    when exists (
      select 1
      from jsonb_array_elements(p_history) as m(entry)
      where case
        when jsonb_typeof(m.entry) <> 'object' then true
        when (select count(*) from jsonb_object_keys(m.entry)) <> 2 then true
        when jsonb_typeof(m.entry -> 'sender') is distinct from 'string' then true
        when (m.entry ->> 'sender') not in ('user', 'bot') then true
        when jsonb_typeof(m.entry -> 'text') is distinct from 'string' then true
        when char_length(m.entry ->> 'text') > 2000 then true
        else not private.is_clean_text(m.entry ->> 'text', true)
      end
    ) then false
    else (select coalesce(sum(char_length(m.entry ->> 'text')), 0) from jsonb_array_elements(p_history) as m(entry)) <= 8000
  end;
$$;

-- The page a feedback was sent from is visitor text too.
alter table public.feedbacks
  add constraint feedbacks_page_clean check (page is null or private.is_clean_text(page, false)) not valid;

-- 3. Columns the database owns -------------------------------------------------------------

alter table public.suporte_clientes
  add column if not exists bulk_suspect boolean not null default false;
comment on column public.suporte_clientes.bulk_suspect is
  'Set by the database when the same source sent more than private.bulk_lead_threshold() leads within 24 hours; the dashboard lists these last.';

create index if not exists suporte_clientes_bulk_created_idx
  on public.suporte_clientes (bulk_suspect, created_at desc, id desc);

-- As in 0008, plus: a result's demo flag comes from the seed only (never true from an API role,
-- and a seeded demo draw stays demo); a bonus receipt's code is generated and its issue time is
-- the server's, on insert, and neither changes afterwards; a lead's bulk flag is the database's.
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
    if tg_table_name = 'suporte_clientes' then
      new.last_edit_id := null;
      new.bulk_suspect := false;
    elsif tg_table_name = 'feedbacks' then
      new.last_edit_id := null;
    elsif tg_table_name = 'admin_access_logs' then
      new.ip_address := '0.0.0.0';
    elsif tg_table_name = 'profiles' then
      new.must_change_password := true;
      new.password_changed_at := null;
      new.last_sign_in_at := null;
    elsif tg_table_name = 'draw_results' then
      new.demo := false;
    elsif tg_table_name = 'bonus_receipts' then
      new.short_code := private.new_bonus_code();
      new.issued_at := now();
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
  elsif tg_table_name = 'draw_results' then
    new.demo := old.demo;
  elsif tg_table_name = 'bonus_receipts' then
    new.short_code := old.short_code;
    new.issued_at := old.issued_at;
  end if;
  return new;
end;
$$;

-- 4. A limit per source on anonymous writes -------------------------------------------------

-- The key of the source hashes: made here, readable by no API role, never leaves the database.
-- Without it a hash of an IPv4 address could be reversed by trying all 2^32 of them.
create table if not exists private.anonymous_source_key (
  id boolean primary key default true check (id),
  key bytea not null default extensions.gen_random_bytes(32)
);
insert into private.anonymous_source_key (id) values (true) on conflict (id) do nothing;
revoke all on table private.anonymous_source_key from public, anon, authenticated, service_role;

-- Limits per bucket: at most per_10_minutes writes in a ten-minute window (aligned to the clock)
-- and per_day in the last 24 hours, per source. A family or a shop may share one address, so a
-- window never allows fewer than 10.
create table if not exists private.anonymous_quota_limits (
  bucket text primary key check (bucket ~ '^[a-z][a-z0-9_-]{0,39}$'),
  per_10_minutes integer not null check (per_10_minutes between 1 and 100000),
  per_day integer not null check (per_day between 1 and 1000000)
);
insert into private.anonymous_quota_limits (bucket, per_10_minutes, per_day)
values ('leads', 15, 120), ('feedback', 15, 120)
on conflict (bucket) do nothing;
revoke all on table private.anonymous_quota_limits from public, anon, authenticated, service_role;

-- Writes accepted per bucket, source and ten-minute window. Refused writes leave nothing here
-- (their transaction is rolled back); they are counted by the sequence below.
create table if not exists private.anonymous_quota_hits (
  bucket text not null,
  source_hash text not null,
  window_start timestamptz not null,
  hits integer not null check (hits >= 1),
  primary key (bucket, source_hash, window_start)
);
create index if not exists anonymous_quota_hits_window_idx on private.anonymous_quota_hits (window_start);
revoke all on table private.anonymous_quota_hits from public, anon, authenticated, service_role;

-- Refusals of the current day: a sequence, because a refusal rolls its transaction back and a
-- sequence is the one thing a rollback does not undo. Its value is day * 10^9 + count, the day
-- counted in Brasília (UTC-3 all year) since 2000-01-01.
create sequence if not exists private.anonymous_refusals minvalue 0 start with 0;
revoke all on sequence private.anonymous_refusals from public, anon, authenticated, service_role;

create or replace function private.brasilia_day_number()
returns bigint
language sql
stable
set search_path = ''
as $$
  select ((now() at time zone 'UTC' - interval '3 hours')::date - date '2000-01-01')::bigint;
$$;

create or replace function private.count_anonymous_refusal()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_day bigint := private.brasilia_day_number();
  v bigint := nextval('private.anonymous_refusals');
begin
  -- The first refusal of a day starts the count again (two at the stroke of midnight may count
  -- as one: the figure is for the dashboard, not for billing).
  if v / 1000000000 <> v_day then
    perform setval('private.anonymous_refusals', v_day * 1000000000 + 1);
  end if;
end;
$$;
revoke execute on function private.count_anonymous_refusal() from public;

-- The client address the request came from, as the platform reports it: on Supabase the API
-- gateway appends the address it saw to X-Forwarded-For, so only the last entry is the gateway's
-- (anything before it the client may have written itself). The local stand-in and the app's
-- proxy do the same. IPv6 clients are taken by their /64 network (one subscriber's line, which
-- holds 2^64 addresses); an IPv4-mapped address as IPv4. 'unknown' without the header.
create or replace function private.request_source()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers jsonb;
  v_last text;
  v_address inet;
begin
  begin
    v_headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    v_headers := null;
  end;
  v_last := btrim(split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', -1));
  if v_last = '' then
    return 'unknown';
  end if;
  -- A port after an IPv4 address or a bracketed IPv6 address is not part of it.
  v_last := regexp_replace(v_last, '^\[([^]]+)\](:[0-9]+)?$', '\1');
  v_last := regexp_replace(v_last, '^([0-9]+\.[0-9]+\.[0-9]+\.[0-9]+):[0-9]+$', '\1');
  v_last := regexp_replace(lower(v_last), '^::ffff:([0-9]+\.[0-9]+\.[0-9]+\.[0-9]+)$', '\1');
  begin
    v_address := v_last::inet;
  exception when others then
    return left(v_last, 100);
  end;
  if family(v_address) = 6 then
    return network(set_masklen(v_address, 64))::text;
  end if;
  return host(v_address);
end;
$$;

-- The keyed hash stored instead of the address (HMAC-SHA-256 with the key above).
create or replace function private.source_hash(p_source text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(coalesce(p_source, 'unknown'), 'UTF8'), k.key, 'sha256'), 'hex')
  from private.anonymous_source_key k;
$$;
revoke execute on function private.source_hash(text) from public;

-- Takes one write from the bucket's quota of the request's source, or refuses the request with
-- HTTP 429 and Retry-After (PostgREST's RAISE 'PGRST' form: the body as a PostgREST error with
-- code PT429, the status and headers in the detail). Returns the source's hash. Writes of one
-- source are serialised by an advisory lock, so parallel requests cannot overshoot the limit.
-- Generic: any anonymous write (a table trigger, an rpc) may call it with its own bucket.
create or replace function private.take_anonymous_quota(p_bucket text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_limits private.anonymous_quota_limits%rowtype;
  v_hash text := private.source_hash(private.request_source());
  v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / 600) * 600);
  v_in_window integer;
  v_in_day integer;
  v_oldest timestamptz;
  v_retry integer;
begin
  select * into v_limits from private.anonymous_quota_limits where bucket = p_bucket;
  if not found then
    raise exception 'Unknown quota bucket "%"', p_bucket using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('anonymous-quota:' || p_bucket || ':' || v_hash));

  select coalesce(sum(hits) filter (where window_start = v_window), 0),
         coalesce(sum(hits), 0),
         min(window_start)
    into v_in_window, v_in_day, v_oldest
  from private.anonymous_quota_hits
  where bucket = p_bucket and source_hash = v_hash and window_start > now() - interval '1 day';

  if v_in_window >= v_limits.per_10_minutes then
    v_retry := ceil(extract(epoch from (v_window + interval '10 minutes' - now())));
  elsif v_in_day >= v_limits.per_day then
    v_retry := ceil(extract(epoch from (v_oldest + interval '1 day' - now())));
  end if;
  if v_retry is not null then
    v_retry := greatest(1, v_retry);
    perform private.count_anonymous_refusal();
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PT429',
        'message', 'Too many requests from this address',
        'details', format('Retry after %s seconds', v_retry),
        'hint', 'Nothing was stored. Send it again after the wait.')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', v_retry::text))::text;
  end if;

  insert into private.anonymous_quota_hits as h (bucket, source_hash, window_start, hits)
  values (p_bucket, v_hash, v_window, 1)
  on conflict (bucket, source_hash, window_start) do update set hits = h.hits + 1;
  -- Windows older than a day no longer count; two days are kept, then they go.
  delete from private.anonymous_quota_hits where window_start < now() - interval '2 days';
  return v_hash;
end;
$$;
revoke execute on function private.take_anonymous_quota(text) from public;
grant execute on function private.take_anonymous_quota(text) to anon, authenticated;

-- 5. One row per anonymous request; leads from busy sources flagged ------------------------------

-- Where each lead came from (the keyed hash), for the flag below; kept 30 days (purge_expired_data).
create table if not exists private.lead_sources (
  lead_id uuid primary key references public.suporte_clientes (id) on delete cascade,
  source_hash text not null,
  created_at timestamptz not null default now()
);
create index if not exists lead_sources_hash_idx on private.lead_sources (source_hash, created_at);
revoke all on table private.lead_sources from public, anon, authenticated, service_role;

-- More leads than this from one source within 24 hours, and all of them are flagged.
create or replace function private.bulk_lead_threshold()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 5;
$$;

create or replace function private.note_lead_source(p_lead_id uuid, p_hash text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into private.lead_sources (lead_id, source_hash) values (p_lead_id, p_hash)
  on conflict (lead_id) do nothing;
  if (select count(*) from private.lead_sources
      where source_hash = p_hash and created_at > now() - interval '1 day') > private.bulk_lead_threshold() then
    update public.suporte_clientes c set bulk_suspect = true
    where not c.bulk_suspect
      and c.id in (select s.lead_id from private.lead_sources s
                   where s.source_hash = p_hash and s.created_at > now() - interval '1 day');
  end if;
end;
$$;
revoke execute on function private.note_lead_source(uuid, text) from public;
grant execute on function private.note_lead_source(uuid, text) to anon, authenticated;

-- Before each row an API role inserts into leads or feedback: the request (its transaction) may
-- hold one row in all, sent as JSON. PostgREST turns a JSON array into one statement; the count
-- is per transaction, so several statements in one request cannot split an array either. The
-- second row is refused before its own checks run, so a big array costs no more than two rows.
create or replace function private.one_row_per_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_total integer;
  v_headers jsonb;
  v_type text;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  v_total := coalesce(nullif(current_setting('sonho.api_rows_inserted', true), '')::integer, 0) + 1;
  perform set_config('sonho.api_rows_inserted', v_total::text, true);
  if v_total > 1 then
    raise sqlstate 'PT400' using
      message = 'One row per request',
      detail = 'This request tried to store more than one row; send each as its own request.',
      hint = 'Send a single JSON object, not an array.';
  end if;

  begin
    v_headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    v_headers := null;
  end;
  v_type := btrim(v_headers ->> 'content-type');
  if v_type is not null and v_type !~* '^application/json[[:space:]]*(;|$)' then
    raise sqlstate 'PT415' using
      message = 'Unsupported Media Type',
      detail = format('Content-Type %s is not accepted here', left(v_type, 100)),
      hint = 'Send the row as application/json.';
  end if;
  return new;
end;
$$;

-- After each INSERT statement of an API role on leads or feedback (one row, by the trigger above):
-- the source's quota is taken. Runs as the caller; the row's CHECK constraints have passed, so
-- only rows that would be stored count against the quota.
create or replace function private.limit_anonymous_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_hash text;
  v_id uuid;
begin
  if current_user not in ('anon', 'authenticated') then
    return null;
  end if;
  select min(id::text)::uuid into v_id from new_rows;
  if v_id is null then
    return null;
  end if;
  v_hash := private.take_anonymous_quota(case tg_table_name when 'suporte_clientes' then 'leads' else 'feedback' end);
  if tg_table_name = 'suporte_clientes' then
    perform private.note_lead_source(v_id, v_hash);
  end if;
  return null;
end;
$$;

drop trigger if exists suporte_clientes_one_row on public.suporte_clientes;
create trigger suporte_clientes_one_row
  before insert on public.suporte_clientes
  for each row execute function private.one_row_per_request();

drop trigger if exists feedbacks_one_row on public.feedbacks;
create trigger feedbacks_one_row
  before insert on public.feedbacks
  for each row execute function private.one_row_per_request();

drop trigger if exists suporte_clientes_limit_anonymous on public.suporte_clientes;
create trigger suporte_clientes_limit_anonymous
  after insert on public.suporte_clientes
  referencing new table as new_rows
  for each statement execute function private.limit_anonymous_insert();

drop trigger if exists feedbacks_limit_anonymous on public.feedbacks;
create trigger feedbacks_limit_anonymous
  after insert on public.feedbacks
  referencing new table as new_rows
  for each statement execute function private.limit_anonymous_insert();

-- For the dashboard: anonymous writes refused today (Brasília), all buckets together.
create or replace function public.admin_refused_requests_today()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_value bigint;
  v_called boolean;
begin
  if not public.is_admin() then
    raise exception 'Only admins can read this' using errcode = '42501';
  end if;
  select last_value, is_called into v_value, v_called from private.anonymous_refusals;
  if not v_called or v_value / 1000000000 <> private.brasilia_day_number() then
    return 0;
  end if;
  return (v_value % 1000000000)::integer;
end;
$$;
revoke execute on function public.admin_refused_requests_today() from public, anon;
grant execute on function public.admin_refused_requests_today() to authenticated;

-- 6. Forgetting one person (LGPD) -----------------------------------------------------------

-- One row per deletion an admin made on request: who, when and how many rows, never the number.
create table if not exists public.privacy_deletions (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid,
  admin_email text,
  leads_deleted integer not null,
  feedbacks_deleted integer not null,
  created_at timestamptz not null default now()
);
comment on table public.privacy_deletions is
  'Deletions of a person''s leads and feedback on request (admin_forget_whatsapp); the number itself is not kept.';
alter table public.privacy_deletions enable row level security;
revoke all on table public.privacy_deletions from anon;
revoke insert, update, delete, truncate on table public.privacy_deletions from authenticated;
create policy "Admins can read the deletion log"
  on public.privacy_deletions for select to authenticated
  using ((select public.is_admin()));

-- Deletes every lead with this WhatsApp number and every feedback whose text holds it (with or
-- without +55, spaces, dots, dashes or parentheses between the digits), and logs the deletion.
create or replace function public.admin_forget_whatsapp(p_whatsapp text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_digits text := regexp_replace(coalesce(p_whatsapp, ''), '[^0-9]', '', 'g');
  v_pattern text;
  v_leads integer;
  v_feedbacks integer;
  v_email text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can delete personal data' using errcode = '42501';
  end if;
  if v_digits ~ '^55[0-9]{10,11}$' then
    v_digits := substr(v_digits, 3);
  end if;
  if v_digits !~ '^[0-9]{10,11}$' then
    raise exception 'A WhatsApp number has 10 or 11 digits with the area code' using errcode = '22023';
  end if;
  v_pattern := '(^|[^0-9])(\+?55[ .()-]*)?' || array_to_string(regexp_split_to_array(v_digits, ''), '[ .()-]*') || '($|[^0-9])';

  delete from public.suporte_clientes where customer_whatsapp = v_digits;
  get diagnostics v_leads = row_count;
  delete from public.feedbacks where message ~ v_pattern;
  get diagnostics v_feedbacks = row_count;

  select p.email into v_email from public.profiles p where p.id = (select auth.uid());
  insert into public.privacy_deletions (admin_id, admin_email, leads_deleted, feedbacks_deleted)
  values ((select auth.uid()), v_email, v_leads, v_feedbacks);
  return json_build_object('leads', v_leads, 'feedbacks', v_feedbacks);
end;
$$;
revoke execute on function public.admin_forget_whatsapp(text) from public, anon;
grant execute on function public.admin_forget_whatsapp(text) to authenticated;

-- 7. The sign-in hook, serialised per identifier ------------------------------------------------

-- As in 0003, with the identifier normalised and the same advisory lock as begin_sign_in: parallel
-- attempts on one e-mail are decided one at a time, so the fourth sees the three before it.
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
  v_email := private.normalize_identifier(coalesce(v_email, event ->> 'user_id'));
  perform pg_advisory_xact_lock(hashtext('sign-in:' || v_email));

  if private.login_locked_until(v_email) is not null then
    perform private.log_login_attempt(v_email, 'failed', 'Account locked');
    return jsonb_build_object(
      'decision', 'reject',
      'message', 'Account locked',
      'should_logout_user', false
    );
  end if;

  if (event ->> 'valid')::boolean then
    perform private.log_login_attempt(v_email, 'success', null);
  else
    perform private.log_login_attempt(v_email, 'failed', 'Invalid login credentials');
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

revoke execute on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated;

-- 8. Retention ------------------------------------------------------------------------------

-- As in 0007, and the limiter's hashes: windows after two days, a lead's source after 30 days
-- (the flag it fed stays on the lead).
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

  delete from public.admin_access_logs where created_at < p_now - interval '6 months';
  get diagnostics v_access_logs = row_count;

  delete from private.anonymous_quota_hits where window_start < p_now - interval '2 days';
  delete from private.lead_sources where created_at < p_now - interval '30 days';

  return json_build_object(
    'suporte_clientes', v_leads,
    'feedbacks', v_feedbacks,
    'admin_access_logs', v_access_logs
  );
end;
$$;

revoke execute on function public.purge_expired_data(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_expired_data(timestamptz) to service_role;
