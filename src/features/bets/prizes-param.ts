// The bet checker's '?premios=' link parameter: a typed draw carried in the URL.
import { MAX_PRIZES } from './domain/draw';

/** '?premios=4735,1234,...' read into up to ten boxes (MAX_PRIZES); other characters are dropped, not guessed at. */
export function prizesFromParam(param: string | null): string[] {
  if (!param) return [];
  return param
    .split(/[,;\s]+/)
    .map((p) => p.replace(/\D/g, '').slice(0, 4))
    .filter((p) => p !== '')
    .slice(0, MAX_PRIZES);
}
