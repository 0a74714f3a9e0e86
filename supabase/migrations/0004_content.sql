-- Public content edited by admins: dreams, lucky guesses, promotions, welcome bonuses, results.

-- Checks on text arrays: every item matches the pattern, no nulls, bounded length.
create or replace function private.all_match(p_items text[], p_pattern text, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_items is not null
    and coalesce(array_length(p_items, 1), 0) <= p_max
    and not exists (
      select 1 from unnest(p_items) as i(item)
      where i.item is null or i.item !~ p_pattern
    );
$$;

-- Same check on a JSON array of strings.
create or replace function private.json_strings_match(p_items jsonb, p_pattern text, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p_items is null or jsonb_typeof(p_items) <> 'array' then false
    when jsonb_array_length(p_items) > p_max then false
    else not exists (
      select 1 from jsonb_array_elements(p_items) as i(item)
      where case
        when jsonb_typeof(i.item) <> 'string' then true
        else (i.item #>> '{}') !~ p_pattern
      end
    )
  end;
$$;

-- A palpites block (SPEC §3, §5): groups written 'NN - Name' with NN 01..25, four-digit
-- milhares, and a terno of exactly three groups when present.
create or replace function public.is_valid_palpites(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p is null or jsonb_typeof(p) <> 'object' then false
    when not private.json_strings_match(p -> 'grupos', '^(0[1-9]|1[0-9]|2[0-5]) - .+$', 25) then false
    when not private.json_strings_match(p -> 'milhares', '^[0-9]{4}$', 25) then false
    when not private.json_strings_match(p -> 'ternoDeGrupo', '^(0[1-9]|1[0-9]|2[0-5]) - .+$', 3) then false
    else jsonb_array_length(p -> 'ternoDeGrupo') in (0, 3)
  end;
$$;

-- A dream block: a meaning of at most 4000 characters and its palpites.
create or replace function public.is_valid_dream_block(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p is null or jsonb_typeof(p) <> 'object' then false
    when jsonb_typeof(p -> 'significado') is distinct from 'string' then false
    when char_length(p ->> 'significado') > 4000 then false
    else public.is_valid_palpites(p -> 'palpites')
  end;
$$;

-- Variant blocks keyed by a short qualifier ('preta', 'de_ouro', 'na mesa').
create or replace function private.is_valid_dream_variants(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p is null or jsonb_typeof(p) <> 'object' then false
    when (select count(*) from jsonb_object_keys(p)) > 60 then false
    else not exists (
      select 1 from jsonb_each(p) as v(key, block)
      where char_length(v.key) not between 1 and 80
         or not public.is_valid_dream_block(v.block)
    )
  end;
$$;

create table public.dreams (
  id uuid primary key default gen_random_uuid(),
  titulo text not null check (char_length(titulo) between 1 and 120 and btrim(titulo) <> ''),
  geral jsonb not null check (public.is_valid_dream_block(geral)),
  variantes jsonb not null default '{}'::jsonb check (private.is_valid_dream_variants(variantes)),
  -- Deleted dreams stay as tombstones so that offline copies learn about the deletion.
  deleted boolean not null default false,
  last_edit_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.dreams is 'Admin edits of the dream book, merged over the built-in dictionary by updated_at.';

create unique index dreams_titulo_key on public.dreams (lower(titulo)) where not deleted;
create index dreams_updated_at_idx on public.dreams (updated_at);

create table public.lucky_guesses (
  id uuid primary key default gen_random_uuid(),
  guess_date date not null,
  lottery text not null check (char_length(lottery) between 1 and 60 and btrim(lottery) <> ''),
  draw_label text check (draw_label is null or char_length(draw_label) <= 60),
  grupos text[] not null default '{}' check (private.all_match(grupos, '^(0[1-9]|1[0-9]|2[0-5])$', 25)),
  milhares text[] not null default '{}' check (private.all_match(milhares, '^[0-9]{4}$', 25)),
  centenas text[] not null default '{}' check (private.all_match(centenas, '^[0-9]{3}$', 25)),
  note text check (note is null or char_length(note) <= 1000),
  published boolean not null default true,
  last_edit_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.lucky_guesses is 'Daily lucky guesses scheduled by admins; visitors see the published ones.';

create index lucky_guesses_guess_date_idx on public.lucky_guesses (guess_date desc);

create table public.monthly_promotions (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 120 and btrim(title) <> ''),
  description text not null default '' check (char_length(description) <= 2000),
  month date not null check (extract(day from month) = 1),
  starts_on date,
  ends_on date,
  active boolean not null default true,
  highlight text check (highlight is null or char_length(highlight) <= 60),
  last_edit_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (starts_on is null or ends_on is null or ends_on >= starts_on)
);

comment on table public.monthly_promotions is 'Promotions of the month; visitors see the active ones.';

create table public.welcome_bonuses (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 120 and btrim(title) <> ''),
  description text not null default '' check (char_length(description) <= 2000),
  percentage numeric(6, 2) check (percentage is null or percentage between 0 and 1000),
  max_amount numeric(12, 2) check (max_amount is null or max_amount >= 0),
  min_deposit numeric(12, 2) check (min_deposit is null or min_deposit >= 0),
  terms text not null default '' check (char_length(terms) <= 4000),
  active boolean not null default true,
  last_edit_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.welcome_bonuses is 'Welcome bonuses for new users; visitors see the active ones.';

create table public.draw_results (
  id uuid primary key default gen_random_uuid(),
  lottery text not null check (char_length(lottery) between 1 and 60 and btrim(lottery) <> ''),
  draw_date date not null,
  draw_label text not null check (char_length(draw_label) between 1 and 60 and btrim(draw_label) <> ''),
  -- 1º to 5º prize, optionally 6º and 7º (DOMAIN.md "Reading a draw").
  prizes text[] not null
    check (array_length(prizes, 1) between 5 and 7 and private.all_match(prizes, '^[0-9]{4}$', 7)),
  last_edit_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (lottery, draw_date, draw_label)
);

comment on table public.draw_results is 'Draw results (five to seven four-digit prizes), entered by admins.';

create index draw_results_draw_date_idx on public.draw_results (draw_date desc);

-- Shared wiring: updated_at trigger, RLS, public read (filtered where the table says so),
-- admin write.
create trigger dreams_set_updated_at before insert or update on public.dreams
  for each row execute function private.set_updated_at();
create trigger lucky_guesses_set_updated_at before insert or update on public.lucky_guesses
  for each row execute function private.set_updated_at();
create trigger monthly_promotions_set_updated_at before insert or update on public.monthly_promotions
  for each row execute function private.set_updated_at();
create trigger welcome_bonuses_set_updated_at before insert or update on public.welcome_bonuses
  for each row execute function private.set_updated_at();
create trigger draw_results_set_updated_at before insert or update on public.draw_results
  for each row execute function private.set_updated_at();

alter table public.dreams enable row level security;
alter table public.lucky_guesses enable row level security;
alter table public.monthly_promotions enable row level security;
alter table public.welcome_bonuses enable row level security;
alter table public.draw_results enable row level security;

-- Tombstones included, so that clients can sync deletions.
create policy "Everyone can read dreams"
  on public.dreams for select to anon, authenticated
  using (true);

create policy "Everyone can read published lucky guesses; admins read all"
  on public.lucky_guesses for select to anon, authenticated
  using (published or (select public.is_admin()));

create policy "Everyone can read active promotions; admins read all"
  on public.monthly_promotions for select to anon, authenticated
  using (active or (select public.is_admin()));

create policy "Everyone can read active welcome bonuses; admins read all"
  on public.welcome_bonuses for select to anon, authenticated
  using (active or (select public.is_admin()));

create policy "Everyone can read draw results"
  on public.draw_results for select to anon, authenticated
  using (true);

create policy "Admins can add dreams" on public.dreams
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit dreams" on public.dreams
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete dreams" on public.dreams
  for delete to authenticated using ((select public.is_admin()));

create policy "Admins can add lucky guesses" on public.lucky_guesses
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit lucky guesses" on public.lucky_guesses
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete lucky guesses" on public.lucky_guesses
  for delete to authenticated using ((select public.is_admin()));

create policy "Admins can add promotions" on public.monthly_promotions
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit promotions" on public.monthly_promotions
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete promotions" on public.monthly_promotions
  for delete to authenticated using ((select public.is_admin()));

create policy "Admins can add welcome bonuses" on public.welcome_bonuses
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit welcome bonuses" on public.welcome_bonuses
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete welcome bonuses" on public.welcome_bonuses
  for delete to authenticated using ((select public.is_admin()));

create policy "Admins can add draw results" on public.draw_results
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit draw results" on public.draw_results
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete draw results" on public.draw_results
  for delete to authenticated using ((select public.is_admin()));
