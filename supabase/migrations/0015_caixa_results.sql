-- The Caixa lotteries' results (issue 39), stored by the ingest function, read by everyone.
--
--   lottery_contests             one row per (game, contest): public read, written only through
--                                caixa_store_contest (service role), which checks every rule of the
--                                game first: a contest the source got wrong is refused, never stored.
--   lottery_contest_corrections  a published contest the source changed afterwards (before/after).
--   caixa_source_state           the ingest function's bookkeeping per game (admins read it).
--   caixa_source_events          what happened: stored, corrected, refused, errors (admins read it).
--   private.caixa_games          each game's rules, as src/features/caixa/domain describes them.
-- A new contest of today or yesterday notifies the followers of its game once; a new Federal
-- contest also becomes the bicho's Federal draw (draw_results, source 'caixa-federal').
-- Like 0012, everything here runs the same on PGlite, PostgreSQL 15/17 and a real project: pg_net
-- and Vault are reached through dynamic SQL when they exist.

-- ---------------------------------------------------------------------------------------------
-- The games and their rules.

create table private.caixa_games (
  id text primary key,
  api_slug text not null unique,
  -- The name shown, which is also the push topic.
  name text not null unique,
  -- 'set': numbers drawn from a range, sorted; 'columns': Super Sete's seven digits in column
  -- order; 'tickets': Federal's five tickets in prize order.
  kind text not null check (kind in ('set', 'columns', 'tickets')),
  drawn integer not null,
  min_number integer not null,
  max_number integer not null,
  -- Digits of each number as the source writes it ("04", Lotomania "00", Super Sete "4", "019258").
  pad integer not null,
  second_draw boolean not null default false,
  -- +Milionária's trevos: how many are drawn, from 1 to clover_max.
  clovers integer not null default 0,
  clover_max integer,
  lucky text check (lucky in ('team', 'month')),
  -- The prize tiers the source lists (faixa 1..tiers).
  tiers integer not null
);

revoke all on table private.caixa_games from public, anon, authenticated, service_role;

insert into private.caixa_games (id, api_slug, name, kind, drawn, min_number, max_number, pad, second_draw, clovers, clover_max, lucky, tiers)
values
  ('mega-sena', 'megasena', 'Mega-Sena', 'set', 6, 1, 60, 2, false, 0, null, null, 3),
  ('lotofacil', 'lotofacil', 'Lotofácil', 'set', 15, 1, 25, 2, false, 0, null, null, 5),
  ('quina', 'quina', 'Quina', 'set', 5, 1, 80, 2, false, 0, null, null, 4),
  ('lotomania', 'lotomania', 'Lotomania', 'set', 20, 0, 99, 2, false, 0, null, null, 7),
  -- 7, 6, 5, 4, 3 hits and the Time do Coração.
  ('timemania', 'timemania', 'Timemania', 'set', 7, 1, 80, 2, false, 0, null, 'team', 6),
  -- Sena, Quina, Quadra, Terno of each of the two draws.
  ('dupla-sena', 'duplasena', 'Dupla Sena', 'set', 6, 1, 50, 2, true, 0, null, null, 8),
  -- 7, 6, 5, 4 hits and the Mês de Sorte.
  ('dia-de-sorte', 'diadesorte', 'Dia de Sorte', 'set', 7, 1, 31, 2, false, 0, null, 'month', 5),
  ('super-sete', 'supersete', 'Super Sete', 'columns', 7, 0, 9, 1, false, 0, null, null, 5),
  ('mais-milionaria', 'maismilionaria', '+Milionária', 'set', 6, 1, 50, 2, false, 2, 6, null, 10),
  ('federal', 'federal', 'Federal', 'tickets', 5, 0, 999999, 6, false, 0, null, null, 5);

-- ---------------------------------------------------------------------------------------------
-- Tables.

create table public.lottery_contests (
  game text not null references private.caixa_games (id),
  contest integer not null check (contest > 0),
  draw_date date not null,
  numbers text[] not null,
  draw_order text[],
  second_numbers text[],
  clovers text[],
  lucky text check (char_length(lucky) <= 60),
  -- [{ tier, name, winners, amount }] ordered by tier (checked by caixa_store_contest).
  prizes jsonb not null check (jsonb_typeof(prizes) = 'array'),
  accumulated boolean not null default false,
  next_contest integer,
  next_date date,
  next_estimate numeric(16, 2) check (next_estimate >= 0),
  next_accumulated numeric(16, 2) check (next_accumulated >= 0),
  place text check (char_length(place) <= 120),
  demo boolean not null default false,
  source text not null default 'caixa' check (source in ('caixa', 'demo')),
  revision integer not null default 1 check (revision >= 1),
  fetched_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (game, contest)
);

comment on table public.lottery_contests is 'Caixa lottery results (issue 39): one row per game and contest, written by caixa_store_contest only; demo rows come from the seed.';

create index lottery_contests_game_contest_idx on public.lottery_contests (game, contest desc);
create index lottery_contests_draw_date_idx on public.lottery_contests (draw_date desc);

create table public.lottery_contest_corrections (
  id bigint generated always as identity primary key,
  game text not null,
  contest integer not null,
  at timestamptz not null default now(),
  before jsonb not null,
  after jsonb not null,
  -- The revision the contest has after this correction.
  revision integer not null
);

create index lottery_contest_corrections_contest_idx on public.lottery_contest_corrections (game, contest);

create table public.caixa_source_state (
  game text primary key references private.caixa_games (id),
  latest_contest integer,
  last_attempt_at timestamptz,
  last_success_at timestamptz,
  last_status text check (last_status in ('ok', 'http_403', 'http_5xx', 'http_404', 'timeout', 'html', 'malformed', 'invalid', 'unreachable')),
  last_error text check (char_length(last_error) <= 500),
  failures integer not null default 0,
  backoff_until timestamptz,
  next_poll_at timestamptz not null default now(),
  backfill_done boolean not null default false,
  -- The next contest number to fetch going down (null: not started).
  backfill_next integer
);

insert into public.caixa_source_state (game) select id from private.caixa_games;

create table public.caixa_source_events (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  game text not null check (char_length(game) between 1 and 40),
  contest integer,
  kind text not null check (kind in ('stored', 'corrected', 'refused', 'error', 'backfill')),
  status text not null check (char_length(status) between 1 and 40),
  detail text check (char_length(detail) <= 500)
);

create index caixa_source_events_at_idx on public.caixa_source_events (at desc);

-- Everyone reads contests; admins (aal2) read the rest; no API role writes anything. The service
-- role reads all, and keeps caixa_source_state itself (the ingest function's bookkeeping).
alter table public.lottery_contests enable row level security;
alter table public.lottery_contest_corrections enable row level security;
alter table public.caixa_source_state enable row level security;
alter table public.caixa_source_events enable row level security;

create policy "Everyone can read lottery contests"
  on public.lottery_contests for select to anon, authenticated
  using (true);
create policy "Admins can read contest corrections"
  on public.lottery_contest_corrections for select to authenticated
  using ((select public.is_admin()));
create policy "Admins can read the source state"
  on public.caixa_source_state for select to authenticated
  using ((select public.is_admin()));
create policy "Admins can read the source events"
  on public.caixa_source_events for select to authenticated
  using ((select public.is_admin()));

revoke all on table public.lottery_contests, public.lottery_contest_corrections, public.caixa_source_state,
  public.caixa_source_events from public, anon, authenticated, service_role;
grant select on table public.lottery_contests to anon, authenticated;
grant select on table public.lottery_contest_corrections, public.caixa_source_state, public.caixa_source_events to authenticated;
grant select on table public.lottery_contests, public.lottery_contest_corrections, public.caixa_source_events to service_role;
grant select, insert, update on table public.caixa_source_state to service_role;

-- The reads stay admin-only whatever permissive policy comes later (0013).
select private.add_admin_restrictive_policies();

-- ---------------------------------------------------------------------------------------------
-- Validation.

-- A JSON array of strings as text[]; null when it is anything else.
create or replace function private.caixa_text_array(p jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case
    when p is null or jsonb_typeof(p) <> 'array' then null
    when exists (select 1 from jsonb_array_elements(p) as e(item) where jsonb_typeof(e.item) <> 'string') then null
    else coalesce((select array_agg(e.item #>> '{}' order by e.n) from jsonb_array_elements(p) with ordinality as e(item, n)), '{}')
  end;
$$;

-- A source's free text as stored: runs of white space made one space, trimmed ("APARECIDENSE     /GO"
-- becomes "APARECIDENSE /GO"); null stays null.
create or replace function private.caixa_squash(p text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(regexp_replace(p, '[[:space:]]+', ' ', 'g')), '');
$$;

-- Why a set of drawn numbers breaks the game's rules, or null: count, digits, range, distinct, sorted.
create or replace function private.caixa_numbers_problem(p_game private.caixa_games, p_numbers text[], p_what text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_numbers is null then
    return p_what || ' missing or not a list of strings';
  end if;
  if cardinality(p_numbers) <> p_game.drawn then
    return format('%s: %s expected, %s given', p_what, p_game.drawn, cardinality(p_numbers));
  end if;
  if exists (select 1 from unnest(p_numbers) as n where n !~ ('^[0-9]{' || p_game.pad || '}$')) then
    return format('%s: each must be %s digits', p_what, p_game.pad);
  end if;
  if exists (select 1 from unnest(p_numbers) as n where n::integer not between p_game.min_number and p_game.max_number) then
    return format('%s: out of range %s-%s', p_what, p_game.min_number, p_game.max_number);
  end if;
  if p_game.kind = 'set' then
    if (select count(distinct n) from unnest(p_numbers) as n) <> cardinality(p_numbers) then
      return p_what || ': repeated number';
    end if;
    if p_numbers <> array(select n from unnest(p_numbers) as n order by n) then
      return p_what || ': not sorted';
    end if;
  end if;
  return null;
end;
$$;

-- Whether b holds exactly the items of a, in any order.
create or replace function private.caixa_same_items(a text[], b text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select array(select x from unnest(a) as x order by x) = array(select x from unnest(b) as x order by x);
$$;

-- A non-negative amount of reais with at most two decimals, below numeric(16,2)'s limit.
create or replace function private.caixa_money_ok(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p is not null and jsonb_typeof(p) = 'number'
    and (p::text)::numeric between 0 and 99999999999999.99
    and round((p::text)::numeric, 2) = (p::text)::numeric;
$$;

-- Why a normalised contest (the lottery_contests columns, snake_case) breaks its game's rules, or
-- null when it keeps every one. p_game is a games.id. The ingest function's converter builds it
-- from the API's JSON (supabase/functions/_shared); nothing else is trusted.
create or replace function private.caixa_valid_contest(p_game text, p_contest jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  c_keys constant text[] := array['contest', 'draw_date', 'numbers', 'draw_order', 'second_numbers', 'clovers', 'lucky',
    'prizes', 'accumulated', 'next_contest', 'next_date', 'next_estimate', 'next_accumulated', 'place'];
  c_months constant text[] := array['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto',
    'setembro', 'outubro', 'novembro', 'dezembro'];
  v_game private.caixa_games;
  v_contest bigint;
  v_date date;
  v_next_date date;
  v_numbers text[];
  v_order text[];
  v_second text[];
  v_clovers text[];
  v_lucky text;
  v_problem text;
  v_key text;
  v_prize record;
begin
  select * into v_game from private.caixa_games g where g.id = p_game;
  if not found then
    return 'unknown game';
  end if;
  if p_contest is null or jsonb_typeof(p_contest) <> 'object' then
    return 'contest must be a JSON object';
  end if;
  if octet_length(p_contest::text) > 20000 then
    return 'contest too large';
  end if;
  select k into v_key from jsonb_object_keys(p_contest) as k where k <> all (c_keys) order by k limit 1;
  if v_key is not null then
    return 'unknown field ' || left(v_key, 40);
  end if;

  -- The contest and its date.
  if jsonb_typeof(p_contest -> 'contest') is distinct from 'number' or (p_contest ->> 'contest') !~ '^[0-9]{1,7}$' then
    return 'contest must be a whole number';
  end if;
  v_contest := (p_contest ->> 'contest')::bigint;
  if v_contest < 1 or v_contest > 1000000 then
    return 'contest out of range';
  end if;
  if jsonb_typeof(p_contest -> 'draw_date') is distinct from 'string' or (p_contest ->> 'draw_date') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return 'draw_date must be YYYY-MM-DD';
  end if;
  begin
    v_date := (p_contest ->> 'draw_date')::date;
  exception when others then
    return 'draw_date is not a date';
  end;
  if v_date < date '1962-01-01' or v_date > private.push_today() + 1 then
    return 'draw_date out of range';
  end if;

  -- The numbers.
  v_numbers := private.caixa_text_array(p_contest -> 'numbers');
  v_problem := private.caixa_numbers_problem(v_game, v_numbers, 'numbers');
  if v_problem is not null then
    return v_problem;
  end if;

  if v_game.second_draw then
    v_second := private.caixa_text_array(p_contest -> 'second_numbers');
    v_problem := private.caixa_numbers_problem(v_game, v_second, 'second_numbers');
    if v_problem is not null then
      return v_problem;
    end if;
  elsif jsonb_typeof(p_contest -> 'second_numbers') is distinct from 'null' and p_contest ? 'second_numbers' then
    return 'second_numbers: this game has one draw';
  end if;

  if v_game.clovers > 0 then
    v_clovers := private.caixa_text_array(p_contest -> 'clovers');
    if v_clovers is null or cardinality(v_clovers) <> v_game.clovers
       or exists (select 1 from unnest(v_clovers) as t where t !~ '^[0-9]$' or t::integer not between 1 and v_game.clover_max)
       or (select count(distinct t) from unnest(v_clovers) as t) <> cardinality(v_clovers)
       or v_clovers <> array(select t from unnest(v_clovers) as t order by t) then
      return format('clovers: %s distinct sorted trevos from 1 to %s', v_game.clovers, v_game.clover_max);
    end if;
  elsif jsonb_typeof(p_contest -> 'clovers') is distinct from 'null' and p_contest ? 'clovers' then
    return 'clovers: this game has no trevos';
  end if;

  -- The order drawn: the same numbers (Dupla Sena: the first draw's, then the second's; Super
  -- Sete and Federal: their columns and prizes are already in order).
  if jsonb_typeof(p_contest -> 'draw_order') is distinct from 'null' and p_contest ? 'draw_order' then
    v_order := private.caixa_text_array(p_contest -> 'draw_order');
    if v_order is null then
      return 'draw_order must be a list of strings';
    end if;
    if v_game.kind <> 'set' then
      if v_order <> v_numbers then
        return 'draw_order must repeat the numbers';
      end if;
    elsif v_game.second_draw then
      if cardinality(v_order) <> 2 * v_game.drawn
         or not private.caixa_same_items(v_order[1:v_game.drawn], v_numbers)
         or not private.caixa_same_items(v_order[v_game.drawn + 1:], v_second) then
        return 'draw_order must be the two draws in the order drawn';
      end if;
    elsif cardinality(v_order) <> v_game.drawn or not private.caixa_same_items(v_order, v_numbers) then
      return 'draw_order must be the numbers in the order drawn';
    end if;
  end if;

  -- Timemania's team, Dia de Sorte's month.
  if jsonb_typeof(p_contest -> 'lucky') is distinct from 'null' and p_contest ? 'lucky' then
    if v_game.lucky is null then
      return 'lucky: this game has no team or month';
    end if;
    if jsonb_typeof(p_contest -> 'lucky') <> 'string' or char_length(p_contest ->> 'lucky') > 200 then
      return 'lucky must be a short text';
    end if;
    v_lucky := private.caixa_squash(p_contest ->> 'lucky');
    if v_lucky is null or char_length(v_lucky) > 60 or not private.is_clean_text(v_lucky) then
      return 'lucky: not a clean text of at most 60 characters';
    end if;
    if v_game.lucky = 'month' and lower(v_lucky) <> all (c_months) then
      return 'lucky: not a month';
    end if;
  elsif v_game.lucky is not null then
    return 'lucky: the ' || v_game.lucky || ' is missing';
  end if;

  -- The prize table: every tier of the game, once, in order.
  if jsonb_typeof(p_contest -> 'prizes') is distinct from 'array' then
    return 'prizes must be a list';
  end if;
  if jsonb_array_length(p_contest -> 'prizes') <> v_game.tiers then
    return format('prizes: %s tiers expected, %s given', v_game.tiers, jsonb_array_length(p_contest -> 'prizes'));
  end if;
  for v_prize in select p.item, p.n from jsonb_array_elements(p_contest -> 'prizes') with ordinality as p(item, n) loop
    if jsonb_typeof(v_prize.item) <> 'object'
       or exists (select 1 from jsonb_object_keys(v_prize.item) as k where k not in ('tier', 'name', 'winners', 'amount')) then
      return format('prizes[%s]: an object of tier, name, winners, amount', v_prize.n);
    end if;
    if jsonb_typeof(v_prize.item -> 'tier') is distinct from 'number' or (v_prize.item ->> 'tier') <> v_prize.n::text then
      return format('prizes[%s]: tier %s expected', v_prize.n, v_prize.n);
    end if;
    if jsonb_typeof(v_prize.item -> 'name') is distinct from 'string' or char_length(v_prize.item ->> 'name') > 60
       or not private.is_clean_text(v_prize.item ->> 'name') then
      return format('prizes[%s]: name must be a clean text of at most 60 characters', v_prize.n);
    end if;
    if jsonb_typeof(v_prize.item -> 'winners') is distinct from 'number' or (v_prize.item ->> 'winners') !~ '^[0-9]{1,9}$' then
      return format('prizes[%s]: winners must be a whole number from 0', v_prize.n);
    end if;
    if not private.caixa_money_ok(v_prize.item -> 'amount') then
      return format('prizes[%s]: amount must be reais from 0, with at most 2 decimals', v_prize.n);
    end if;
  end loop;

  -- The rest.
  if jsonb_typeof(p_contest -> 'accumulated') is distinct from 'boolean' then
    return 'accumulated must be true or false';
  end if;
  if jsonb_typeof(p_contest -> 'next_contest') is distinct from 'null' and p_contest ? 'next_contest' then
    if jsonb_typeof(p_contest -> 'next_contest') <> 'number' or (p_contest ->> 'next_contest') !~ '^[0-9]{1,7}$'
       or (p_contest ->> 'next_contest')::bigint <= v_contest or (p_contest ->> 'next_contest')::bigint > v_contest + 100 then
      return 'next_contest must follow the contest';
    end if;
  end if;
  if jsonb_typeof(p_contest -> 'next_date') is distinct from 'null' and p_contest ? 'next_date' then
    if jsonb_typeof(p_contest -> 'next_date') <> 'string' or (p_contest ->> 'next_date') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
      return 'next_date must be YYYY-MM-DD';
    end if;
    begin
      v_next_date := (p_contest ->> 'next_date')::date;
    exception when others then
      return 'next_date is not a date';
    end;
    if v_next_date < v_date or v_next_date > v_date + 366 then
      return 'next_date out of range';
    end if;
  end if;
  foreach v_key in array array['next_estimate', 'next_accumulated'] loop
    if jsonb_typeof(p_contest -> v_key) is distinct from 'null' and p_contest ? v_key and not private.caixa_money_ok(p_contest -> v_key) then
      return v_key || ' must be reais from 0, with at most 2 decimals';
    end if;
  end loop;
  if jsonb_typeof(p_contest -> 'place') is distinct from 'null' and p_contest ? 'place' then
    if jsonb_typeof(p_contest -> 'place') <> 'string' or char_length(p_contest ->> 'place') > 300
       or char_length(private.caixa_squash(p_contest ->> 'place')) > 120
       or (private.caixa_squash(p_contest ->> 'place') is not null and not private.is_clean_text(private.caixa_squash(p_contest ->> 'place'))) then
      return 'place: not a clean text of at most 120 characters';
    end if;
  end if;
  return null;
end;
$$;

revoke execute on function private.caixa_valid_contest(text, jsonb) from public;

-- ---------------------------------------------------------------------------------------------
-- What a notification says.

-- An amount as Caixa's announcements write it: "45 milhões", "1,7 milhão", "600 mil", "2 bilhões".
create or replace function private.caixa_money_words(p numeric)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v numeric;
  v_text text;
begin
  if p is null or p < 0 then
    return null;
  end if;
  if round(p / 1e9, 1) >= 1 then
    v := round(p / 1e9, 1);
    v_text := replace(trim(trailing '.' from trim(trailing '0' from v::text)), '.', ',');
    return v_text || case when v < 2 then ' bilhão' else ' bilhões' end;
  end if;
  if round(p / 1e6, 1) >= 1 then
    v := round(p / 1e6, 1);
    v_text := replace(trim(trailing '.' from trim(trailing '0' from v::text)), '.', ',');
    return v_text || case when v < 2 then ' milhão' else ' milhões' end;
  end if;
  if p >= 1000 then
    return round(p / 1000)::text || ' mil';
  end if;
  return replace(to_char(p, 'FM990.00'), '.', ',');
end;
$$;

-- { title, body, url, tag } of a new contest: "Mega-Sena 2925" / "07 09 12 13 24 27 · Acumulou! R$ 27 milhões".
create or replace function private.caixa_push_payload(p_name text, p_row public.lottery_contests)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'title', p_name || ' ' || p_row.contest,
    'body', left(
      array_to_string(p_row.numbers, ' ')
      || coalesce(' / ' || array_to_string(p_row.second_numbers, ' '), '')
      || coalesce(' · Trevos ' || array_to_string(p_row.clovers, ' '), '')
      || coalesce(' · ' || p_row.lucky, '')
      || case when p_row.accumulated
           then ' · Acumulou!' || coalesce(' R$ ' || private.caixa_money_words(p_row.next_estimate), '')
           else '' end,
      240),
    'url', '/resultados/' || p_row.game || '/' || p_row.contest,
    'tag', 'concurso-' || p_row.game
  );
$$;

-- ---------------------------------------------------------------------------------------------
-- The Federal feeds the bicho: 1º to 5º are the tickets' last four digits, the 6º their sum's last
-- four, the 7º the centena of 1º × 2º (src/features/results/domain/prize-rules.ts).
create or replace function private.caixa_federal_bicho_prizes(p_tickets text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  with m as (select array(select right(t, 4) from unnest(p_tickets) with ordinality as u(t, n) order by n) as k)
  select m.k
    || lpad(((m.k[1]::int + m.k[2]::int + m.k[3]::int + m.k[4]::int + m.k[5]::int) % 10000)::text, 4, '0')
    || lpad((((m.k[1]::bigint * m.k[2]::bigint) / 1000) % 1000)::text, 3, '0')
  from m;
$$;

-- Who wrote a draw: an admin (the paste, the panel) or the Federal contest. API roles cannot
-- choose: their rows are 'admin', and an update keeps the row's source.
alter table public.draw_results add column source text not null default 'admin'
  check (source in ('admin', 'caixa-federal'));
comment on column public.draw_results.source is 'admin: entered by an admin (or the seed); caixa-federal: made from the Loteria Federal contest of that day.';

create or replace function private.draw_results_source_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.source := case when tg_op = 'INSERT' then 'admin' else old.source end;
  end if;
  return new;
end;
$$;

create trigger draw_results_source_guard before insert or update on public.draw_results
  for each row execute function private.draw_results_source_guard();

-- As in 0012, except a draw made from a Federal contest: the contest already notified 'Federal'.
create or replace function private.push_on_draw_result()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.demo or new.source = 'caixa-federal' or new.draw_date <> private.push_today() then
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

-- ---------------------------------------------------------------------------------------------
-- The ingest function's functions (service role only).

-- One line of the sources' log. Kept 90 days.
create or replace function public.caixa_log_event(p_game text, p_contest integer, p_kind text, p_status text, p_detail text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_kind is null or p_kind not in ('stored', 'corrected', 'refused', 'error', 'backfill') then
    raise exception 'kind must be stored, corrected, refused, error or backfill' using errcode = '22023';
  end if;
  insert into public.caixa_source_events (game, contest, kind, status, detail)
  values (
    coalesce(nullif(left(regexp_replace(coalesce(p_game, ''), '[^a-z0-9-]', '', 'g'), 40), ''), '?'),
    p_contest,
    p_kind,
    coalesce(nullif(left(regexp_replace(coalesce(p_status, ''), '[[:cntrl:]]', '', 'g'), 40), ''), '?'),
    left(regexp_replace(p_detail, '[[:cntrl:]]', ' ', 'g'), 500)
  );
  delete from public.caixa_source_events e
  where e.id in (select e2.id from public.caixa_source_events e2 where e2.at < now() - interval '90 days' order by e2.id limit 100);
end;
$$;

revoke execute on function public.caixa_log_event(text, integer, text, text, text) from public, anon, authenticated;
grant execute on function public.caixa_log_event(text, integer, text, text, text) to service_role;

-- The columns that make a contest what it is (what a correction compares).
create or replace function private.caixa_contest_content(p_row public.lottery_contests)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select to_jsonb(p_row) - array['game', 'contest', 'demo', 'source', 'revision', 'fetched_at', 'updated_at'];
$$;

-- Stores one contest of a game, checked against the game's rules first. Returns
--   'new'        stored (or a demo row of that number replaced by the real one),
--   'same'       already stored as is (only fetched_at moves),
--   'corrected'  the source changed a published contest: the row is updated, revision + 1, the
--                before/after kept in lottery_contest_corrections; nobody is notified again,
--   'refused: <reason>'  nothing stored.
-- new, corrected and refused are logged in caixa_source_events. A new contest that is its game's
-- newest and was drawn today or yesterday (Brasília) notifies the game's followers once; a new
-- Federal contest also becomes the bicho's Federal draw of that day, unless an admin entered one.
create or replace function public.caixa_store_contest(p_game text, p_contest jsonb)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_game private.caixa_games;
  v_reason text;
  v_new public.lottery_contests;
  v_old public.lottery_contests;
  v_exists boolean;
begin
  if p_game is null or char_length(p_game) > 40 then
    v_reason := 'unknown game';
  else
    v_reason := private.caixa_valid_contest(p_game, p_contest);
  end if;
  if v_reason is not null then
    perform public.caixa_log_event(left(p_game, 40),
      case when jsonb_typeof(p_contest -> 'contest') = 'number' and (p_contest ->> 'contest') ~ '^[0-9]{1,7}$'
           then (p_contest ->> 'contest')::integer end,
      'refused', 'invalid', v_reason);
    return 'refused: ' || v_reason;
  end if;
  select * into v_game from private.caixa_games g where g.id = p_game;

  v_new.game := p_game;
  v_new.contest := (p_contest ->> 'contest')::integer;
  v_new.draw_date := (p_contest ->> 'draw_date')::date;
  v_new.numbers := private.caixa_text_array(p_contest -> 'numbers');
  v_new.draw_order := private.caixa_text_array(p_contest -> 'draw_order');
  v_new.second_numbers := private.caixa_text_array(p_contest -> 'second_numbers');
  v_new.clovers := private.caixa_text_array(p_contest -> 'clovers');
  v_new.lucky := private.caixa_squash(p_contest ->> 'lucky');
  v_new.prizes := (
    select jsonb_agg(jsonb_build_object('tier', (p.item ->> 'tier')::integer, 'name', private.caixa_squash(p.item ->> 'name'),
                                        'winners', (p.item ->> 'winners')::integer, 'amount', round((p.item ->> 'amount')::numeric, 2))
                     order by p.n)
    from jsonb_array_elements(p_contest -> 'prizes') with ordinality as p(item, n));
  v_new.accumulated := (p_contest ->> 'accumulated')::boolean;
  v_new.next_contest := (p_contest ->> 'next_contest')::integer;
  v_new.next_date := (p_contest ->> 'next_date')::date;
  v_new.next_estimate := (p_contest ->> 'next_estimate')::numeric;
  v_new.next_accumulated := (p_contest ->> 'next_accumulated')::numeric;
  v_new.place := private.caixa_squash(p_contest ->> 'place');
  v_new.demo := false;
  v_new.source := 'caixa';
  v_new.fetched_at := now();
  v_new.updated_at := now();

  select * into v_old from public.lottery_contests c where c.game = p_game and c.contest = v_new.contest for update;
  v_exists := found;

  if v_exists and not v_old.demo then
    if private.caixa_contest_content(v_old) = private.caixa_contest_content(v_new) then
      update public.lottery_contests c set fetched_at = now() where c.game = p_game and c.contest = v_new.contest;
      return 'same';
    end if;
    v_new.revision := v_old.revision + 1;
    insert into public.lottery_contest_corrections (game, contest, before, after, revision)
    values (p_game, v_new.contest, private.caixa_contest_content(v_old), private.caixa_contest_content(v_new), v_new.revision);
    update public.lottery_contests c set
      draw_date = v_new.draw_date, numbers = v_new.numbers, draw_order = v_new.draw_order,
      second_numbers = v_new.second_numbers, clovers = v_new.clovers, lucky = v_new.lucky, prizes = v_new.prizes,
      accumulated = v_new.accumulated, next_contest = v_new.next_contest, next_date = v_new.next_date,
      next_estimate = v_new.next_estimate, next_accumulated = v_new.next_accumulated, place = v_new.place,
      revision = v_new.revision, fetched_at = now(), updated_at = now()
    where c.game = p_game and c.contest = v_new.contest;
    -- The bicho's draw follows a corrected Federal, unless an admin's hand is on it.
    if p_game = 'federal' and v_new.numbers <> v_old.numbers then
      update public.draw_results d set prizes = private.caixa_federal_bicho_prizes(v_new.numbers)
      where d.lottery = 'Federal' and d.draw_date = v_old.draw_date and d.source = 'caixa-federal';
    end if;
    perform public.caixa_log_event(p_game, v_new.contest, 'corrected', 'revision ' || v_new.revision,
      'Corrigido pela fonte: ' || (select string_agg(k, ', ' order by k) from jsonb_object_keys(private.caixa_contest_content(v_new)) as k
        where private.caixa_contest_content(v_new) -> k is distinct from private.caixa_contest_content(v_old) -> k));
    return 'corrected';
  end if;

  -- New, or the real contest in place of a demo row of that number (not a correction).
  v_new.revision := 1;
  if v_exists then
    delete from public.lottery_contests c where c.game = p_game and c.contest = v_new.contest;
  end if;
  insert into public.lottery_contests values (v_new.*);
  perform public.caixa_log_event(p_game, v_new.contest, 'stored', 'new', null);

  if v_new.draw_date between private.push_today() - 1 and private.push_today()
     and not exists (select 1 from public.lottery_contests c
                     where c.game = p_game and c.contest > v_new.contest and not c.demo) then
    perform private.push_enqueue(v_game.name, 'contest:' || p_game || '|' || v_new.contest,
      private.caixa_push_payload(v_game.name, v_new), 6 * 3600, 'high');
  end if;

  -- Labelled as the day's other draws are ('Federal 20:00'; 19:00 until 2 November 2025, Caixa's old time), in
  -- place of a demonstration row of that day.
  if p_game = 'federal' and not exists (
    select 1 from public.draw_results d where d.lottery = 'Federal' and d.draw_date = v_new.draw_date and not d.demo
  ) then
    delete from public.draw_results d where d.lottery = 'Federal' and d.draw_date = v_new.draw_date and d.demo;
    insert into public.draw_results (lottery, draw_date, draw_label, prizes, source)
    values ('Federal', v_new.draw_date,
            case when v_new.draw_date < date '2025-11-03' then 'Federal 19:00' else 'Federal 20:00' end,
            private.caixa_federal_bicho_prizes(v_new.numbers), 'caixa-federal')
    on conflict (lottery, draw_date, draw_label) do nothing;
  end if;
  return 'new';
end;
$$;

revoke execute on function public.caixa_store_contest(text, jsonb) from public, anon, authenticated;
grant execute on function public.caixa_store_contest(text, jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Waking the ingest function, as private.push_wake wakes push-send: NOTIFY results_ingest (the
-- stand-in's runner listens), and on a real project a pg_net POST to the Vault secret
-- results_ingest_url with the secret key in results_ingest_key (docs/backend.md). p_mode
-- 'scheduled' is a tick of the schedule; 'now' polls every game at once, whatever the back-off.
--
-- The schedule on a real project (pg_cron, every 30 s; the function decides per game whether its
-- calendar calls for a request):
--   select cron.schedule('results-ingest', '30 seconds', $$ select private.caixa_wake('scheduled') $$);
create or replace function private.caixa_wake(p_mode text default 'now')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
begin
  perform pg_notify('results_ingest', '');
  if not exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'net' and p.proname = 'http_post')
     or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute $q$
    select max(decrypted_secret) filter (where name = 'results_ingest_url'),
           max(decrypted_secret) filter (where name = 'results_ingest_key')
    from vault.decrypted_secrets where name in ('results_ingest_url', 'results_ingest_key')
  $q$ into v_url, v_key;
  if v_url is null or v_key is null then
    return;
  end if;
  execute 'select net.http_post(url => $1, body => $2, headers => $3, timeout_milliseconds => $4)'
    using v_url,
          jsonb_build_object('mode', case when p_mode = 'scheduled' then 'scheduled' else 'now' end),
          jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key, 'apikey', v_key),
          10000;
end;
$$;

revoke execute on function private.caixa_wake(text) from public;

-- Admins' "Buscar agora": every game is due now, and the function is woken.
create or replace function public.caixa_request_poll()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can ask for a poll' using errcode = '42501';
  end if;
  update public.caixa_source_state s set next_poll_at = now() where true;
  perform private.caixa_wake('now');
end;
$$;

revoke execute on function public.caixa_request_poll() from public, anon, service_role;
grant execute on function public.caixa_request_poll() to authenticated;

-- The helpers above are the definer functions' own: no API role runs them.
revoke execute on function private.caixa_text_array(jsonb), private.caixa_squash(text),
  private.caixa_numbers_problem(private.caixa_games, text[], text), private.caixa_same_items(text[], text[]),
  private.caixa_money_ok(jsonb), private.caixa_money_words(numeric), private.caixa_push_payload(text, public.lottery_contests),
  private.caixa_federal_bicho_prizes(text[]), private.caixa_contest_content(public.lottery_contests),
  private.draw_results_source_guard()
  from public;
