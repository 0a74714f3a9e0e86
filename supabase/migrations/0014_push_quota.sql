-- 0014: push_subscribe counted by the one limiter per source (0011's take_anonymous_quota).
--
-- 0012 shipped its own interim limiter (30 calls per ten minutes, the last X-Forwarded-For hop
-- hashed with a key of its own). 0011's limiter does the same job for leads and feedback, with the
-- source read one way (ports stripped, an IPv6 address counted by its /64), a daily cap, the
-- Retry-After header and the refusal counter of the dashboard. push_subscribe now uses it, in a
-- bucket of its own so that following lotteries never spends the allowance of a lead:
-- 30 calls per source per ten minutes (a person following every lottery one tap at a time stays far
-- below), 300 per day. Refusals answer 429 PT429 with `details: Retry after N seconds`, as a lead's.

insert into private.anonymous_quota_limits (bucket, per_10_minutes, per_day)
values ('push_subscribe', 30, 300)
on conflict (bucket) do nothing;

-- Kept under its name (push_subscribe calls it); the body is now the shared limiter.
create or replace function private.push_subscribe_rate_limit()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.take_anonymous_quota('push_subscribe');
end;
$$;
revoke execute on function private.push_subscribe_rate_limit() from public;

-- The interim limiter's windows and key go with it (the key was the only row of push_secrets).
drop table if exists private.push_subscribe_windows;
drop table if exists private.push_secrets;
