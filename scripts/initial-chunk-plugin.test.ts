import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { INITIAL_GROUP, initialChunkPlugin } from './initial-chunk-plugin';

describe('initialChunkPlugin', () => {
  it('asks Rolldown, for builds only, to put the startup modules in one group named like the entry chunk', () => {
    const plugin = initialChunkPlugin();
    expect(plugin.apply).toBe('build');
    const config = (plugin.config as () => UserConfig)();
    expect(config.build?.rolldownOptions?.output).toEqual({ codeSplitting: { groups: [INITIAL_GROUP] } });
    // '$initial' is Rolldown's tag for the modules an entry imports statically, directly or not.
    expect(INITIAL_GROUP).toEqual({ name: 'index', tags: ['$initial'] });
  });
});
