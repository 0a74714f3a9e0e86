// Runs right after #root of a prerendered page (scripts/prerender-plugin.ts builds this module into an inline
// script): until the app starts, the page looks ready but nothing answers. Pressing Enter in a field would submit
// its form natively (reloading the page, losing what was typed) and a button would do nothing. So submits are
// held and button clicks noted (links still navigate), in window.__earlyEvents, which the app stops at start and
// replays once the page has hydrated (src/lib/early-input.ts). It also holds Chromium's install prompt for the app.

type EarlyEvents = NonNullable<Window['__earlyEvents']>;

const BUTTON = 'button,input[type=button],[role=button]';

export function holdEarlyEvents(): void {
  const queue: EarlyEvents['queue'] = [];
  const capture = (event: Event) => {
    const target = event.target;
    if (event.type === 'submit') {
      event.preventDefault();
      queue.push({ type: 'submit', target, submitter: (event as SubmitEvent).submitter || null });
      return;
    }
    // The target may be a text node or the document, which have no `closest`.
    const button = (target as Partial<Element> | null)?.closest?.(BUTTON) as HTMLButtonElement | null | undefined;
    if (button && button.type !== 'submit' && !button.closest('a[href]')) queue.push({ type: 'click', target: button });
  };
  document.addEventListener('submit', capture, true);
  document.addEventListener('click', capture, true);
  const events: EarlyEvents = {
    queue,
    stop() {
      document.removeEventListener('submit', capture, true);
      document.removeEventListener('click', capture, true);
    },
  };
  // Chromium's install prompt may come before the app listens: held (its own banner kept away) for the app's
  // quiet offer (features/notifications/install-watch.ts). Kept listening after stop(): the latest one counts.
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    events.installPrompt = event;
  });
  window.__earlyEvents = events;
}
