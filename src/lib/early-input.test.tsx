import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHydrated, screen, waitFor } from '../testing/render';
import { changedSinceMarkup, replayEarlyInput, takeEarlyEvents } from './early-input';

const changes = vi.fn();

function Form() {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [kind, setKind] = useState('grupo');
  const [answer, setAnswer] = useState('');
  const [agree, setAgree] = useState(false);
  const track = <T,>(set: (value: T) => void) => (value: T) => {
    changes(value);
    set(value);
  };
  return (
    <form>
      <input aria-label="Nome" value={name} onChange={(event) => track(setName)(event.currentTarget.value)} />
      <textarea aria-label="Notas" value={notes} onChange={(event) => track(setNotes)(event.currentTarget.value)} />
      <select aria-label="Modalidade" value={kind} onChange={(event) => track(setKind)(event.currentTarget.value)}>
        <option value="grupo">Grupo</option>
        <option value="milhar">Milhar</option>
      </select>
      {['sim', 'nao'].map((value) => (
        <label key={value}>
          <input type="radio" name="resposta" value={value} checked={answer === value} onChange={() => track(setAnswer)(value)} />
          {value}
        </label>
      ))}
      <label>
        <input type="checkbox" checked={agree} onChange={(event) => track(setAgree)(event.currentTarget.checked)} />
        Aceito
      </label>
      <input aria-label="Somente leitura" readOnly value="fixo" />
      <output>{`${name}|${notes}|${kind}|${answer}|${agree}`}</output>
    </form>
  );
}

/** As in the app: after the page, in its boundary, so its effect runs once the page's handlers are live. */
function Replay() {
  useEffect(() => replayEarlyInput(document.body), []);
  return null;
}

const page = (
  <>
    <Form />
    <Replay />
  </>
);

afterEach(() => changes.mockClear());

describe('early input', () => {
  it('hands what was typed and picked before the app started to the components, as input events', async () => {
    const { recoverableErrors } = await renderHydrated(page, {
      route: null,
      beforeHydrate(container) {
        container.querySelector<HTMLInputElement>('[aria-label="Nome"]')!.value = 'Maria';
        container.querySelector<HTMLTextAreaElement>('textarea')!.value = 'sonhei com cobra';
        container.querySelector<HTMLSelectElement>('select')!.value = 'milhar';
        container.querySelector<HTMLInputElement>('input[value="nao"]')!.checked = true;
        container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
      },
    });
    expect(recoverableErrors).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Maria|sonhei com cobra|milhar|nao|true');
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria');
    expect(screen.getByRole('radio', { name: 'nao' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'sim' })).not.toBeChecked();
  });

  it('hands over a radio picked in a group whose markup checked another one (the bet form\'s "Digitar os prêmios")', async () => {
    function Mode() {
      const [mode, setMode] = useState('none');
      return (
        <>
          {['none', 'typed', 'stored'].map((value) => (
            <label key={value}>
              <input type="radio" name="modo" value={value} checked={mode === value} onChange={() => setMode(value)} />
              {value}
            </label>
          ))}
          <output>{mode}</output>
          <Replay />
        </>
      );
    }
    await renderHydrated(<Mode />, {
      route: null,
      // Picking "typed" unchecks "none", the markup's choice: both differ from the markup now.
      beforeHydrate: (container) => void (container.querySelector<HTMLInputElement>('input[value="typed"]')!.checked = true),
    });
    expect(screen.getByRole('status')).toHaveTextContent('typed');
    expect(screen.getByRole('radio', { name: 'typed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'none' })).not.toBeChecked();
  });

  it('replays nothing when nothing changed, and leaves read-only fields alone', async () => {
    await renderHydrated(page, { route: null });
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('||grupo||false');
  });
});

describe('changedSinceMarkup', () => {
  it('compares each kind of field with what its markup said', () => {
    document.body.innerHTML = `<input value="a"><input type="checkbox" checked><select><option>x</option><option selected>y</option></select>`;
    const [text, box] = document.querySelectorAll('input');
    const select = document.querySelector('select')!;
    expect([text!, box!, select].map(changedSinceMarkup)).toEqual([false, false, false]);
    text!.value = 'b';
    box!.checked = false;
    select.value = 'x';
    expect([text!, box!, select].map(changedSinceMarkup)).toEqual([true, true, true]);
  });
});

describe('early submits and clicks', () => {
  function Actions({ onSearch, onOpen }: { onSearch: (query: string) => void; onOpen: () => void }) {
    const [query, setQuery] = useState('');
    return (
      <>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(query);
          }}
        >
          <input aria-label="Busca" value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
        </form>
        <button type="button" onClick={onOpen}>
          Enviar sugestão
        </button>
      </>
    );
  }

  it('replays, after the typed values, the submits and clicks held until the app started, and stops the capture', async () => {
    const onSearch = vi.fn();
    const onOpen = vi.fn();
    const stop = vi.fn();
    await renderHydrated(
      <>
        <Actions onSearch={onSearch} onOpen={onOpen} />
        <Replay />
      </>,
      {
        route: null,
        beforeHydrate(container) {
          container.querySelector('input')!.value = 'cobra';
          window.__earlyEvents = {
            queue: [
              { type: 'submit', target: container.querySelector('form'), submitter: null },
              { type: 'click', target: container.querySelector('button') },
            ],
            stop,
          };
          takeEarlyEvents();
        },
      },
    );
    expect(stop).toHaveBeenCalledOnce();
    expect(window.__earlyEvents).toBeUndefined();
    await waitFor(() => expect(onSearch).toHaveBeenCalledExactlyOnceWith('cobra'));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
