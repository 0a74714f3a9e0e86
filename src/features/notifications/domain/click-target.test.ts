import { describe, expect, it } from 'vitest';
import { clickAction, type OpenWindow } from './click-target';

const ORIGIN = 'https://sonhoesorte.com.br';
const PATH = '/resultados?loteria=PT%20Rio&data=2026-11-24';

const win = (id: string, path: string, extra: Partial<OpenWindow> = {}): OpenWindow => ({
  id,
  url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  focused: false,
  visibilityState: 'hidden',
  ...extra,
});

describe('clickAction', () => {
  it('opens the app at the address when no window of it is open', () => {
    expect(clickAction(PATH, [], ORIGIN)).toEqual({ type: 'open', path: PATH });
    expect(clickAction(PATH, [win('other', 'https://example.com/resultados')], ORIGIN)).toEqual({ type: 'open', path: PATH });
  });

  it('only brings forward a window already at that address', () => {
    const windows = [win('a', '/'), win('b', PATH)];
    expect(clickAction(PATH, windows, ORIGIN)).toEqual({ type: 'focus', windowId: 'b' });
  });

  it('otherwise takes the focused window, else a visible one, else any, and goes there inside the app', () => {
    expect(clickAction(PATH, [win('a', '/'), win('b', '/horarios', { focused: true })], ORIGIN)).toEqual({
      type: 'focus-and-go',
      windowId: 'b',
      path: PATH,
    });
    expect(clickAction(PATH, [win('a', '/'), win('b', '/horarios', { visibilityState: 'visible' })], ORIGIN)).toMatchObject({ windowId: 'b' });
    expect(clickAction(PATH, [win('a', '/'), win('b', '/horarios')], ORIGIN)).toMatchObject({ windowId: 'a' });
  });
});
