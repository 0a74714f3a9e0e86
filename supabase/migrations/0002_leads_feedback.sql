-- Chat leads (suporte_clientes) and visitor feedback: anyone may write, only admins read.

-- The chat history a lead carries: at most 50 messages of {sender: 'user'|'bot', text}.
create or replace function private.is_valid_chat_history(p_history jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p_history is null or jsonb_typeof(p_history) <> 'array' then false
    when jsonb_array_length(p_history) > 50 then false
    else not exists (
      select 1
      from jsonb_array_elements(p_history) as m(entry)
      where case
        when jsonb_typeof(m.entry) <> 'object' then true
        when (select count(*) from jsonb_object_keys(m.entry)) <> 2 then true
        when jsonb_typeof(m.entry -> 'sender') is distinct from 'string' then true
        when (m.entry ->> 'sender') not in ('user', 'bot') then true
        when jsonb_typeof(m.entry -> 'text') is distinct from 'string' then true
        else char_length(m.entry ->> 'text') > 2000
      end
    )
  end;
$$;

create table public.suporte_clientes (
  id uuid primary key default gen_random_uuid(),
  customer_name text not null
    check (char_length(customer_name) between 1 and 120 and btrim(customer_name) <> ''),
  customer_whatsapp text not null check (customer_whatsapp ~ '^[0-9]{10,11}$'),
  initial_message text not null
    check (char_length(initial_message) between 1 and 2000 and btrim(initial_message) <> ''),
  conversation_history jsonb not null default '[]'::jsonb
    check (private.is_valid_chat_history(conversation_history)),
  source text not null default 'chat_modal' check (source = 'chat_modal'),
  status text not null default 'new' check (status in ('new', 'contacted', 'closed')),
  last_edit_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.suporte_clientes is 'Leads saved by the chat assistant before handing over to WhatsApp.';

create index suporte_clientes_created_at_idx on public.suporte_clientes (created_at desc);

create trigger suporte_clientes_set_updated_at
  before insert or update on public.suporte_clientes
  for each row execute function private.set_updated_at();

alter table public.suporte_clientes enable row level security;

-- Admins may change the status only; the lead's own words stay as the visitor wrote them.
revoke update on table public.suporte_clientes from anon, authenticated;
grant update (status, last_edit_id) on table public.suporte_clientes to authenticated;

create policy "Anyone can submit a new lead"
  on public.suporte_clientes for insert to anon, authenticated
  with check (status = 'new');

create policy "Admins can read leads"
  on public.suporte_clientes for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can update the status of leads"
  on public.suporte_clientes for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create table public.feedbacks (
  id uuid primary key default gen_random_uuid(),
  rating integer not null check (rating between 1 and 5),
  message text not null check (char_length(message) between 1 and 1000 and btrim(message) <> ''),
  page text check (page is null or char_length(page) <= 200),
  read boolean not null default false,
  last_edit_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.feedbacks is 'Feedback left by visitors; admins mark it as read.';

create index feedbacks_created_at_idx on public.feedbacks (created_at desc);

create trigger feedbacks_set_updated_at
  before insert or update on public.feedbacks
  for each row execute function private.set_updated_at();

alter table public.feedbacks enable row level security;

revoke update on table public.feedbacks from anon, authenticated;
grant update (read, last_edit_id) on table public.feedbacks to authenticated;

create policy "Anyone can send feedback"
  on public.feedbacks for insert to anon, authenticated
  with check (read = false);

create policy "Admins can read feedback"
  on public.feedbacks for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can mark feedback as read"
  on public.feedbacks for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
