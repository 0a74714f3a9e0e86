-- Bonus receipts: admins issue them; a visitor opens one only by its unguessable code or id.

-- Ten characters from a 32-symbol alphabet without 0/1/I/L (so nothing reads as another
-- symbol): 50 bits. The randomness comes from gen_random_uuid(), which uses the server's strong
-- random source; only the uuid's fully random bytes are used, and 256 is a multiple of 32.
create or replace function private.new_bonus_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_alphabet constant text := 'ABCDEFGHJKMNOPQRSTUVWXYZ23456789';
  v_bytes bytea := decode(replace(gen_random_uuid()::text, '-', ''), 'hex')
    || decode(replace(gen_random_uuid()::text, '-', ''), 'hex');
  v_code text := '';
  v_positions constant int[] := array[0, 1, 2, 3, 4, 5, 16, 17, 18, 19];
  v_pos int;
begin
  foreach v_pos in array v_positions loop
    v_code := v_code || substr(v_alphabet, (get_byte(v_bytes, v_pos) % 32) + 1, 1);
  end loop;
  return v_code;
end;
$$;

create table public.bonus_receipts (
  id uuid primary key default gen_random_uuid(),
  short_code text not null unique default private.new_bonus_code()
    check (short_code ~ '^[A-HJKM-Z2-9]{10,32}$'),
  customer_name text not null check (char_length(customer_name) between 1 and 120 and btrim(customer_name) <> ''),
  bonus_title text not null check (char_length(bonus_title) between 1 and 120 and btrim(bonus_title) <> ''),
  amount numeric(12, 2) not null check (amount >= 0),
  issued_at timestamptz not null default now(),
  details jsonb not null default '{}'::jsonb
    check (jsonb_typeof(details) = 'object' and octet_length(details::text) <= 8000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.bonus_receipts is 'Issued bonus receipts; not listable by visitors, opened by code or id.';

create trigger bonus_receipts_set_updated_at
  before insert or update on public.bonus_receipts
  for each row execute function private.set_updated_at();

alter table public.bonus_receipts enable row level security;

revoke all on table public.bonus_receipts from anon;

create policy "Admins can read bonus receipts" on public.bonus_receipts
  for select to authenticated using ((select public.is_admin()));
create policy "Admins can issue bonus receipts" on public.bonus_receipts
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can edit bonus receipts" on public.bonus_receipts
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete bonus receipts" on public.bonus_receipts
  for delete to authenticated using ((select public.is_admin()));

-- /comprovante_bonus/{code}: the code as typed (case and a mistyped zero forgiven) to the id.
create or replace function public.resolve_bonus_code(p_code text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select id from public.bonus_receipts
  where short_code = translate(upper(btrim(p_code)), '0', 'O');
$$;

-- /bonus-receipt/{id}: what the receipt page shows, nothing more.
create or replace function public.get_bonus_receipt(p_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'id', r.id,
    'short_code', r.short_code,
    'customer_name', r.customer_name,
    'bonus_title', r.bonus_title,
    'amount', r.amount,
    'issued_at', r.issued_at,
    'details', r.details
  )
  from public.bonus_receipts r
  where r.id = p_id;
$$;

revoke execute on function public.resolve_bonus_code(text) from public;
revoke execute on function public.get_bonus_receipt(uuid) from public;
grant execute on function public.resolve_bonus_code(text) to anon, authenticated, service_role;
grant execute on function public.get_bonus_receipt(uuid) to anon, authenticated, service_role;
