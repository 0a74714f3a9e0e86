-- Web Push (issue 26): follow a lottery (or the day's guess) and get its result as a notification.
--
-- Shape, the same on a real project and in the local stand-in:
--   push_subscriptions (+ push_subscription_topics)  who follows what; written only through
--       push_subscribe / push_unsubscribe, read by nobody but the service role.
--   push_messages   one row per notification to send (a result for today, the day's guess), queued
--       by triggers on draw_results and lucky_guesses whatever path inserted the row.
--   push_deliveries one row per (message, subscriber): the fan-out queue, filled in bounded batches
--       by push_claim, leased, reported by push_report (sent, gone, retried with backoff, failed).
-- The Edge Function supabase/functions/push-send drains the queue with the secret key. It is woken
-- by private.push_wake(): a NOTIFY that the stand-in listens to, and on a real project HTTP calls
-- through pg_net when that extension and the Vault secrets push_send_url / push_send_secret exist
-- (docs/backend.md), with a pg_cron sweep every minute as the safety net. Without pg_net (PGlite,
-- plain PostgreSQL) the migration applies the same: those parts are reached through dynamic SQL.

-- Who follows what. Endpoints are capability URLs of a browser's push service: nobody but the
-- service role reads them (RLS on, no policy, no grant to the API roles).
create table public.push_subscriptions (
  id bigint generated always as identity primary key,
  endpoint text not null unique check (char_length(endpoint) between 12 and 1024),
  -- The browser's P-256 public key (65 bytes uncompressed) and auth secret (16 bytes), base64url
  -- without padding, as PushSubscription.toJSON() gives them.
  p256dh text not null check (p256dh ~ '^B[A-Za-z0-9_-]{86}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_sent_at timestamptz
);

comment on table public.push_subscriptions is 'Web Push subscriptions (issue 26); written through push_subscribe/push_unsubscribe, read only by the service role.';

create trigger push_subscriptions_set_updated_at before insert or update on public.push_subscriptions
  for each row execute function private.set_updated_at();

-- One row per followed topic: a lottery name as in draw_results.lottery, or 'palpite-do-dia'.
-- The primary key serves the fan-out's keyset scan (topic, then subscriptions in id order).
create table public.push_subscription_topics (
  topic text not null check (char_length(topic) between 1 and 60),
  subscription_id bigint not null references public.push_subscriptions (id) on delete cascade,
  primary key (topic, subscription_id)
);

create index push_subscription_topics_subscription_idx on public.push_subscription_topics (subscription_id);

-- One notification to send to every follower of a topic.
create table public.push_messages (
  id bigint generated always as identity primary key,
  topic text not null,
  -- What makes a message "the same": a draw (lottery, date, label) or the day's guess; a second
  -- insert of the same thing (deleted and entered again, or a replay) sends nothing.
  dedupe_key text not null unique,
  -- Exactly what the service worker shows: { title, body, url, tag }.
  payload jsonb not null,
  ttl_seconds integer not null check (ttl_seconds between 60 and 86400),
  urgency text not null check (urgency in ('very-low', 'low', 'normal', 'high')),
  -- Fan-out progress: deliveries exist for the followers up to this subscription id.
  fanout_cursor bigint not null default 0,
  fanned_out boolean not null default false,
  -- Every attempt is counted, and what became of it.
  attempts integer not null default 0,
  sent integer not null default 0,
  gone integer not null default 0,
  failed integer not null default 0,
  created_at timestamptz not null default now()
);

create index push_messages_pending_idx on public.push_messages (id) where not fanned_out;
create index push_messages_created_at_idx on public.push_messages (created_at);

comment on table public.push_messages is 'Notifications queued for the followers of a topic (issue 26), with their delivery counts.';

-- The fan-out queue: one row per message and follower; the key makes "once" structural.
create table public.push_deliveries (
  message_id bigint not null references public.push_messages (id) on delete cascade,
  subscription_id bigint not null references public.push_subscriptions (id) on delete cascade,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  leased_until timestamptz,
  last_status integer,
  primary key (message_id, subscription_id)
);

create index push_deliveries_due_idx on public.push_deliveries (next_attempt_at) where status = 'queued';
create index push_deliveries_subscription_idx on public.push_deliveries (subscription_id);

-- None of these is for a client: RLS on without a policy, and no grant to the API roles (the
-- schema's default privileges gave them some).
alter table public.push_subscriptions enable row level security;
alter table public.push_subscription_topics enable row level security;
alter table public.push_messages enable row level security;
alter table public.push_deliveries enable row level security;
revoke all on table public.push_subscriptions, public.push_subscription_topics, public.push_messages, public.push_deliveries
  from public, anon, authenticated;
grant select, insert, update, delete on table public.push_subscriptions, public.push_subscription_topics,
  public.push_messages, public.push_deliveries to service_role;

-- ---------------------------------------------------------------------------------------------
-- Endpoints: https on a browser push service only, so the sender can never be made to call an
-- arbitrary address. Chrome, Android, Opera, Samsung Internet, Brave: fcm.googleapis.com;
-- Chromium builds without Google's keys: jmt17.google.com; Firefox: updates.push.services.mozilla.com;
-- Safari (macOS, iOS 16.4+ installed): web.push.apple.com (Apple allows *.push.apple.com);
-- Edge on Windows: *.notify.windows.com. The host must be followed by a path; no port, no user.
-- The local stand-in alone also accepts http://127.0.0.1:PORT/... (its fake push service in
-- tests): its bootstrap (supabase/local/bootstrap.sql) writes that setting into a schema that a
-- real project does not have and that no API role can create or write.
create or replace function private.push_endpoint_allowed(p_endpoint text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_loopback boolean := false;
begin
  if p_endpoint is null or char_length(p_endpoint) > 1024 then
    return false;
  end if;
  if p_endpoint ~ '^https://(fcm\.googleapis\.com|jmt17\.google\.com|updates\.push\.services\.mozilla\.com|([a-z0-9-]+\.)+push\.apple\.com|([a-z0-9-]+\.)+notify\.windows\.com)/[!-~]*$' then
    return true;
  end if;
  if to_regclass('supabase_local.settings') is not null then
    execute 'select coalesce(bool_or(value = ''on''), false) from supabase_local.settings where name = ''push_loopback_endpoints'''
      into v_loopback;
  end if;
  return v_loopback and p_endpoint ~ '^http://127\.0\.0\.1:[1-9][0-9]{0,4}/[!-~]*$';
end;
$$;

revoke execute on function private.push_endpoint_allowed(text) from public;
grant execute on function private.push_endpoint_allowed(text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- A minimal limit per source for push_subscribe (issue 27 builds the project's generic limiter in
-- 0011 at the same time; the lead unifies them). The source is the last hop the platform's gateway
-- appended to X-Forwarded-For, as PostgREST passes it in request.headers; only a keyed hash of it
-- is kept, for the current ten-minute window.
create table private.push_secrets (
  name text primary key,
  value bytea not null
);
revoke all on table private.push_secrets from public, anon, authenticated, service_role;
insert into private.push_secrets (name, value) values ('source_hash_key', extensions.gen_random_bytes(32));

create table private.push_subscribe_windows (
  source_hash bytea not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (source_hash, window_start)
);
revoke all on table private.push_subscribe_windows from public, anon, authenticated, service_role;

-- At most 30 push_subscribe calls per source per ten minutes: a person following every lottery
-- one tap at a time stays far below; a script filling the table does not.
create or replace function private.push_subscribe_rate_limit()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c_limit constant integer := 30;
  c_window constant interval := interval '10 minutes';
  v_headers jsonb;
  v_forwarded text[];
  v_source text;
  v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / 600) * 600);
  v_hits integer;
begin
  begin
    v_headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    v_headers := null;
  end;
  v_forwarded := regexp_split_to_array(coalesce(v_headers ->> 'x-forwarded-for', ''), '\s*,\s*');
  v_source := coalesce(nullif(btrim(v_forwarded[cardinality(v_forwarded)]), ''), 'unknown');

  delete from private.push_subscribe_windows where window_start < now() - c_window * 2;
  insert into private.push_subscribe_windows (source_hash, window_start, hits)
  values (
    extensions.hmac(convert_to(v_source, 'UTF8'), (select value from private.push_secrets where name = 'source_hash_key'), 'sha256'),
    v_window,
    1
  )
  on conflict (source_hash, window_start) do update set hits = private.push_subscribe_windows.hits + 1
  returning hits into v_hits;

  if v_hits > c_limit then
    raise exception 'Muitos pedidos de notificação deste endereço; tente de novo em alguns minutos.'
      using errcode = 'PT429',
            hint = format('Retry after %s seconds', ceil(extract(epoch from (v_window + c_window - now())))::integer);
  end if;
end;
$$;

revoke execute on function private.push_subscribe_rate_limit() from public;

-- ---------------------------------------------------------------------------------------------
-- The client's two functions (the contract the app relies on).

-- Creates the subscription of an endpoint or replaces its topics. An existing endpoint is
-- changed only by the holder of its auth secret. An empty topic list removes the subscription.
-- Returns { "topics": [...] }, the topics now followed.
create or replace function public.push_subscribe(endpoint text, p256dh text, auth text, topics jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_endpoint text := push_subscribe.endpoint;
  v_p256dh text := rtrim(push_subscribe.p256dh, '=');
  v_auth text := rtrim(push_subscribe.auth, '=');
  v_topics text[];
  v_existing public.push_subscriptions;
  v_exists boolean;
  v_id bigint;
begin
  perform private.push_subscribe_rate_limit();

  if not private.push_endpoint_allowed(v_endpoint) then
    raise exception 'Endereço de notificação não aceito: use o serviço de push do navegador.'
      using errcode = '22023', detail = 'endpoint must be https on a browser push service';
  end if;
  if v_p256dh is null or v_p256dh !~ '^B[A-Za-z0-9_-]{86}$' then
    raise exception 'Chave p256dh inválida.' using errcode = '22023', detail = 'p256dh must be a P-256 public key (65 bytes, base64url)';
  end if;
  if v_auth is null or v_auth !~ '^[A-Za-z0-9_-]{22}$' then
    raise exception 'Segredo auth inválido.' using errcode = '22023', detail = 'auth must be 16 bytes, base64url';
  end if;
  if push_subscribe.topics is null or jsonb_typeof(push_subscribe.topics) <> 'array' or jsonb_array_length(push_subscribe.topics) > 30 then
    raise exception 'Lista de tópicos inválida (no máximo 30).' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_array_elements(push_subscribe.topics) as t(item)
    where jsonb_typeof(t.item) <> 'string'
       or char_length(btrim(t.item #>> '{}')) not between 1 and 60
       or (t.item #>> '{}') ~ '[[:cntrl:]]'
  ) then
    raise exception 'Tópico inválido: cada um é o nome de uma loteria ou palpite-do-dia, até 60 caracteres.' using errcode = '22023';
  end if;
  select coalesce(array_agg(distinct btrim(t.item #>> '{}') order by btrim(t.item #>> '{}')), '{}')
  into v_topics
  from jsonb_array_elements(push_subscribe.topics) as t(item);

  select * into v_existing from public.push_subscriptions s where s.endpoint = v_endpoint for update;
  v_exists := found;
  if v_exists and v_existing.auth <> v_auth then
    raise exception 'Esta inscrição pertence a outro aparelho.' using errcode = '42501';
  end if;

  if cardinality(v_topics) = 0 then
    delete from public.push_subscriptions s where s.endpoint = v_endpoint;
    return jsonb_build_object('topics', '[]'::jsonb);
  end if;

  if v_exists then
    update public.push_subscriptions s set p256dh = v_p256dh where s.id = v_existing.id;
    v_id := v_existing.id;
    delete from public.push_subscription_topics t where t.subscription_id = v_id and t.topic <> all (v_topics);
  else
    insert into public.push_subscriptions (endpoint, p256dh, auth) values (v_endpoint, v_p256dh, v_auth)
    returning id into v_id;
  end if;
  insert into public.push_subscription_topics (topic, subscription_id)
  select t, v_id from unnest(v_topics) as t
  on conflict do nothing;

  return jsonb_build_object('topics', to_jsonb(v_topics));
end;
$$;

revoke execute on function public.push_subscribe(text, text, text, jsonb) from public;
grant execute on function public.push_subscribe(text, text, text, jsonb) to anon, authenticated, service_role;

-- Removes the subscription of an endpoint when the auth secret matches; otherwise changes
-- nothing. Returns whether a subscription was removed.
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
  delete from public.push_subscriptions s
  where s.endpoint = push_unsubscribe.endpoint
    and s.auth = rtrim(push_unsubscribe.auth, '=');
  get diagnostics v_removed = row_count;
  return v_removed > 0;
end;
$$;

revoke execute on function public.push_unsubscribe(text, text) from public;
grant execute on function public.push_unsubscribe(text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- What a notification says (pt-BR, as the app writes draws: src/features/results/draw-text.ts).

-- 'NN Name' of a group 1..25, as src/features/animals/domain/animals.ts names them.
create or replace function private.push_group_label(p_group integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select lpad(p_group::text, 2, '0') || ' ' || (array[
    'Avestruz', 'Águia', 'Burro', 'Borboleta', 'Cachorro', 'Cabra', 'Carneiro', 'Camelo', 'Cobra',
    'Coelho', 'Cavalo', 'Elefante', 'Galo', 'Gato', 'Jacaré', 'Leão', 'Macaco', 'Porco', 'Pavão',
    'Peru', 'Touro', 'Tigre', 'Urso', 'Veado', 'Vaca'
  ])[p_group];
$$;

-- The group of a number: its last two digits decide, 00 is group 25.
create or replace function private.push_animal(p_digits text)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.push_group_label(
    case when right(p_digits, 2)::integer = 0 then 25 else ceil(right(p_digits, 2)::integer / 4.0)::integer end);
$$;

-- Percent-encodes a query value (UTF-8), so 'Look Goiás' becomes 'Look%20Goi%C3%A1s'.
create or replace function private.push_url_encode(p text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(string_agg(
    case when c ~ '^[A-Za-z0-9._~-]$' then c
         else regexp_replace(upper(encode(convert_to(c, 'UTF8'), 'hex')), '(..)', '%\1', 'g') end,
    '' order by n), '')
  from regexp_split_to_table(p, '') with ordinality as t(c, n);
$$;

-- A draw's notification: 'Resultado PT Rio PTM 11:20' / '1º 4735 - 09 Cobra', opening /resultados
-- on that lottery and date; one tag per lottery, so a later draw replaces the earlier one.
-- A label that repeats the lottery's first word ('Federal 20:00' of Federal) is not doubled.
create or replace function private.push_draw_payload(p_lottery text, p_draw_date date, p_draw_label text, p_first_prize text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_lottery text := btrim(p_lottery);
  v_label text := btrim(coalesce(p_draw_label, ''));
  v_label_first text := split_part(btrim(coalesce(p_draw_label, '')), ' ', 1);
begin
  if v_label_first <> '' and lower(v_label_first) = lower(split_part(v_lottery, ' ', 1)) then
    v_label := btrim(substr(v_label, char_length(v_label_first) + 1));
  end if;
  return jsonb_build_object(
    'title', btrim('Resultado ' || v_lottery || ' ' || v_label),
    'body', '1º ' || p_first_prize || ' - ' || private.push_animal(p_first_prize),
    'url', '/resultados?loteria=' || private.push_url_encode(v_lottery) || '&data=' || to_char(p_draw_date, 'YYYY-MM-DD'),
    'tag', 'resultado-' || v_lottery
  );
end;
$$;

-- The day's guess: 'Palpite do dia' / 'PT Rio PTM 11:20: 09 Cobra, 16 Leão · milhares 4533, 2761'.
create or replace function private.push_guess_payload(p_lottery text, p_draw_label text, p_grupos text[], p_milhares text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'title', 'Palpite do dia',
    'body', left(
      btrim(btrim(p_lottery) || ' ' || coalesce(btrim(p_draw_label), '')) || ': '
      || coalesce(nullif((select string_agg(private.push_group_label(g::integer), ', ' order by n) from unnest(p_grupos) with ordinality as u(g, n)), ''), 'veja os números')
      || case when cardinality(p_milhares) > 0 then ' · milhares ' || array_to_string(p_milhares, ', ') else '' end,
      240),
    'url', '/palpites',
    'tag', 'palpite-do-dia'
  );
$$;

-- ---------------------------------------------------------------------------------------------
-- Waking the sender.

-- Once per transaction: NOTIFY push_send (the stand-in listens and runs the function), and on a
-- real project p_runs POSTs to the function through pg_net, with the URL and the shared secret
-- from Vault: several runs share a large fan-out (each run sends at most 1,000 messages, within
-- an Edge Function's CPU time, then wakes its successor). pg_net sends after the transaction
-- commits, and nothing when it rolls back.
create or replace function private.push_wake(p_runs integer default 1)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_url text;
  v_secret text;
begin
  if coalesce(current_setting('push.woken', true), '') = 'on' then
    return;
  end if;
  perform set_config('push.woken', 'on', true);
  perform pg_notify('push_send', least(greatest(coalesce(p_runs, 1), 1), 10)::text);

  if not exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'net' and p.proname = 'http_post')
     or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute $q$
    select max(decrypted_secret) filter (where name = 'push_send_url'),
           max(decrypted_secret) filter (where name = 'push_send_secret')
    from vault.decrypted_secrets where name in ('push_send_url', 'push_send_secret')
  $q$ into v_url, v_secret;
  if v_url is null or v_secret is null then
    return;
  end if;
  for i in 1 .. least(greatest(coalesce(p_runs, 1), 1), 10) loop
    execute 'select net.http_post(url => $1, body => $2, headers => $3, timeout_milliseconds => $4)'
      using v_url, '{}'::jsonb, jsonb_build_object('Content-Type', 'application/json', 'x-push-secret', v_secret), 10000;
  end loop;
end;
$$;

revoke execute on function private.push_wake(integer) from public;

-- Queues one notification for the followers of a topic and wakes the sender. Nothing is queued
-- while nobody follows the topic, and the same dedupe key is never queued twice.
create or replace function private.push_enqueue(p_topic text, p_dedupe_key text, p_payload jsonb, p_ttl_seconds integer, p_urgency text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_followers bigint;
  v_queued integer;
begin
  select count(*) into v_followers from public.push_subscription_topics t where t.topic = p_topic;
  if v_followers = 0 then
    return;
  end if;
  insert into public.push_messages (topic, dedupe_key, payload, ttl_seconds, urgency)
  values (p_topic, p_dedupe_key, p_payload, p_ttl_seconds, p_urgency)
  on conflict (dedupe_key) do nothing;
  get diagnostics v_queued = row_count;
  if v_queued > 0 then
    -- One run per 1,000 followers, at most 10 at once.
    perform private.push_wake(ceil(v_followers / 1000.0)::integer);
  end if;
end;
$$;

revoke execute on function private.push_enqueue(text, text, jsonb, integer, text) from public;

-- Today in Brasília (America/Sao_Paulo), the only day whose results are news.
create or replace function private.push_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Sao_Paulo')::date;
$$;

-- A result inserted for today, by any path (REST, the admin's paste, SQL), is sent to the
-- followers of its lottery; backfilled history and the seed's demo rows send nothing.
create or replace function private.push_on_draw_result()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.demo or new.draw_date <> private.push_today() then
    return null;
  end if;
  perform private.push_enqueue(
    btrim(new.lottery),
    'draw:' || btrim(new.lottery) || '|' || new.draw_date || '|' || btrim(new.draw_label),
    private.push_draw_payload(new.lottery, new.draw_date, new.draw_label, new.prizes[1]),
    6 * 3600,
    'high'
  );
  return null;
end;
$$;

create trigger draw_results_push after insert on public.draw_results
  for each row execute function private.push_on_draw_result();

-- The day's guess, once a day, when a guess for today is published (inserted published, or
-- published later).
create or replace function private.push_on_lucky_guess()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.published or new.guess_date <> private.push_today()
     or (tg_op = 'UPDATE' and old.published and old.guess_date = new.guess_date) then
    return null;
  end if;
  perform private.push_enqueue(
    'palpite-do-dia',
    'guess:' || new.guess_date,
    private.push_guess_payload(new.lottery, new.draw_label, new.grupos, new.milhares),
    12 * 3600,
    'normal'
  );
  return null;
end;
$$;

create trigger lucky_guesses_push after insert or update of published, guess_date on public.lucky_guesses
  for each row execute function private.push_on_lucky_guess();

-- ---------------------------------------------------------------------------------------------
-- The sender's side (service role only): claim a batch, report what happened, see what is due.

-- Fans out at most p_limit new deliveries (oldest message first, followers in id order from the
-- message's cursor), then leases at most p_limit due deliveries for p_lease_seconds and returns
-- them with what the function needs to send. Concurrent runs never get the same delivery.
create or replace function public.push_claim(p_limit integer default 100, p_lease_seconds integer default 120)
returns table (
  message_id bigint,
  subscription_id bigint,
  endpoint text,
  p256dh text,
  auth text,
  payload jsonb,
  ttl_seconds integer,
  urgency text,
  topic text,
  attempt integer
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_limit integer := least(greatest(coalesce(p_limit, 100), 1), 1000);
  v_room integer := v_limit;
  v_message record;
  v_added integer;
  v_last bigint;
begin
  for v_message in
    select m.id, m.topic, m.fanout_cursor from public.push_messages m
    where not m.fanned_out order by m.id
    for update skip locked
  loop
    exit when v_room <= 0;
    with picked as (
      select t.subscription_id from public.push_subscription_topics t
      where t.topic = v_message.topic and t.subscription_id > v_message.fanout_cursor
      order by t.subscription_id
      limit v_room
    ), queued as (
      insert into public.push_deliveries (message_id, subscription_id)
      select v_message.id, picked.subscription_id from picked
      on conflict do nothing
    )
    select count(*), max(picked.subscription_id) into v_added, v_last from picked;
    update public.push_messages m
    set fanout_cursor = coalesce(v_last, m.fanout_cursor), fanned_out = v_added < v_room
    where m.id = v_message.id;
    v_room := v_room - v_added;
  end loop;

  return query
  with due as (
    select d.message_id, d.subscription_id from public.push_deliveries d
    where d.status = 'queued' and d.next_attempt_at <= now() and (d.leased_until is null or d.leased_until < now())
    order by d.next_attempt_at, d.message_id, d.subscription_id
    limit v_limit
    for update skip locked
  ), leased as (
    update public.push_deliveries d
    set leased_until = now() + make_interval(secs => least(greatest(coalesce(p_lease_seconds, 120), 10), 900))
    from due
    where d.message_id = due.message_id and d.subscription_id = due.subscription_id
    returning d.message_id, d.subscription_id, d.attempts
  )
  select l.message_id, l.subscription_id, s.endpoint, s.p256dh, s.auth, m.payload, m.ttl_seconds, m.urgency, m.topic, l.attempts + 1
  from leased l
  join public.push_subscriptions s on s.id = l.subscription_id
  join public.push_messages m on m.id = l.message_id;
end;
$$;

revoke execute on function public.push_claim(integer, integer) from public, anon, authenticated;
grant execute on function public.push_claim(integer, integer) to service_role;

-- Records the outcome of each attempt: [{ message_id, subscription_id, status, retry_after? }]
-- where status is the push service's HTTP status, 0 when no answer came (network, timeout), or
-- -1 when the sender refused the endpoint. 2xx: sent. 404, 410 (and a refused endpoint): the
-- subscription is gone and is deleted. 429, 5xx, no answer: retried after Retry-After or an
-- exponential backoff (5 s, 20 s, 80 s, 320 s), at most 5 attempts and never past the message's
-- TTL. Anything else (400, 403, 413...) fails for good. Returns the counts.
create or replace function public.push_report(p_results jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c_max_attempts constant integer := 5;
  v_counts jsonb;
  v_gone bigint[];
begin
  if p_results is null or jsonb_typeof(p_results) <> 'array' then
    raise exception 'p_results must be an array' using errcode = '22023';
  end if;

  -- One statement for the whole batch: what each attempt means, then the deliveries, the
  -- subscriptions' last success and the messages' counts. Only deliveries still queued count
  -- (a report that comes twice changes nothing the second time).
  with reported as (
    select (x ->> 'message_id')::bigint as message_id,
           (x ->> 'subscription_id')::bigint as subscription_id,
           coalesce((x ->> 'status')::integer, 0) as status,
           least(greatest(coalesce((x ->> 'retry_after')::integer, 0), 0), 3600) as retry_after
    from jsonb_array_elements(p_results) as x
  ), pending_rows as (
    select r.*, d.attempts, m.created_at + make_interval(secs => m.ttl_seconds) as expires
    from reported r
    join public.push_deliveries d on d.message_id = r.message_id and d.subscription_id = r.subscription_id and d.status = 'queued'
    join public.push_messages m on m.id = r.message_id
    for update of d
  ), timed as (
    select c.*, now() + make_interval(secs => case when c.retry_after > 0 then c.retry_after
                                                   else 5 * power(4, c.attempts)::integer end) as next_at
    from pending_rows c
  ), outcome as (
    select t.*, case
      when t.status between 200 and 299 then 'sent'
      when t.status in (404, 410, -1) then 'gone'
      when (t.status = 429 or t.status >= 500 or t.status = 0) and t.attempts + 1 < c_max_attempts and t.next_at <= t.expires then 'retry'
      else 'failed'
    end as result
    from timed t
  ), deliveries as (
    update public.push_deliveries d
    set status = case o.result when 'retry' then 'queued' else o.result end,
        attempts = d.attempts + 1,
        last_status = o.status,
        leased_until = null,
        next_attempt_at = case when o.result = 'retry' then o.next_at else d.next_attempt_at end
    from outcome o
    where d.message_id = o.message_id and d.subscription_id = o.subscription_id and o.result <> 'gone'
  ), subscriptions as (
    update public.push_subscriptions s set last_sent_at = now()
    from outcome o where s.id = o.subscription_id and o.result = 'sent'
  ), messages as (
    update public.push_messages m
    set attempts = m.attempts + c.attempts, sent = m.sent + c.sent, gone = m.gone + c.gone, failed = m.failed + c.failed
    from (
      select o.message_id, count(*) as attempts,
             count(*) filter (where o.result = 'sent') as sent,
             count(*) filter (where o.result = 'gone') as gone,
             count(*) filter (where o.result = 'failed') as failed
      from outcome o group by o.message_id
    ) as c
    where m.id = c.message_id
  )
  select jsonb_build_object(
           'sent', count(*) filter (where result = 'sent'),
           'gone', count(*) filter (where result = 'gone'),
           'retried', count(*) filter (where result = 'retry'),
           'failed', count(*) filter (where result = 'failed')),
         coalesce(array_agg(distinct subscription_id) filter (where result = 'gone'), '{}')
  into v_counts, v_gone
  from outcome;

  -- A subscription the push service no longer knows goes, with its other deliveries.
  delete from public.push_subscriptions s where s.id = any (v_gone);

  -- Finished messages are kept a week for the counts, then go with their deliveries.
  delete from public.push_messages m
  where m.id in (select m2.id from public.push_messages m2 where m2.created_at < now() - interval '7 days' order by m2.id limit 100);

  return v_counts;
end;
$$;

revoke execute on function public.push_report(jsonb) from public, anon, authenticated;
grant execute on function public.push_report(jsonb) to service_role;

-- What is left: { "due_in_ms": milliseconds until the next delivery or fan-out is due (0 = now),
-- or null when the queue is empty, "queued": deliveries waiting }.
create or replace function public.push_pending()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'due_in_ms', case
      when exists (select 1 from public.push_messages m where not m.fanned_out) then 0
      -- (greatest() skips nulls: the empty queue's null minimum is kept apart.)
      else (select case when min(due.at) is null then null
                        else greatest(0, ceil(extract(epoch from (min(due.at) - now())) * 1000))::bigint end
            from (select greatest(d.next_attempt_at, coalesce(d.leased_until, d.next_attempt_at)) as at
                  from public.push_deliveries d where d.status = 'queued') as due)
    end,
    'queued', (select count(*) from public.push_deliveries d where d.status = 'queued')
  );
$$;

revoke execute on function public.push_pending() from public, anon, authenticated;
grant execute on function public.push_pending() to service_role;

-- Lets a run that stopped at its time budget start the next one (through pg_net on a real project).
create or replace function public.push_wake()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select private.push_wake(1);
$$;

revoke execute on function public.push_wake() from public, anon, authenticated;
grant execute on function public.push_wake() to service_role;

-- The safety net, scheduled every minute with pg_cron on a real project (docs/backend.md): wakes
-- the sender when a fan-out is unfinished or a retry is due.
create or replace function private.push_sweep()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.push_messages m where not m.fanned_out)
     or exists (select 1 from public.push_deliveries d
                where d.status = 'queued' and d.next_attempt_at <= now() and (d.leased_until is null or d.leased_until < now())) then
    perform private.push_wake(1);
    return true;
  end if;
  return false;
end;
$$;

revoke execute on function private.push_sweep() from public;
