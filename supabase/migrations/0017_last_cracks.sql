-- The last cracks an attacker found (issue 41), each closed where the request meets the database:
--   1. Every function an anonymous caller can execute bounds its text arguments and answers longer
--      text with 400 (22001) before any work; the per-role statement time-outs Supabase sets
--      (anon 3 s, authenticated 8 s) are set here too, so a project and the stand-in read them from
--      the same place (pg_db_role_setting).
--   3. The flag exception of the clean-text rule takes the three subdivision flags emoji have
--      (England, Scotland, Wales), not any run of tag characters after the black flag.
--   5. The limit per source on anonymous writes counts the last ten minutes and the last 24 hours
--      (a sliding window), not ten-minute windows aligned to the clock: 15 leads just before a
--      boundary and 15 just after are no longer 30 in 16 seconds. Same limits.

-- 1. Bounded arguments, and the time-outs per role ------------------------------------------------

-- PostgREST applies the settings of the role it switches to (its "impersonated role settings");
-- Supabase ships these two. The stand-in reads them from pg_db_role_setting as well
-- (supabase/local/schema-cache.mjs) and enforces them itself, as PGlite never fires the timer.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
notify pgrst, 'reload config';

-- Refuses text longer than p_max characters with 22001 (HTTP 400 through PostgREST). Called first by
-- the functions below, so a megabyte of text costs one char_length and nothing else.
create or replace function private.check_text_length(p_value text, p_max integer, p_name text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if char_length(p_value) > p_max then
    raise exception '% is too long: at most % characters', p_name, p_max
      using errcode = '22001', detail = format('%s characters were sent', char_length(p_value));
  end if;
end;
$$;
revoke execute on function private.check_text_length(text, integer, text) from public;
grant execute on function private.check_text_length(text, integer, text) to anon, authenticated, service_role;

-- public.dream_title_key (0010, generated): a title has at most 120 characters (0004), so an API
-- role's longer text is refused before the key's regular expressions run over it. Other roles
-- (migrations, the title-key tests comparing long runs of code points) keep the unbounded key, and
-- the index on the key is unchanged (same function, same results for every stored title). The
-- generated body is kept as it is: the bound goes in after its `begin`, and
-- scripts/title-key-sql.mjs prints the same line, so a regenerated key keeps it.
do $do$
declare
  v_def text := pg_get_functiondef('public.dream_title_key(text)'::regprocedure);
  v_anchor constant text := E'\nbegin\n';
  v_bound constant text := $b$
begin
  -- API roles: a title has at most 120 characters (0017).
  if char_length(p_titulo) > 120 and current_user in ('anon', 'authenticated') then
    raise exception 'p_titulo is too long: at most 120 characters' using errcode = '22001';
  end if;
$b$;
begin
  if strpos(v_def, 'p_titulo is too long') > 0 then
    return;
  end if;
  if strpos(v_def, v_anchor) = 0 then
    raise exception 'public.dream_title_key has no "begin" line to bound';
  end if;
  execute overlay(v_def placing v_bound from strpos(v_def, v_anchor) for length(v_anchor));
end;
$do$;

-- As in 0010, with the bound first.
create or replace function public.live_dream_by_title(p_titulo text)
returns setof public.dreams
language plpgsql
stable
rows 1
security invoker
set search_path = ''
as $$
begin
  perform private.check_text_length(p_titulo, 120, 'p_titulo');
  return query
    select d.*
    from public.dreams as d
    where not d.deleted and public.dream_title_key(d.titulo) = public.dream_title_key(p_titulo);
end;
$$;

-- As in 0003: an identifier is an e-mail address, at most 320 characters.
create or replace function public.login_lock_status(p_identifier text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_until timestamptz;
begin
  perform private.check_text_length(p_identifier, 320, 'p_identifier');
  v_until := private.login_locked_until(p_identifier);
  return json_build_object(
    'locked', v_until is not null,
    'remaining_minutes',
      case when v_until is null then 0
      else greatest(1, ceil(extract(epoch from (v_until - now())) / 60))::int end
  );
end;
$$;

-- As in 0005: a code has at most 32 characters; 64 leaves room for spaces pasted around it.
create or replace function public.resolve_bonus_code(p_code text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.check_text_length(p_code, 64, 'p_code');
  return (select id from public.bonus_receipts where short_code = translate(upper(btrim(p_code)), '0', 'O'));
end;
$$;

-- As in 0012: an endpoint has at most 1024 characters (push_endpoint_allowed), an auth secret 16
-- bytes in base64url (24 characters with padding; 64 allowed).
create or replace function public.push_unsubscribe(endpoint text, auth text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_removed integer;
begin
  perform private.check_text_length(push_unsubscribe.endpoint, 1024, 'endpoint');
  perform private.check_text_length(push_unsubscribe.auth, 64, 'auth');
  delete from public.push_subscriptions s
  where s.endpoint = push_unsubscribe.endpoint
    and s.auth = rtrim(push_unsubscribe.auth, '=');
  get diagnostics v_removed = row_count;
  return v_removed > 0;
end;
$$;

-- The dream validators of 0004 check what admins write (the dreams' constraints, evaluated as
-- authenticated); an anonymous caller has no use for them, and they walk whatever JSON they get.
revoke execute on function public.is_valid_dream_block(jsonb) from public, anon;
revoke execute on function public.is_valid_palpites(jsonb) from public, anon;

-- 3. Only real subdivision flags carry tag characters ---------------------------------------------

-- As in 0011, but for the flag exception: 0011 took the black flag followed by any run of tag
-- characters and a cancel tag, so "Oi 🏴" followed by 60 invisible tags was stored as sent. Now only
-- the tag sequences of the subdivision flags emoji have pass: gbeng, gbsct and gbwls (England,
-- Scotland, Wales; Unicode's RGI list). The TypeScript twin (src/utils/text/clean-text.ts) changes
-- with it; supabase/tests/clean-text-twin.test.ts holds the two together. The constraints that call
-- this function are unchanged; rows stored before keep their text.
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

  -- The three allowed uses of invisible characters are taken out before the check; a flag's tags
  -- only as one of the three subdivision flags emoji have (England, Scotland, Wales).
  v := regexp_replace(p, '(\U0001F3F4)\U000E0067\U000E0062(\U000E0065\U000E006E\U000E0067|\U000E0073\U000E0063\U000E0074|\U000E0077\U000E006C\U000E0073)\U000E007F', '\1', 'g');
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


-- 5. A sliding window for the limit per source -----------------------------------------------------

-- 0011 counted writes in ten-minute windows aligned to the clock (12:00, 12:10...), so a source could
-- send 15 leads at 12:09:50 and 15 more at 12:10:00. From here on each write is stored at its own
-- moment (window_start is that moment; writes of one transaction share it, hence hits) and a write
-- is refused when the source already has per_10_minutes writes in the ten minutes before it, or
-- per_day in the 24 hours before it. Retry-After is the wait until enough of them have left the window
-- for one more. Rows written by 0011 count as writes at the start of their window, as many as they
-- hold. The per-source advisory lock still serialises a source's writes.
comment on column private.anonymous_quota_hits.window_start is
  'When the writes were accepted (since 0017; a sliding window counts the last ten minutes and 24 hours). Rows from before 0017 hold the start of their clock-aligned ten-minute window.';

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
  v_now timestamptz := now();
  v_in_window integer;
  v_in_day integer;
  v_free_at timestamptz;
  v_retry integer;
begin
  select * into v_limits from private.anonymous_quota_limits where bucket = p_bucket;
  if not found then
    raise exception 'Unknown quota bucket "%"', p_bucket using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('anonymous-quota:' || p_bucket || ':' || v_hash));

  select coalesce(sum(hits) filter (where window_start > v_now - interval '10 minutes'), 0),
         coalesce(sum(hits), 0)
    into v_in_window, v_in_day
  from private.anonymous_quota_hits
  where bucket = p_bucket and source_hash = v_hash and window_start > v_now - interval '1 day';

  -- The earliest moment the writes still inside the window (those newer than some write w, when w
  -- leaves it) are fewer than the limit: w's time plus the window, for the oldest such w.
  if v_in_window >= v_limits.per_10_minutes then
    select min(w.window_start) + interval '10 minutes' into v_free_at
    from (
      select h.window_start, sum(h.hits) over (order by h.window_start desc) - h.hits as newer
      from private.anonymous_quota_hits h
      where h.bucket = p_bucket and h.source_hash = v_hash and h.window_start > v_now - interval '10 minutes'
    ) w
    where w.newer < v_limits.per_10_minutes;
  elsif v_in_day >= v_limits.per_day then
    select min(w.window_start) + interval '1 day' into v_free_at
    from (
      select h.window_start, sum(h.hits) over (order by h.window_start desc) - h.hits as newer
      from private.anonymous_quota_hits h
      where h.bucket = p_bucket and h.source_hash = v_hash and h.window_start > v_now - interval '1 day'
    ) w
    where w.newer < v_limits.per_day;
  end if;
  if v_free_at is not null then
    v_retry := greatest(1, ceil(extract(epoch from (v_free_at - v_now)))::integer);
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
  values (p_bucket, v_hash, v_now, 1)
  on conflict (bucket, source_hash, window_start) do update set hits = h.hits + 1;
  -- Writes older than a day no longer count; two days are kept, then they go.
  delete from private.anonymous_quota_hits where window_start < v_now - interval '2 days';
  return v_hash;
end;
$$;
revoke execute on function private.take_anonymous_quota(text) from public;
grant execute on function private.take_anonymous_quota(text) to anon, authenticated;
