// The built-in dream dictionary: every letter file of this folder, sorted by title (pt-BR).
import type { Dream } from '../../domain/types';
import { collatePt } from '../../../../utils/pt-br/order';

/** Bumped whenever an entry changes, so installed apps reload the dictionary into IndexedDB. */
export const DREAMS_VERSION = 2;

const modules = import.meta.glob<{ default: Dream[] }>('./[a-z].ts', { eager: true });

export const BUILT_IN_DREAMS: readonly Dream[] = Object.values(modules)
  .flatMap((module) => module.default)
  .sort((a, b) => collatePt(a.titulo, b.titulo));
