-- Results history (issue 20): draws of up to ten prizes, a 7º that may be a three-digit centena
-- (PT Rio's product rule, see src/domain/results/prize-rules.ts), and a flag on demo rows so that
-- no screen shows seeded draws as real results.

-- 1º to 10º: four digits each, except the 7º, which may be three (a centena).
create or replace function private.valid_prizes(p_prizes text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_prizes is not null
    and array_ndims(p_prizes) = 1
    and array_length(p_prizes, 1) between 5 and 10
    and not exists (
      select 1 from unnest(p_prizes) with ordinality as i(item, n)
      where i.item is null or not (i.item ~ '^[0-9]{4}$' or (i.n = 7 and i.item ~ '^[0-9]{3}$'))
    );
$$;

alter table public.draw_results drop constraint draw_results_prizes_check;
alter table public.draw_results add constraint draw_results_prizes_check check (private.valid_prizes(prizes));

-- Set by the seed only: apply_admin_edit does not accept it, so an admin's result is never demo.
alter table public.draw_results add column demo boolean not null default false;

comment on table public.draw_results is 'Draw results (five to ten prizes), entered by admins; demo rows come from the seed.';
comment on column public.draw_results.demo is 'True for the seeded demo draws, which the app labels as demonstration data.';

-- Results by lottery and date, newest first (the /resultados filters and the 30-day sync).
create index draw_results_lottery_date_idx on public.draw_results (lottery, draw_date desc);
