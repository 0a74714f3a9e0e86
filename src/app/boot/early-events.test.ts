import { beforeEach, describe, expect, it } from 'vitest';
import { isolateDocument } from './boot-test-utils';
import { holdEarlyEvents } from './early-events';

describe('holdEarlyEvents', () => {
  isolateDocument();
  beforeEach(() => {
    delete window.__earlyEvents;
    document.body.innerHTML = `<div id="root">
      <form id="busca"><input name="q" value="cobra"><button id="buscar" type="submit">Buscar</button></form>
      <button id="menu" type="button"><svg id="icone"></svg></button>
      <div id="tab" role="button">Aba</div>
      <a href="/cotacoes"><button id="no-link" type="button">Cotações</button></a>
      <p id="texto">Texto</p>
    </div>`;
    holdEarlyEvents();
  });
  const byId = (id: string) => document.getElementById(id)!;

  it('holds native submits, so Enter in a field cannot reload the page before the app starts', () => {
    const form = byId('busca') as HTMLFormElement;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: byId('buscar') });
    expect(form.dispatchEvent(submit)).toBe(false);
    expect(window.__earlyEvents!.queue).toEqual([{ type: 'submit', target: form, submitter: byId('buscar') }]);
  });

  it('notes clicks on buttons (from an icon inside too), but not on submit buttons (their form submit is held), inside links or on text', () => {
    byId('icone').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    byId('tab').click();
    byId('buscar').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    byId('no-link').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    byId('texto').click();
    document.dispatchEvent(new MouseEvent('click'));
    expect(window.__earlyEvents!.queue).toEqual([
      { type: 'click', target: byId('menu') },
      { type: 'click', target: byId('tab') },
      { type: 'submit', target: byId('busca'), submitter: byId('buscar') },
    ]);
  });

  it('stops listening when the app takes over', () => {
    window.__earlyEvents!.stop();
    byId('menu').click();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    expect(byId('busca').dispatchEvent(submit)).toBe(true);
    expect(window.__earlyEvents!.queue).toEqual([]);
  });

  it("holds Chromium's install prompt for the app, its own banner kept away, after the app took over too", () => {
    window.__earlyEvents!.stop();
    const prompt = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(prompt);
    expect(prompt.defaultPrevented).toBe(true);
    expect(window.__earlyEvents!.installPrompt).toBe(prompt);
  });
});
