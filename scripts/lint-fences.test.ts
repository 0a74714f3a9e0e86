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
  it('refuses a feature importing another feature, and allows it from app/', async () => {
    const code = "import ChatModal from '../chat/chat-modal';\nexport const modal = ChatModal;\n";
    expect(await lint('src/features/feedback/fence-probe.ts', code)).toEqual([
      { rule: FENCE, message: expect.stringContaining('A feature never imports another feature') },
    ]);
    expect(await lint('src/app/fence-probe.ts', code.replace('../chat/', '../features/chat/'))).toEqual([]);
  });

  it('refuses lib, components, data and domain importing a feature', async () => {
    for (const layer of ['lib', 'components', 'data', 'domain']) {
      const code = "import ChatModal from '../features/chat/chat-modal';\nexport const modal = ChatModal;\n";
      const messages = await lint(`src/${layer}/fence-probe.ts`, code);
      expect(messages.map((m) => m.rule), layer).toContain(FENCE);
    }
  });

  it('refuses domain importing lib, and a layer importing the one above it', async () => {
    expect((await lint('src/domain/fence-probe.ts', "export { getSupabase } from '../lib/supabase';\n")).map((m) => m.rule)).toContain(FENCE);
    expect((await lint('src/lib/fence-probe.ts', "export { PageTitle } from '../components/page-title';\n")).map((m) => m.rule)).toContain(FENCE);
    // Going down is allowed.
    expect(await lint('src/components/fence-probe.ts', "export { getSupabase } from '../lib/supabase';\n")).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // search.ts imports typo.ts; typo.ts importing search.ts back closes a cycle.
    const code = "import { search } from './search';\nexport const searchAgain = search;\n";
    expect(await lint('src/domain/dreams/typo.ts', code)).toEqual([
      { rule: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle') },
    ]);
    // The same import from a file search.ts does not import is fine.
    expect(await lint('src/domain/dreams/fence-probe.ts', code)).toEqual([]);
  });
});
