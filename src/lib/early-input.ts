// What a person did in a prerendered page before its components were live. Hydration keeps typed values on
// screen, but nothing tells the components: the search box would show "cobra" and search for nothing (React
// takes the value in the field when it hydrates as the one it knew, even when it hydrates because of that very
// typing). So once the page has hydrated, each field whose value differs from the markup (for a hydrated
// field, from what React last rendered) is given back to React as a real input event, which its onChange
// receives like any typing. Then the submits and button clicks the page's inline script held before the app
// started (src/app/boot/early-events.ts, inline in every prerendered page) are replayed.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type EarlyEvent = NonNullable<Window['__earlyEvents']>['queue'][number];

let events: EarlyEvent[] = [];

/** At start, before React renders: stops holding submits and clicks (React answers them from now on). */
export function takeEarlyEvents(): void {
  const early = window.__earlyEvents;
  if (!early) return;
  early.stop();
  events = early.queue.splice(0);
  delete window.__earlyEvents;
}

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the field holds something other than what the markup said (typed, picked, or filled in by the browser). */
export function changedSinceMarkup(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && (field.type === 'file' || field.readOnly || field.disabled)) return false;
  return field.value !== field.defaultValue;
}

/** The value setter of the element's own kind, which React's change tracking does not see. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
}

/** Gives one field's early value to React: the same events the browser sends when a person types or picks. */
function replay(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isToggle(field)) {
    // React learns the markup's state first, then the click changes it as a person's click would.
    const wanted = field.checked;
    field.checked = field.defaultChecked;
    if (field.checked !== wanted) field.click();
  } else {
    const typed = field.value;
    // React's tracking takes the markup's value; the field shows the typed one again; the input event is a change.
    field.value = field.defaultValue;
    setNativeValue(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Once the page in `scope` has hydrated: replays its fields that hold what React was not told, then, in the
 * next task (once React has rendered those values: a submit must see the typed query), the held submits and
 * clicks, once.
 */
export function replayEarlyInput(scope: ParentNode): void {
  // All read before any is replayed: giving back one radio changes the others of its group. Of a radio group only
  // the one now checked is replayed; the markup's choice, unchecked by that very pick, follows it.
  const changed = [...scope.querySelectorAll<Field>('input, textarea, select')].filter(
    (field) => changedSinceMarkup(field) && !(field instanceof HTMLInputElement && field.type === 'radio' && !field.checked),
  );
  for (const field of changed) replay(field);
  const held = events.splice(0);
  if (held.length > 0) setTimeout(() => replayEvents(held), 0);
}

function replayEvents(held: readonly EarlyEvent[]): void {
  for (const { type, target, submitter } of held) {
    if (!(target instanceof HTMLElement) || !target.isConnected) continue;
    if (type === 'click') target.click();
    else if (target instanceof HTMLFormElement) {
      if (submitter instanceof HTMLElement && submitter.isConnected) target.requestSubmit(submitter);
      else target.requestSubmit();
    }
  }
}
