-- Demo data for local use: the seeded admin and customer (logins listed in the README) and a few
-- rows of every kind of content. Safe to run more than once.

do $$
declare
  v_admin_id constant uuid := 'a0000000-5e3d-4c1a-9d2e-00000000ad01';
  v_customer_id constant uuid := 'c0000000-5e3d-4c1a-9d2e-00000000c001';
begin
  if not exists (select 1 from auth.users where lower(email) = 'admin@sonhoesorte.com.br') then
    insert into auth.users (
      instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
      confirmation_token, recovery_token, email_change_token_new, email_change
    ) values (
      '00000000-0000-0000-0000-000000000000', v_admin_id, 'authenticated', 'authenticated',
      'admin@sonhoesorte.com.br', extensions.crypt('Admin#Sorte2026', extensions.gen_salt('bf', 10)), now(),
      '{"provider": "email", "providers": ["email"]}', '{"full_name": "Administrador"}', now(), now(),
      '', '', '', ''
    );
    insert into auth.identities (id, user_id, provider_id, identity_data, provider, created_at, updated_at)
    values (
      v_admin_id, v_admin_id, v_admin_id::text,
      jsonb_build_object('sub', v_admin_id::text, 'email', 'admin@sonhoesorte.com.br', 'email_verified', true),
      'email', now(), now()
    );
    -- First access must replace the published demo password.
    update public.profiles set role = 'admin', must_change_password = true where id = v_admin_id;
  end if;

  if not exists (select 1 from auth.users where lower(email) = 'cliente@sonhoesorte.com.br') then
    insert into auth.users (
      instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
      confirmation_token, recovery_token, email_change_token_new, email_change
    ) values (
      '00000000-0000-0000-0000-000000000000', v_customer_id, 'authenticated', 'authenticated',
      'cliente@sonhoesorte.com.br', extensions.crypt('Cliente#Sorte2026', extensions.gen_salt('bf', 10)), now(),
      '{"provider": "email", "providers": ["email"]}', '{"full_name": "Maria Cliente"}', now(), now(),
      '', '', '', ''
    );
    insert into auth.identities (id, user_id, provider_id, identity_data, provider, created_at, updated_at)
    values (
      v_customer_id, v_customer_id, v_customer_id::text,
      jsonb_build_object('sub', v_customer_id::text, 'email', 'cliente@sonhoesorte.com.br', 'email_verified', true),
      'email', now(), now()
    );
    update public.profiles
    set full_name = 'Maria Cliente', must_change_password = false, password_changed_at = now()
    where id = v_customer_id;
  end if;
end;
$$;

insert into public.monthly_promotions (id, title, description, month, starts_on, ends_on, active, highlight)
values
  ('5e0d0000-0000-4000-8000-000000000001',
   'Mês da Sorte em Dobro',
   'Durante todo o mês, quem indicar um amigo ganha um bônus extra na primeira recarga do indicado.',
   date_trunc('month', current_date)::date,
   date_trunc('month', current_date)::date,
   (date_trunc('month', current_date) + interval '1 month - 1 day')::date,
   true,
   'Bônus em dobro'),
  ('5e0d0000-0000-4000-8000-000000000002',
   'Quinta do Bicho Premiada',
   'Promoção encerrada do mês passado: palpites especiais toda quinta-feira.',
   (date_trunc('month', current_date) - interval '1 month')::date,
   (date_trunc('month', current_date) - interval '1 month')::date,
   (date_trunc('month', current_date) - interval '1 day')::date,
   false,
   null)
on conflict (id) do nothing;

insert into public.welcome_bonuses (id, title, description, percentage, max_amount, min_deposit, terms, active)
values
  ('5e0d0000-0000-4000-8000-000000000011',
   'Bônus de Boas-Vindas',
   '50% sobre o primeiro depósito para novos cadastros.',
   50, 200.00, 20.00,
   'Válido uma vez por pessoa, somente para maiores de 18 anos. O bônus não é dinheiro garantido: leia os termos completos da casa antes de aceitar.',
   true),
  ('5e0d0000-0000-4000-8000-000000000012',
   'Bônus de Lançamento',
   'Oferta antiga, mantida apenas como histórico.',
   100, 100.00, 10.00,
   'Oferta encerrada.',
   false)
on conflict (id) do nothing;

-- Every milhar ends in a dezena of one of the guess's groups (DOMAIN.md).
insert into public.lucky_guesses (id, guess_date, lottery, draw_label, grupos, milhares, centenas, note, published)
values
  ('5e0d0000-0000-4000-8000-000000000021', current_date, 'PT Rio', 'PTM 11:20',
   '{09,16}', '{4533,2761}', '{533,761}',
   'Palpite do dia: Cobra e Leão em destaque. Lembre-se: nenhum palpite garante resultado.', true),
  ('5e0d0000-0000-4000-8000-000000000022', current_date - 1, 'Federal', null,
   '{02,18}', '{1306,8870}', '{306,870}',
   'Águia e Porco para a Federal de ontem.', true),
  ('5e0d0000-0000-4000-8000-000000000023', current_date + 1, 'PT Rio', 'PT 14:20',
   '{25}', '{4300,7198}', '{300,198}',
   'Agendado para amanhã: Vaca.', false)
on conflict (id) do nothing;

-- DEMO DATA, NOT REAL RESULTS: 30 days of made-up draws for the main lotteries, relative to the
-- day the seed runs (so a fresh database always has a recent history), every row flagged demo =
-- true, which /resultados shows as "dados de demonstração". The milhares are pseudo-random but
-- deterministic (md5 of lottery, day, draw and prize); PT Rio's 6º is the sum of the 1º-5º and its
-- 7º the centena of 1º × 2º, as that lottery publishes them (src/features/results/domain/prize-rules.ts).
-- Brasília is UTC-3 all year (no daylight saving since 2019); today's draws stop at the current time.
with schedule(lottery, draw_label, draw_time, weekdays, prize_count) as (
  values
    ('PT Rio', 'PPT 09:20', time '09:20', '{0,1,2,3,4,5,6}'::int[], 7),
    ('PT Rio', 'PTM 11:20', time '11:20', '{0,1,2,3,4,5,6}'::int[], 7),
    ('PT Rio', 'PT 14:20', time '14:20', '{0,1,2,3,4,5,6}'::int[], 7),
    ('PT Rio', 'PTV 16:20', time '16:20', '{0,1,2,3,4,5,6}'::int[], 7),
    ('PT Rio', 'PTN 18:20', time '18:20', '{0,1,2,4,5}'::int[], 7),
    ('PT Rio', 'Corujinha 21:20', time '21:20', '{0,1,2,3,4,5,6}'::int[], 7),
    ('Federal', 'Federal 20:00', time '20:00', '{3,6}'::int[], 5),
    ('Look Goiás', 'Look 09:20', time '09:20', '{0,1,2,3,4,5,6}'::int[], 5),
    ('Look Goiás', 'Look 11:20', time '11:20', '{0,1,2,3,4,5,6}'::int[], 5),
    ('Look Goiás', 'Look 14:20', time '14:20', '{0,1,2,3,4,5,6}'::int[], 5),
    ('Look Goiás', 'Look 16:20', time '16:20', '{0,1,2,3,4,5,6}'::int[], 5),
    ('Look Goiás', 'Look 18:20', time '18:20', '{0,1,2,3,4,5,6}'::int[], 5),
    ('Bahia', 'Bahia 10:00', time '10:00', '{0,1,2,3,4,5,6}'::int[], 5),
    ('Bahia', 'Bahia 12:00', time '12:00', '{0,1,2,3,4,5,6}'::int[], 5),
    ('Bahia', 'Bahia 15:00', time '15:00', '{0,1,2,3,4,5,6}'::int[], 5),
    ('Bahia', 'Bahia 19:00', time '19:00', '{0,1,2,3,4,5,6}'::int[], 5),
    ('Nacional', 'Nacional 10:00', time '10:00', '{0,1,2,3,4,5,6}'::int[], 10),
    ('Nacional', 'Nacional 15:00', time '15:00', '{0,1,2,3,4,5,6}'::int[], 10),
    ('Nacional', 'Nacional 21:00', time '21:00', '{0,1,2,3,4,5,6}'::int[], 10)
),
clock as (
  select (now() at time zone 'UTC' - interval '3 hours') as local_now
),
draws as (
  select s.*, d::date as draw_date
  from schedule s
  cross join clock c
  cross join generate_series(c.local_now::date - 29, c.local_now::date, interval '1 day') as d
  where extract(dow from d)::int = any (s.weekdays)
    and (d::date < c.local_now::date or s.draw_time <= c.local_now::time)
),
drawn as (
  select dr.lottery, dr.draw_label, dr.draw_date, dr.prize_count,
    array(
      select lpad((('x' || substr(md5(dr.lottery || dr.draw_date::text || dr.draw_label || n::text), 1, 8))::bit(32)::bigint % 10000)::text, 4, '0')
      from generate_series(1, case when dr.prize_count = 7 then 5 else dr.prize_count end) as n
      order by n
    ) as drawn
  from draws dr
)
insert into public.draw_results (lottery, draw_date, draw_label, prizes, demo)
select lottery, draw_date, draw_label,
  case when prize_count = 7 then
    drawn
    || lpad(((drawn[1]::int + drawn[2]::int + drawn[3]::int + drawn[4]::int + drawn[5]::int) % 10000)::text, 4, '0')
    || lpad((((drawn[1]::bigint * drawn[2]::bigint) / 1000) % 1000)::text, 3, '0')
  else drawn end,
  true
from drawn
on conflict (lottery, draw_date, draw_label) do nothing;

-- DEMO DATA, NOT REAL RESULTS: three made-up contests of each Caixa game (issue 39), drawn on the
-- days before the seed runs, flagged demo = true and source 'demo'; the app labels them
-- "dados de demonstração" and the first real contest of a number replaces its demo row. Numbers,
-- winners and amounts are pseudo-random but deterministic (md5 of game, contest and position) and
-- keep every rule of the game (private.caixa_valid_contest; supabase/tests/caixa-store.test.ts).
with games(game, base, tier_names, team_or_month) as (
  values
    ('mega-sena', 2925, array['6 acertos', '5 acertos', '4 acertos'], null::text[]),
    ('lotofacil', 3609, array['15 acertos', '14 acertos', '13 acertos', '12 acertos', '11 acertos'], null),
    ('quina', 6849, array['5 acertos', '4 acertos', '3 acertos', '2 acertos'], null),
    ('lotomania', 2834, array['20 acertos', '19 acertos', '18 acertos', '17 acertos', '16 acertos', '15 acertos', '0 acertos'], null),
    ('timemania', 2305, array['7 acertos', '6 acertos', '5 acertos', '4 acertos', '3 acertos', 'Time do Coração'],
      array['FLAMENGO/RJ', 'CORINTHIANS/SP', 'BAHIA/BA']),
    ('dupla-sena', 2871, array['6 acertos', '5 acertos', '4 acertos', '3 acertos', '6 acertos', '5 acertos', '4 acertos', '3 acertos'], null),
    ('dia-de-sorte', 1126, array['7 acertos', '6 acertos', '5 acertos', '4 acertos', 'Mês da Sorte'], array['Março', 'Julho', 'Dezembro']),
    ('super-sete', 757, array['7 acertos', '6 acertos', '5 acertos', '4 acertos', '3 acertos'], null),
    ('mais-milionaria', 292, array['6 acertos + 2 trevos', '6 acertos + 1 ou nenhum trevo', '5 acertos + 2 trevos',
      '5 acertos + 1 ou nenhum trevo', '4 acertos + 2 trevos', '4 acertos + 1 ou nenhum trevo', '3 acertos + 2 trevos',
      '3 acertos + 1 trevo', '2 acertos + 2 trevos', '2 acertos + 1 trevo'], null),
    ('federal', 5988, array['1º Prêmio', '2º Prêmio', '3º Prêmio', '4º Prêmio', '5º Prêmio'], null)
),
contests as (
  select g.*, r.*, k, g.base - k as contest,
    (now() at time zone 'America/Sao_Paulo')::date - 1 - 3 * k as draw_date
  from games g
  join private.caixa_games r on r.id = g.game
  cross join generate_series(0, 2) as k
),
drawn as (
  select c.*,
    case c.kind
      when 'set' then array(select lpad(s.n::text, c.pad, '0') from (
        select n from generate_series(c.min_number, c.max_number) as n order by md5(c.game || c.contest || 'a' || n) limit c.drawn) s order by s.n)
      else array(select lpad(((('x' || substr(md5(c.game || c.contest || i), 1, 8))::bit(32)::bigint) % (case c.kind when 'columns' then 10 else 100000 end))::text, c.pad, '0')
                 from generate_series(1, c.drawn) as i order by i)
    end as numbers,
    case when c.second_draw then array(select lpad(s.n::text, c.pad, '0') from (
      select n from generate_series(c.min_number, c.max_number) as n order by md5(c.game || c.contest || 'b' || n) limit c.drawn) s order by s.n) end as second_numbers,
    case when c.clovers > 0 then array(select s.n::text from (
      select n from generate_series(1, c.clover_max) as n order by md5(c.game || c.contest || 't' || n) limit c.clovers) s order by s.n) end as trevos,
    (('x' || substr(md5(c.game || c.contest), 1, 8))::bit(32)::bigint) % 1000 as luck
  from contests c
)
insert into public.lottery_contests (game, contest, draw_date, numbers, draw_order, second_numbers, clovers, lucky, prizes,
  accumulated, next_contest, next_date, next_estimate, next_accumulated, place, demo, source, fetched_at)
select d.game, d.contest, d.draw_date, d.numbers,
  case when d.kind = 'set' then
    array(select x from unnest(d.numbers) as x order by md5(d.game || d.contest || 'o' || x))
    || coalesce(array(select x from unnest(d.second_numbers) as x order by md5(d.game || d.contest || 'p' || x)), '{}')
  else d.numbers end,
  d.second_numbers, d.trevos,
  d.team_or_month[1 + d.k],
  (select jsonb_agg(jsonb_build_object(
     'tier', t.n,
     'name', t.name,
     'winners', case when d.game = 'federal' then 1 when t.n = 1 then d.luck % 2 else (t.n * t.n * 41 + d.luck) * (t.n - 1) end,
     'amount', case when d.game = 'federal' then (array[500000, 27000, 24000, 19000, 18329])[t.n]
                    when t.n = 1 and d.luck % 2 = 0 then 0
                    else round(3500000 / power(9, t.n - 1)::numeric + 2, 2) end)
   order by t.n)
   from unnest(d.tier_names) with ordinality as t(name, n)),
  d.game <> 'federal' and d.luck % 2 = 0,
  d.contest + 1,
  d.draw_date + 3,
  case when d.game = 'federal' then 500000 else (d.luck % 40 + 2) * 1000000 end,
  case when d.game <> 'federal' and d.luck % 2 = 0 then (d.luck % 40 + 1) * 900000 else 0 end,
  'ESPAÇO DA SORTE, SÃO PAULO, SP',
  true, 'demo', now()
from drawn d
on conflict (game, contest) do nothing;

insert into public.bonus_receipts (id, short_code, customer_name, bonus_title, amount, issued_at, details)
values
  ('5e0d0000-0000-4000-8000-000000000041', 'DEMO7K2QX9', 'Maria Cliente', 'Bônus de Boas-Vindas', 50.00,
   now() - interval '2 days',
   '{"deposito": 100.00, "percentual": 50, "observacao": "Comprovante de demonstração"}')
on conflict (id) do nothing;

insert into public.feedbacks (id, rating, message, page, read)
values
  ('5e0d0000-0000-4000-8000-000000000051', 5,
   'Adorei o livro dos sonhos, achei o significado do meu sonho com cobra rapidinho!', '/livro-dos-sonhos', false),
  ('5e0d0000-0000-4000-8000-000000000052', 4,
   'A tabela do bicho é muito clara. Poderiam mostrar mais horários de sorteio.', '/tabela-do-bicho', true)
on conflict (id) do nothing;

insert into public.suporte_clientes (id, customer_name, customer_whatsapp, initial_message, conversation_history, source)
values
  ('5e0d0000-0000-4000-8000-000000000061', 'João da Silva', '21987654321',
   'Quero saber como funciona o bônus de boas-vindas.',
   '[{"sender": "bot", "text": "Olá! Qual é o seu nome?"},
     {"sender": "user", "text": "João da Silva"},
     {"sender": "bot", "text": "Qual é o seu WhatsApp com DDD?"},
     {"sender": "user", "text": "(21) 9 8765-4321"},
     {"sender": "bot", "text": "Como podemos ajudar?"},
     {"sender": "user", "text": "Quero saber como funciona o bônus de boas-vindas."}]',
   'chat_modal')
on conflict (id) do nothing;
