-- The day's bicho draws, watched (issue 39, item 2). Results of the bicho lotteries other than the
-- Federal are entered by admins; a scheduled draw still without its result 20 minutes after its
-- time is listed for admins (missing_draws, the dashboard) and sent once to the followers of the
-- topic 'Pendências', which only admins may follow.
--
--   draw_schedule          the draws of each lottery (Brasília time), the same facts as the app's
--                          src/features/schedules/data/schedules.ts (supabase/tests/draw-watch.test.ts
--                          holds the two equal)
--   missing_draws(p_day)   admins (aal2): the day's draws due 20 minutes ago or more without a result
--   private.draw_watch_sweep()  queues one push per missing draw; every 5 minutes by pg_cron on a
--                          real project (docs/backend.md), by supabase/local/draw-watch.mjs locally

create table public.draw_schedule (
  -- As the results are published: draw_results.lottery ('PT Rio', 'Look Goiás', 'Federal').
  lottery text not null check (char_length(lottery) between 1 and 60),
  -- The draw as admins name its result ('PTM 11:20', 'Sorteio 09:20', 'Federal 20:00').
  draw_label text not null check (char_length(draw_label) between 1 and 60),
  -- Brasília (America/Sao_Paulo).
  draw_time time not null,
  -- 0 = Sunday, as in the app.
  weekdays integer[] not null check (cardinality(weekdays) between 1 and 7 and weekdays <@ '{0,1,2,3,4,5,6}'),
  -- When the times were last checked against public sources (SCHEDULES_AS_OF).
  as_of date not null,
  primary key (lottery, draw_time)
);

comment on table public.draw_schedule is 'The bicho draw schedule in Brasília time (issue 39), as src/features/schedules/data/schedules.ts; read by everyone, written by migrations.';

alter table public.draw_schedule enable row level security;
create policy "Everyone can read the draw schedule"
  on public.draw_schedule for select to anon, authenticated
  using (true);
revoke all on table public.draw_schedule from public, anon, authenticated, service_role;
grant select on table public.draw_schedule to anon, authenticated, service_role;

-- From schedules.ts as of 2026-11-24. Labels: the draw's own name with its time, as the results
-- screens offer them ('PTM 11:20'); a draw named only by its time is 'Sorteio HH:MM'. PT Rio's
-- 20:00 on Wednesdays and Saturdays ('Federal (no lugar da PTN)') is not a draw of its own: its
-- result is the Federal's, watched under 'Federal'.
insert into public.draw_schedule (lottery, draw_label, draw_time, weekdays, as_of)
select v.lottery, v.draw_label, v.draw_time::time, v.weekdays::integer[], date '2026-11-24'
from (values
  ('PT Rio', 'PPT 09:20', '09:20', '{0,1,2,3,4,5,6}'),
  ('PT Rio', 'PTM 11:20', '11:20', '{0,1,2,3,4,5,6}'),
  ('PT Rio', 'PT 14:20', '14:20', '{0,1,2,3,4,5,6}'),
  ('PT Rio', 'PTV 16:20', '16:20', '{0,1,2,3,4,5,6}'),
  ('PT Rio', 'PTN 18:20', '18:20', '{0,1,2,4,5}'),
  ('PT Rio', 'Corujinha 21:20', '21:20', '{0,1,2,3,4,5,6}'),
  ('Federal', 'Federal 20:00', '20:00', '{3,6}'),
  ('Look Goiás', 'Sorteio 07:20', '07:20', '{0,1,2,3,4,5,6}'),
  ('Look Goiás', 'Sorteio 09:20', '09:20', '{0,1,2,3,4,5,6}'),
  ('Look Goiás', 'Sorteio 11:20', '11:20', '{0,1,2,3,4,5,6}'),
  ('Look Goiás', 'Sorteio 14:20', '14:20', '{0,1,2,3,4,5,6}'),
  ('Look Goiás', 'Sorteio 16:20', '16:20', '{0,1,2,3,4,5,6}'),
  ('Look Goiás', 'Sorteio 18:20', '18:20', '{0,1,2,3,4,5,6}'),
  ('Look Goiás', 'Sorteio 21:20', '21:20', '{0,1,2,3,4,5,6}'),
  ('Look Goiás', 'Sorteio 23:20', '23:20', '{0,1,2,3,4,5,6}'),
  ('Bahia', 'Sorteio 10:00', '10:00', '{0,1,2,3,4,5,6}'),
  ('Bahia', 'Sorteio 12:00', '12:00', '{0,1,2,3,4,5,6}'),
  ('Bahia', 'Sorteio 15:00', '15:00', '{0,1,2,3,4,5,6}'),
  ('Bahia', 'Sorteio 19:00', '19:00', '{0,1,2,3,4,5,6}'),
  ('Bahia', 'Sorteio 21:00', '21:00', '{0,1,2,3,4,5,6}'),
  ('Lotep (Paraíba)', 'Sorteio 10:45', '10:45', '{0,1,2,3,4,5,6}'),
  ('Lotep (Paraíba)', 'Sorteio 12:45', '12:45', '{0,1,2,3,4,5,6}'),
  ('Lotep (Paraíba)', 'Sorteio 15:45', '15:45', '{0,1,2,3,4,5,6}'),
  ('Lotep (Paraíba)', 'Sorteio 18:00', '18:00', '{0,1,2,3,4,5,6}'),
  ('Lotece (Ceará)', 'Sorteio 11:00', '11:00', '{0,1,2,3,4,5,6}'),
  ('Lotece (Ceará)', 'Sorteio 14:00', '14:00', '{0,1,2,3,4,5,6}'),
  ('Lotece (Ceará)', 'Sorteio 15:45', '15:45', '{0,1,2,3,4,5,6}'),
  ('Lotece (Ceará)', 'Sorteio 19:00', '19:00', '{0,1,2,3,4,5,6}'),
  ('Nacional', 'Sorteio 02:00', '02:00', '{0,1,2,3,4,5,6}'),
  ('Nacional', 'Sorteio 08:00', '08:00', '{0,1,2,3,4,5,6}'),
  ('Nacional', 'Sorteio 10:00', '10:00', '{0,1,2,3,4,5,6}'),
  ('Nacional', 'Sorteio 12:00', '12:00', '{0,1,2,3,4,5,6}'),
  ('Nacional', 'Sorteio 15:00', '15:00', '{0,1,2,3,4,5,6}'),
  ('Nacional', 'Sorteio 17:00', '17:00', '{0,1,2,3,4,5,6}'),
  ('Nacional', 'Sorteio 19:00', '19:00', '{0,1,2,3,4,5,6}'),
  ('Nacional', 'Sorteio 21:00', '21:00', '{0,1,2,3,4,5,6}'),
  ('Nacional', 'Sorteio 22:00', '22:00', '{0,1,2,3,4,5,6}'),
  ('Nacional', 'Sorteio 23:00', '23:00', '{0,1,2,3,4,5,6}'),
  ('São Paulo', 'Sorteio 10:00', '10:00', '{0,1,2,3,4,5,6}'),
  ('São Paulo', 'Sorteio 13:15', '13:15', '{0,1,2,3,4,5,6}'),
  ('São Paulo', 'Bandeirantes 15:15', '15:15', '{0,1,2,3,4,5,6}'),
  ('São Paulo', 'Sorteio 17:15', '17:15', '{0,1,2,3,4,5,6}'),
  ('São Paulo', 'Sorteio 20:15', '20:15', '{0,1,2,3,4,5,6}')
) as v(lottery, draw_label, draw_time, weekdays);

-- ---------------------------------------------------------------------------------------------
-- Which result stands for a scheduled draw.

-- Minutes after midnight of the time written in a label ('PTM 11:20', 'Federal 19h', 'Look 9h20'),
-- null when it has none ('Corujinha', the Federal contest's 'Federal'): labelMinutes of
-- src/features/schedules/domain/draw-label.ts.
create or replace function private.draw_label_minutes(p_label text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select m[1]::integer * 60 + coalesce(m[2], m[3], '0')::integer
  from (select regexp_match(coalesce(p_label, ''), '(\d{1,2})(?::(\d{2})|h(\d{2})?)') as m) as x;
$$;

-- A label's name without its time, lower-cased: 'PTM 11:20' → 'ptm', 'Federal' → 'federal'.
create or replace function private.draw_label_name(p_label text)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(btrim(regexp_replace(coalesce(p_label, ''), '\s*\d{1,2}(:\d{2}|h(\d{2})?)\s*', ' ', 'g')));
$$;

-- Whether a result of that day stands for the draw: same lottery (trimmed, any case), and the
-- label's time is the draw's, or the label names the draw ('PTM 11:00' for a PTM whose time one
-- source gives as 11:00; the Federal contest's 'Federal'). The generic 'Sorteio' names nothing.
create or replace function private.draw_has_result(p_lottery text, p_label text, p_time time, p_day date)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.draw_results r
    where r.draw_date = p_day
      and lower(btrim(r.lottery)) = lower(btrim(p_lottery))
      and (private.draw_label_minutes(r.draw_label) = extract(hour from p_time)::integer * 60 + extract(minute from p_time)::integer
           or (private.draw_label_name(r.draw_label) = private.draw_label_name(p_label)
               and private.draw_label_name(p_label) not in ('', 'sorteio')))
  );
$$;

-- How late, in words: '20 min', '1 h', '2 h 05 min'.
create or replace function private.draw_watch_lateness(p_minutes integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_minutes < 60 then p_minutes || ' min'
    when p_minutes % 60 = 0 then (p_minutes / 60) || ' h'
    else (p_minutes / 60) || ' h ' || lpad((p_minutes % 60)::text, 2, '0') || ' min'
  end;
$$;

-- The draws of p_day whose time in Brasília plus 20 minutes has passed at p_now and that have no
-- result, in time order. p_now is for the tests and the sweep; the API's function passes now().
create or replace function private.missing_draws_at(p_day date, p_now timestamptz)
returns table (lottery text, draw_label text, draw_time text, draw_at timestamptz, minutes_late integer)
language sql
stable
security definer
set search_path = ''
as $$
  select s.lottery, s.draw_label, to_char(s.draw_time, 'HH24:MI'), d.at,
         floor(extract(epoch from (p_now - d.at)) / 60)::integer
  from public.draw_schedule s
  cross join lateral (select (p_day + s.draw_time) at time zone 'America/Sao_Paulo' as at) as d
  where extract(dow from p_day)::integer = any (s.weekdays)
    and d.at + interval '20 minutes' <= p_now
    and not private.draw_has_result(s.lottery, s.draw_label, s.draw_time, p_day)
  order by s.draw_time, s.lottery;
$$;

-- The admins' list (the dashboard): p_day defaults to today in Brasília.
create or replace function public.missing_draws(p_day date default null)
returns table (lottery text, draw_label text, draw_time text, draw_at timestamptz, minutes_late integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can list missing draws' using errcode = '42501';
  end if;
  return query select * from private.missing_draws_at(coalesce(p_day, private.push_today()), now());
end;
$$;

revoke execute on function public.missing_draws(date) from public, anon, service_role;
grant execute on function public.missing_draws(date) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The push to 'Pendências'.

-- One message per missing draw of today (dedupe key per lottery, day and label), for the draws
-- that fell due within the last hour: a sweep every 5 minutes catches each one, and a follower who
-- joins in the afternoon (or a schedule that was off for a while) is not sent the morning's at once;
-- the dashboard lists them all. Nothing is queued while nobody follows 'Pendências'
-- (push_enqueue). Returns how many draws are missing today.
create or replace function private.draw_watch_sweep(p_now timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_day date := (p_now at time zone 'America/Sao_Paulo')::date;
  v_draw record;
  v_missing integer := 0;
begin
  for v_draw in select * from private.missing_draws_at(v_day, p_now) loop
    v_missing := v_missing + 1;
    continue when v_draw.minutes_late >= 80;
    perform private.push_enqueue(
      'Pendências',
      'pendencia:' || v_draw.lottery || '|' || v_day || '|' || v_draw.draw_label,
      jsonb_build_object(
        'title', 'Resultado pendente',
        'body', v_draw.lottery || ' ' || v_draw.draw_label || ' ainda sem resultado (' || private.draw_watch_lateness(v_draw.minutes_late) || ')',
        'url', '/painel/dashboard',
        'tag', 'pendencia'),
      2 * 3600,
      'normal');
  end loop;
  return v_missing;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Only known topics (issue 41, item 4), and only admins follow 'Pendências'.

-- What a device may follow: a bicho lottery (as the schedule names it, or as admins have published its results),
-- a Caixa game by its name, the day's guess, or 'Pendências'. Anything else is no topic.
create or replace function private.push_topic_known(p_topic text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_topic in ('palpite-do-dia', 'Pendências')
    or exists (select 1 from private.caixa_games g where g.name = p_topic)
    or exists (select 1 from public.draw_schedule s where s.lottery = p_topic)
    or exists (select 1 from public.draw_results d where d.lottery = p_topic);
$$;

-- A topic row added through push_subscribe (or any path an API role reaches) for 'Pendências'
-- needs an admin at aal2. A subscription that already follows it keeps it when it changes its other
-- topics after its admin signed out: its device sends its whole list again, and refusing it would
-- block every later follow there. The service role and SQL (no API role) are not checked.
create or replace function private.push_topic_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.jwt()) ->> 'role', '') in ('anon', 'authenticated') and not private.push_topic_known(new.topic)
     and not exists (select 1 from public.push_subscription_topics t
                     where t.topic = new.topic and t.subscription_id = new.subscription_id) then
    raise exception 'Tópico desconhecido: siga uma loteria, um jogo da Caixa ou o palpite do dia.' using errcode = '22023';
  end if;
  if new.topic = 'Pendências'
     and coalesce((select auth.jwt()) ->> 'role', '') in ('anon', 'authenticated')
     and not public.is_admin()
     and not exists (select 1 from public.push_subscription_topics t
                     where t.topic = new.topic and t.subscription_id = new.subscription_id) then
    raise exception 'Só administradores podem seguir Pendências.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger push_subscription_topics_guard before insert on public.push_subscription_topics
  for each row execute function private.push_topic_guard();

revoke execute on function private.draw_label_minutes(text), private.draw_label_name(text),
  private.draw_has_result(text, text, time, date), private.draw_watch_lateness(integer),
  private.missing_draws_at(date, timestamptz), private.draw_watch_sweep(timestamptz), private.push_topic_guard(),
  private.push_topic_known(text)
  from public;
