-- Conflict-safe admin edits, replayed by the frontend outbox: idempotent per edit id, and
-- refused (HTTP 409) when the row changed since the version the edit was based on.

create or replace function public.apply_admin_edit(
  p_table text,
  p_id uuid,
  p_edit_id uuid,
  p_base_updated_at timestamptz,
  p_op text,
  p_values jsonb default '{}'::jsonb
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_editable text[];
  v_keys text[];
  v_unknown text[];
  v_row jsonb;
  v_updated_at timestamptz;
  v_result jsonb;
  v_columns text;
  v_selects text;
  v_sets text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can edit content' using errcode = '42501';
  end if;

  -- Only these tables and columns; RLS still applies because this runs as the caller.
  v_editable := case p_table
    when 'dreams' then array['titulo', 'geral', 'variantes', 'deleted']
    when 'lucky_guesses' then array['guess_date', 'lottery', 'draw_label', 'grupos', 'milhares', 'centenas', 'note', 'published']
    when 'monthly_promotions' then array['title', 'description', 'month', 'starts_on', 'ends_on', 'active', 'highlight']
    when 'welcome_bonuses' then array['title', 'description', 'percentage', 'max_amount', 'min_deposit', 'terms', 'active']
    when 'draw_results' then array['lottery', 'draw_date', 'draw_label', 'prizes']
    when 'suporte_clientes' then array['status']
    when 'feedbacks' then array['read']
  end;
  if v_editable is null then
    raise exception 'Table "%" cannot be edited here', p_table using errcode = '22023';
  end if;
  if p_op is null or p_op not in ('upsert', 'delete') then
    raise exception 'Unknown operation "%" (expected upsert or delete)', p_op using errcode = '22023';
  end if;
  if p_id is null or p_edit_id is null then
    raise exception 'Row id and edit id are required' using errcode = '22023';
  end if;
  if p_op = 'delete' and p_table in ('suporte_clientes', 'feedbacks') then
    raise exception 'Rows of "%" cannot be deleted', p_table using errcode = '22023';
  end if;

  p_values := coalesce(p_values, '{}'::jsonb);
  if jsonb_typeof(p_values) <> 'object' then
    raise exception 'Values must be a JSON object' using errcode = '22023';
  end if;
  -- Bookkeeping columns a client may echo back are ignored; anything else unknown is an error.
  select coalesce(array_agg(k order by k), '{}') into v_keys
  from jsonb_object_keys(p_values) as k
  where k = any (v_editable);
  select array_agg(k order by k) into v_unknown
  from jsonb_object_keys(p_values) as k
  where not (k = any (v_editable))
    and k not in ('id', 'created_at', 'updated_at', 'last_edit_id');
  if v_unknown is not null then
    raise exception 'Columns cannot be edited: %', array_to_string(v_unknown, ', ') using errcode = '22023';
  end if;

  execute format('select to_jsonb(t), t.updated_at from public.%I as t where t.id = $1 for update', p_table)
    into v_row, v_updated_at
    using p_id;

  -- A replay of an edit that already landed.
  if v_row is not null and (v_row ->> 'last_edit_id') is not distinct from p_edit_id::text then
    return v_row::json;
  end if;

  if p_op = 'delete' then
    if v_row is null then
      return null; -- already gone
    end if;
    if p_base_updated_at is null or v_updated_at <> p_base_updated_at then
      raise exception 'Edit conflict: the row changed since this edit was made'
        using errcode = 'PT409', detail = v_row::text,
              hint = 'Reload the row, then apply or discard the edit.';
    end if;
    if p_table = 'dreams' then
      update public.dreams as t set deleted = true, last_edit_id = p_edit_id
      where t.id = p_id
      returning to_jsonb(t) into v_result;
    else
      execute format('delete from public.%I as t where t.id = $1 returning to_jsonb(t)', p_table)
        into v_result
        using p_id;
    end if;
    return v_result::json;
  end if;

  if v_row is null then
    if p_base_updated_at is not null then
      raise exception 'Edit conflict: the row no longer exists'
        using errcode = 'PT409', detail = 'null',
              hint = 'Reload the row, then apply or discard the edit.';
    end if;
    select string_agg(format(', %I', k), '' order by k), string_agg(format(', r.%I', k), '' order by k)
      into v_columns, v_selects
    from unnest(v_keys) as k;
    execute format(
      'insert into public.%1$I as t (id, last_edit_id%2$s) '
      'select $1, $2%3$s from jsonb_populate_record(null::public.%1$I, $3) as r '
      'returning to_jsonb(t)',
      p_table, coalesce(v_columns, ''), coalesce(v_selects, ''))
      into v_result
      using p_id, p_edit_id, p_values;
    return v_result::json;
  end if;

  if p_base_updated_at is null or v_updated_at <> p_base_updated_at then
    raise exception 'Edit conflict: the row changed since this edit was made'
      using errcode = 'PT409', detail = v_row::text,
            hint = 'Reload the row, then apply or discard the edit.';
  end if;
  select string_agg(format('%1$I = r.%1$I, ', k), '' order by k) into v_sets
  from unnest(v_keys) as k;
  execute format(
    'update public.%1$I as t set %2$slast_edit_id = $2 '
    'from jsonb_populate_record(null::public.%1$I, $3) as r '
    'where t.id = $1 returning to_jsonb(t)',
    p_table, coalesce(v_sets, ''))
    into v_result
    using p_id, p_edit_id, p_values;
  return v_result::json;
end;
$$;

revoke execute on function public.apply_admin_edit(text, uuid, uuid, timestamptz, text, jsonb) from public, anon;
grant execute on function public.apply_admin_edit(text, uuid, uuid, timestamptz, text, jsonb) to authenticated;
