// One set of facts about the ten Caixa games in three places: the ingest function's rules
// (supabase/functions/_shared/caixa-games.ts), the database's (private.caixa_games, 0015) and the
// app's catalogue (src/features/caixa/domain/games.ts). A change to one that the others miss would
// let the function store what the app cannot show, or refuse what the database would accept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAIXA_GAMES } from '../../src/features/caixa/domain/games';
import { CAIXA_SOURCE_GAMES } from '../functions/_shared/caixa-games.ts';
import { startStack, type TestStack } from './harness';

const shared = CAIXA_SOURCE_GAMES.map((g) => ({
  id: g.id,
  apiSlug: g.apiSlug,
  name: g.name,
  kind: g.kind,
  drawn: g.drawn,
  min: g.min,
  max: g.max,
  width: g.width,
  secondDraw: g.secondDraw,
  clovers: g.clovers,
  lucky: g.lucky,
  tiers: g.tiers,
}));

describe('the Caixa games: the function, the app and the database agree', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('the app’s catalogue has the same games, rules and draw calendar', () => {
    const app = CAIXA_GAMES.map((g) => ({
      id: g.id,
      apiSlug: g.apiSlug,
      name: g.name,
      kind: g.kind,
      drawn: g.drawn,
      min: g.min,
      max: g.max,
      width: g.pad,
      secondDraw: g.secondDraw === true,
      clovers: g.clovers ? { drawn: g.clovers.drawn, min: g.clovers.min, max: g.clovers.max } : null,
      lucky: g.lucky ?? null,
      tiers: g.tiers.length,
    }));
    expect(shared).toEqual(app);
    expect(CAIXA_SOURCE_GAMES.map((g) => [g.id, [...g.schedule.weekdays], g.schedule.time])).toEqual(
      CAIXA_GAMES.map((g) => [g.id, [...g.schedule.weekdays], g.schedule.time]),
    );
  });

  it('the database’s rules (private.caixa_games) are the same', async () => {
    const { rows } = await stack.server.db.query(
      `select id, api_slug, name, kind, drawn, min_number, max_number, pad, second_draw, clovers, clover_max, lucky, tiers
       from private.caixa_games`,
    );
    const database = new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          apiSlug: r.api_slug,
          name: r.name,
          kind: r.kind,
          drawn: r.drawn,
          min: r.min_number,
          max: r.max_number,
          width: r.pad,
          secondDraw: r.second_draw,
          clovers: Number(r.clovers) > 0 ? { drawn: r.clovers, min: 1, max: r.clover_max } : null,
          lucky: r.lucky,
          tiers: r.tiers,
        },
      ]),
    );
    expect(database.size).toBe(shared.length);
    expect(shared.map((g) => database.get(g.id))).toEqual(shared);
  });
});
