// The layer fences of eslint.config.js, exercised: each forbidden import is linted as if it were written in a
// real place of src/, through the project's own config, and must be refused by the rule that guards it. The
// same text in an allowed place must pass, so that each refusal is the fence's doing and not a broken config.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `file` (relative to the project root); returns rule id and message. */
async function lint(file: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results.flatMap((result) => result.messages.map((m) => ({ rule: m.ruleId, message: m.message })));
}

const FENCE = 'import-x/no-restricted-paths';

describe('lint fences between the layers of src/', () => {
  const chatModal = "import ChatModal from '../chat/chat-modal';\nexport const modal = ChatModal;\n";

  it("refuses a concept importing another concept's internals, and allows it from app/", async () => {
    expect(await lint('src/features/feedback/fence-probe.ts', chatModal)).toEqual([
      { rule: FENCE, message: expect.stringContaining('A concept imports another concept only through its domain/ or data/') },
    ]);
    // A concept's admin screens and api/ are internals too.
    const api = "export { listLeads } from '../../chat/api/list-leads';\n";
    expect((await lint('src/features/feedback/admin/fence-probe.ts', api)).map((m) => m.rule)).toContain(FENCE);
    expect(await lint('src/app/fence-probe.ts', chatModal.replace('../chat/', '../features/chat/'))).toEqual([]);
  });

  it("allows a concept to import another concept through its domain/ or data/", async () => {
    expect(await lint('src/features/feedback/fence-probe.ts', "export { ANIMALS } from '../animals/domain/animals';\n")).toEqual([]);
    expect(await lint('src/features/feedback/fence-probe.ts', "export { SCHEDULES } from '../schedules/data/schedules';\n")).toEqual([]);
  });

  it("refuses lib, components, utils and a concept's domain/ or data/ importing a concept's screens", async () => {
    const code = "import ChatModal from '../features/chat/chat-modal';\nexport const modal = ChatModal;\n";
    for (const place of ['lib', 'components', 'utils']) {
      expect((await lint(`src/${place}/fence-probe.ts`, code)).map((m) => m.rule), place).toContain(FENCE);
    }
    for (const place of ['features/dreams/domain', 'features/dreams/data']) {
      expect((await lint(`src/${place}/fence-probe.ts`, chatModal.replace('../chat/', '../../chat/'))).map((m) => m.rule), place).toContain(FENCE);
    }
    // A domain/ never imports its own concept's screens either.
    const own = "export { useDreamBook } from '../use-dream-book';\n";
    expect((await lint('src/features/dreams/domain/fence-probe.ts', own)).map((m) => m.rule)).toContain(FENCE);
  });

  it('refuses domain/ and utils/ importing lib, and a layer importing the one above it', async () => {
    const supabase = "export { getSupabase } from '../../../lib/supabase';\n";
    expect((await lint('src/features/dreams/domain/fence-probe.ts', supabase)).map((m) => m.rule)).toContain(FENCE);
    expect((await lint('src/utils/fence-probe.ts', "export { getSupabase } from '../lib/supabase';\n")).map((m) => m.rule)).toContain(FENCE);
    // utils/ is the ground floor: not even a concept's domain/ (utils/calendar once read the clock from schedules).
    expect(await lint('src/utils/fence-probe.ts', "export { nextDraw } from '../features/schedules/domain/next-draw';\n")).toEqual([
      { rule: FENCE, message: expect.stringContaining('utils/ is the ground floor') },
    ]);
    expect(await lint('src/utils/fence-probe.ts', "export { zonedParts } from './pt-br/clock';\n")).toEqual([]);
    expect((await lint('src/lib/fence-probe.ts', "export { PageTitle } from '../components/page-title';\n")).map((m) => m.rule)).toContain(FENCE);
    expect((await lint('src/components/fence-probe.ts', "export { routes } from '../app/routes';\n")).map((m) => m.rule)).toContain(FENCE);
    expect((await lint('src/features/home/fence-probe.ts', "export { routes } from '../../app/routes';\n")).map((m) => m.rule)).toContain(FENCE);
    // Going down is allowed, and so is a domain/ from lib or components.
    expect(await lint('src/components/fence-probe.ts', "export { getSupabase } from '../lib/supabase';\n")).toEqual([]);
    expect(await lint('src/lib/fence-probe.ts', "export { ANIMALS } from '../features/animals/domain/animals';\n")).toEqual([]);
    expect(await lint('src/features/dreams/domain/fence-probe.ts', "export { fold } from './fold';\nexport { addDays } from '../../../utils/calendar/dates';\n")).toEqual([]);
  });

  it('keeps domain/ and utils/ free of React and I/O', async () => {
    for (const file of ['src/utils/fence-probe.ts', 'src/features/dreams/domain/fence-probe.ts']) {
      expect((await lint(file, "export { useState } from 'react';\n")).map((m) => m.rule), file).toContain('no-restricted-imports');
    }
  });

  it('keeps Intl, localeCompare and toLocale* inside src/utils/pt-br/', async () => {
    const rules = async (file: string, code: string) => (await lint(file, code)).map((m) => m.rule);
    const intl = "export const order = new Intl.Collator('pt-BR');\n";
    const compare = "export const first = (a: string, b: string) => a.localeCompare(b, 'pt-BR');\n";
    const upper = "export const shout = (text: string) => text.toLocaleUpperCase('pt-BR');\n";
    const count = 'export const count = (n: number) => n.toLocaleString();\n';
    for (const place of ['src/features/dreams/fence-probe.ts', 'src/features/dreams/domain/fence-probe.ts', 'src/lib/fence-probe.ts', 'src/utils/text/fence-probe.ts']) {
      expect(await rules(place, intl), place).toEqual(['no-restricted-globals']);
      for (const code of [compare, upper, count]) expect(await rules(place, code), place).toEqual(['no-restricted-properties']);
    }
    expect((await lint('src/features/dreams/fence-probe.ts', compare))[0]?.message).toContain('src/utils/pt-br/');
    // Tests too, and an alias does not slip past.
    expect(await rules('src/features/dreams/fence-probe.test.ts', 'export const I = Intl;\n')).toEqual(['no-restricted-globals']);
    // Inside utils/pt-br/ they are the point.
    for (const code of [intl, compare, upper, count]) expect(await lint('src/utils/pt-br/fence-probe.ts', code)).toEqual([]);
  });

  it("refuses a circle inside a concept's domain", async () => {
    // payouts.ts and modalities.ts both take the modality keys from modality-key.ts; payouts importing modalities
    // back would close a circle again.
    const code = "import { MODALITIES } from './modalities';\nexport const count = MODALITIES.length;\n";
    expect((await lint('src/features/bets/domain/payouts.ts', code)).map((m) => m.rule)).toContain('import-x/no-cycle');
    expect(await lint('src/features/bets/domain/fence-probe.ts', code)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // search.ts imports typo.ts; typo.ts importing search.ts back closes a cycle.
    const code = "import { search } from './search';\nexport const searchAgain = search;\n";
    expect(await lint('src/features/dreams/domain/typo.ts', code)).toEqual([
      { rule: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle') },
    ]);
    // The same import from a file search.ts does not import is fine.
    expect(await lint('src/features/dreams/domain/fence-probe.ts', code)).toEqual([]);
  });
});
