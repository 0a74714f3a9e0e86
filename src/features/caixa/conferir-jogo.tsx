// "Conferir meu jogo" on a contest's page: the person's numbers, pasted as they come ("03-17-22-35-41-58") or marked
// on a picker for the phone, checked against the contest (domain/check.ts): the hits marked on the drawn balls and
// on theirs, "4 acertos", each tier won by its name and its prize from the contest's table. What they typed stays
// as typed across reloads (ticket-draft.ts); a ticket may be saved on the device and is then checked against each
// new contest of its game. A chunk of its own, loaded by contest-tools.tsx after the contest is shown.
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { WholeWords } from '../../components/whole-words';
import { formatMoney } from '../../utils/pt-br/numbers';
import { checkTicket, type CheckResult, type Ticket, type TierWin } from './domain/check';
import type { Contest } from './domain/contest';
import { getCaixaGame, padNumber, type CaixaGame } from './domain/games';
import { LUCKY_MONTHS } from './domain/lucky';
import { tiersText, ticketOfSaved } from './domain/saved-games';
import { deleteSavedGame, saveGame } from './saved-games-store';
import { draftOfTicket, loadDraft, readDraft, storeDraft, toggleClover, toggleDigit, toggleNumber, type TicketDraft } from './ticket-draft';
import { useSavedGames } from './use-saved-games';
import classes from './conferir-jogo.module.css';

const acertos = (n: number): string => (n === 1 ? '1 acerto' : `${n} acertos`);

function range(game: CaixaGame): string[] {
  return Array.from({ length: game.max - game.min + 1 }, (_, i) => padNumber(game, game.min + i));
}

/** Numbers as balls, the hits marked (and said to a screen reader): those in `hits`, or by place with `hitAt`. */
function HitBalls({ numbers, hits, hitAt, label, testId }: { numbers: readonly string[]; hits?: ReadonlySet<string>; hitAt?: readonly boolean[]; label: string; testId?: string }) {
  return (
    <ol className={classes.balls} aria-label={label} data-testid={testId}>
      {numbers.map((n, index) => {
        const hit = hitAt ? hitAt[index] === true : (hits?.has(String(Number(n))) ?? false);
        return (
          <li key={`${index}-${n}`} className={classes.ball} data-hit={hit || undefined}>
            {n}
            {hit && <span className={classes.hidden}> (acerto)</span>}
          </li>
        );
      })}
    </ol>
  );
}

const valueSet = (values: readonly string[] | undefined): Set<string> => new Set((values ?? []).map((v) => String(Number(v))));

/** One tier's line: 'Quadra: R$ 321,74', '6 Quinas: R$ 9.392,04 cada, R$ 56.352,24 ao todo'. */
function winLine(game: CaixaGame, win: TierWin): string {
  const name = tiersText(game, [win]);
  if (win.amountEach === undefined || win.amountEach === 0) return `${name}: valor ainda não divulgado`;
  if (win.count === 1) return `${name}: ${formatMoney(win.amountEach)}`;
  return `${name}: ${formatMoney(win.amountEach)} cada, ${formatMoney(win.amount ?? 0)} ao todo`;
}

/** The answer: hits, tiers and prizes, and the balls with the hits marked. */
function CheckAnswer({ game, contest, ticket, result }: { game: CaixaGame; contest: Contest; ticket: Ticket; result: CheckResult }) {
  const tiers = tiersText(game, result.wins);
  const yours = ticket.columns ? ticket.columns.map((c) => c.join('/') || '–') : ticket.numbers;
  const draws = game.secondDraw && contest.secondNumbers
    ? [
        { label: '1º sorteio', numbers: contest.numbers, hits: result.hits },
        { label: '2º sorteio', numbers: contest.secondNumbers, hits: result.secondHits ?? [] },
      ]
    : [{ label: 'Sorteados', numbers: contest.numbers, hits: result.hits }];
  const allHits = new Set([...valueSet(result.hits), ...valueSet(result.secondHits)]);
  return (
    <Stack gap="sm" data-testid="check-answer">
      <Title order={3} size="h3" data-testid="check-hits">
        {game.secondDraw
          ? draws.map((draw) => <span key={draw.label} className={classes.line}>{`${acertos(draw.hits.length)} no ${draw.label}`}</span>)
          : result.summary.hits}
      </Title>
      {result.wins.length === 0 ? (
        <Text data-testid="check-tiers">Nenhuma faixa premiada desta vez.</Text>
      ) : (
        <Stack gap={4} data-testid="check-tiers">
          {result.wins.length === 1 && result.wins[0]!.count === 1 ? (
            <Text fw={700}>{winLine(game, result.wins[0]!)}</Text>
          ) : (
            <>
              <Text fw={700}>{tiers}</Text>
              <ul className={classes.wins}>
                {result.wins.map((win) => (
                  <li key={win.tier}>{winLine(game, win)}</li>
                ))}
              </ul>
            </>
          )}
          {result.wins.length > 1 && result.prizeKnown && <Text fw={700}>{`Total: ${formatMoney(result.total)}`}</Text>}
        </Stack>
      )}
      {game.kind === 'columns' ? (
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            Colunas acertadas
          </Text>
          <HitBalls numbers={contest.numbers} hitAt={result.columnHits ?? []} label="Sorteados, coluna por coluna, acertos marcados" testId="check-drawn" />
          <HitBalls numbers={yours} hitAt={result.columnHits ?? []} label="Seus números, coluna por coluna, acertos marcados" testId="check-yours" />
        </Stack>
      ) : (
        draws.map((draw) => (
          <Stack gap={4} key={draw.label}>
            <Text size="sm" fw={700}>
              {draw.label}
            </Text>
            <HitBalls numbers={draw.numbers} hits={valueSet(draw.hits)} label={`${draw.label}, acertos marcados`} testId="check-drawn" />
          </Stack>
        ))
      )}
      {game.kind !== 'columns' && (
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            Seus números
          </Text>
          <HitBalls numbers={yours} hits={allHits} label="Seus números, acertos marcados" testId="check-yours" />
          {result.cloverHits !== undefined && (
            <Text size="sm">{`Trevos: ${(ticket.clovers ?? []).join(' ')} (${result.cloverHits.length === 1 ? '1 trevo acertado' : `${result.cloverHits.length} trevos acertados`})`}</Text>
          )}
          {result.luckyHit !== undefined && (
            <Text size="sm">{`${game.lucky === 'team' ? 'Time do Coração' : 'Mês de Sorte'}: ${ticket.lucky ?? ''} (${result.luckyHit ? 'acertou' : 'não saiu'})`}</Text>
          )}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        Valores por ganhador, da tabela de premiação deste concurso. Confira sempre o bilhete numa lotérica ou no app da Caixa.
      </Text>
    </Stack>
  );
}

/** The picker: every number of the game as a 44 px button; Super Sete by columns; +Milionária's trevos below. */
function Picker({ game, draft, onChange }: { game: CaixaGame; draft: TicketDraft; onChange: (next: TicketDraft) => void }) {
  const read = readDraft(game, draft);
  if (game.kind === 'columns') {
    const digits = range(game);
    return (
      <div data-testid="ticket-picker">
        {read.columns.map((column, i) => (
          <div key={i} className={classes.column} role="group" aria-label={`Coluna ${i + 1}`}>
            <span className={classes.columnName}>{`Coluna ${i + 1}`}</span>
            <ul className={classes.grid}>
              {digits.map((d) => (
                <li key={d}>
                  <button type="button" className={classes.pick} aria-pressed={column.includes(d)} aria-label={`Coluna ${i + 1}: ${d}`} onClick={() => onChange(toggleDigit(game, draft, i, d))}>
                    {d}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    );
  }
  const marked = new Set(read.numbers);
  const clovers = new Set(read.clovers);
  return (
    <Stack gap="sm" data-testid="ticket-picker">
      <ul className={classes.grid} aria-label="Números">
        {range(game).map((n) => (
          <li key={n}>
            <button type="button" className={classes.pick} aria-pressed={marked.has(n)} onClick={() => onChange(toggleNumber(game, draft, n))}>
              {n}
            </button>
          </li>
        ))}
      </ul>
      {game.clovers && (
        <div role="group" aria-label="Trevos">
          <Text size="sm" fw={700} mb={4}>
            Trevos
          </Text>
          <ul className={classes.grid}>
            {Array.from({ length: game.clovers.max - game.clovers.min + 1 }, (_, i) => String(game.clovers!.min + i)).map((c) => (
              <li key={c}>
                <button type="button" className={classes.pick} data-kind="clover" aria-pressed={clovers.has(c)} aria-label={`Trevo ${c}`} onClick={() => onChange(toggleClover(game, draft, c))}>
                  {c}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}

/** '6 números marcados · A Mega-Sena aceita de 6 a 20.' */
function countHint(game: CaixaGame, read: ReturnType<typeof readDraft>): string {
  const count = read.numbers.length;
  const { min, max } = game.betSizes;
  const Name = `${game.article.toUpperCase()} ${game.name}`;
  const marked = count === 1 ? '1 número marcado' : `${count} números marcados`;
  const rule = min === max ? `${Name} aceita ${min}.` : `${Name} aceita de ${min} a ${max}.`;
  const clovers = game.clovers ? ` ${read.clovers.length === 1 ? '1 trevo' : `${read.clovers.length} trevos`} (de ${game.clovers.betSizes.min} a ${game.clovers.betSizes.max}).` : '';
  return `${marked} · ${rule}${clovers}`;
}

/** The games saved on the device for this game, each checked against the contest shown. */
function SavedGames({ game, contest, onLoad }: { game: CaixaGame; contest: Contest; onLoad: (ticket: Ticket) => void }) {
  const saved = useSavedGames(game.id);
  if (!saved || saved.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="saved-games">
      <Title order={3} size="h4">
        <WholeWords text={`Seus jogos salvos ${game.article === 'o' ? 'do' : 'da'} ${game.name}`} />
      </Title>
      <Text size="sm" c="dimmed">
        Ficam só neste aparelho. Cada concurso novo que chegar aqui é conferido com eles, e avisamos se algum for premiado.
      </Text>
      <ul className={classes.savedList}>
        {saved.map((record) => {
          const ticket = ticketOfSaved(record);
          if (!ticket) return null;
          const result = checkTicket(ticket, contest);
          const shown = ticket.columns ? ticket.columns.map((c) => c.join('/') || '–') : ticket.numbers;
          const tiers = tiersText(game, result.wins);
          return (
            <li key={record.id} className={classes.savedItem} data-testid="saved-game">
              <Stack gap={6}>
                {ticket.columns ? (
                  <HitBalls numbers={shown} hitAt={result.columnHits ?? []} label="Jogo salvo, coluna por coluna" />
                ) : (
                  <HitBalls numbers={shown} hits={new Set([...valueSet(result.hits), ...valueSet(result.secondHits)])} label="Jogo salvo" />
                )}
                {(ticket.clovers?.length || ticket.lucky) && (
                  <Text size="sm">{[ticket.clovers?.length ? `Trevos: ${ticket.clovers.join(' ')}` : '', ticket.lucky ?? ''].filter(Boolean).join(' · ')}</Text>
                )}
                <Text size="sm">{`Concurso ${contest.contest}: ${result.summary.hits}${tiers ? ` · ${tiers}` : ''}`}</Text>
                <Group gap="xs" wrap="wrap">
                  <Button size="sm" variant="light" onClick={() => onLoad(ticket)}>
                    Conferir este
                  </Button>
                  <Button size="sm" variant="subtle" color="red" onClick={() => void deleteSavedGame(record.id)} aria-label={`Apagar o jogo salvo ${shown.join(' ')}`}>
                    Apagar
                  </Button>
                </Group>
              </Stack>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}

export default function ConferirJogo({ contest }: { contest: Contest }) {
  const game = getCaixaGame(contest.game);
  const [draft, setDraft] = useState<TicketDraft>(() => loadDraft(game.id));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [saved, setSaved] = useState<string>('');
  const fieldId = useId();
  const errorId = `${fieldId}-erro`;
  useEffect(() => storeDraft(game.id, draft), [game.id, draft]);

  const read = useMemo(() => readDraft(game, draft), [game, draft]);
  const result = useMemo(() => (read.ticket ? checkTicket(read.ticket, contest) : null), [read, contest]);
  const typedNothing = draft.text.trim() === '' && draft.clovers.trim() === '' && !draft.columns?.some((c) => c.length > 0);
  const showErrors = draft.touched && !typedNothing && read.errors.length > 0;
  const change = (next: TicketDraft) => {
    setSaved('');
    setDraft(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDraft((d) => ({ ...d, touched: true }));
    if (!read.ticket) document.getElementById(fieldId)?.focus();
  };
  const onSave = async () => {
    if (!read.ticket) {
      setDraft((d) => ({ ...d, touched: true }));
      document.getElementById(fieldId)?.focus();
      return;
    }
    try {
      const outcome = await saveGame(read.ticket, contest.contest);
      setSaved(outcome === 'saved' ? 'Jogo salvo neste aparelho. Vamos conferir com os próximos concursos.' : 'Este jogo já estava salvo neste aparelho.');
    } catch {
      setSaved('Não foi possível salvar neste aparelho (o navegador recusou o armazenamento).');
    }
  };

  const federal = game.kind === 'tickets';
  const fieldLabel = federal ? 'Número do seu bilhete' : 'Seus números';
  const placeholder = federal ? '019258' : game.kind === 'columns' ? '4 0 7 2 9 1 3' : examplePlaceholder(game);
  const fieldProps = {
    id: fieldId,
    label: fieldLabel,
    description: federal ? 'Os 6 algarismos do bilhete.' : game.kind === 'columns' ? 'Um algarismo por coluna, da 1 à 7; separe as colunas com espaços.' : 'Digite ou cole como quiser: espaços, vírgulas ou traços (03-17-22…).',
    placeholder,
    value: draft.text,
    autoComplete: 'off',
    spellCheck: false,
    error: showErrors ? <WholeWords text={read.errors.join(' ')} /> : undefined,
    errorProps: { id: errorId },
    'aria-describedby': showErrors ? errorId : undefined,
    onChange: (event: { currentTarget: { value: string } }) => change({ ...draft, text: event.currentTarget.value, columns: undefined }),
    onBlur: () => setDraft((d) => (d.text.trim() === '' ? d : { ...d, touched: true })),
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${fieldId}-titulo`} data-testid="conferir-jogo">
      <Title order={2} size="h3" id={`${fieldId}-titulo`} mb="xs">
        Conferir meu jogo
      </Title>
      <Stack gap="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {federal ? <TextInput {...fieldProps} inputMode="numeric" /> : <Textarea {...fieldProps} autosize minRows={1} maxRows={6} />}
            {game.lucky === 'month' && (
              <NativeSelect
                label="Mês de Sorte"
                data={[{ value: '', label: 'Escolha o mês' }, ...LUCKY_MONTHS.map((m) => ({ value: m, label: m }))]}
                value={LUCKY_MONTHS.includes(read.lucky ?? '') ? read.lucky : ''}
                onChange={(event) => change({ ...draft, lucky: event.currentTarget.value })}
              />
            )}
            {game.lucky === 'team' && (
              <TextInput label="Time do Coração" placeholder="Flamengo/RJ" value={draft.lucky || read.lucky || ''} onChange={(event) => change({ ...draft, lucky: event.currentTarget.value })} />
            )}
            {!federal && (
              <>
                <Group gap="xs" wrap="wrap">
                  <Button variant="default" onClick={() => setPickerOpen((open) => !open)} aria-expanded={pickerOpen}>
                    {pickerOpen ? 'Fechar a cartela' : 'Marcar na cartela'}
                  </Button>
                </Group>
                {pickerOpen && <Picker game={game} draft={draft} onChange={change} />}
                {pickerOpen && (
                  <Text size="sm" c="dimmed" data-testid="picker-count">
                    <WholeWords text={countHint(game, read)} />
                  </Text>
                )}
              </>
            )}
            <Group gap="xs" wrap="wrap">
              <Button type="submit">Conferir</Button>
              <Button variant="light" onClick={() => void onSave()}>
                Salvar este jogo
              </Button>
              {!typedNothing && (
                <Button variant="subtle" onClick={() => change({ text: '', clovers: '', lucky: '', touched: false })}>
                  Limpar
                </Button>
              )}
            </Group>
            <div role="status">
              {saved && (
                <Text size="sm" data-testid="save-status">
                  {saved}
                </Text>
              )}
            </div>
          </Stack>
        </form>
        <div aria-live="polite">
          {read.ticket && result ? (
            <CheckAnswer game={game} contest={contest} ticket={read.ticket} result={result} />
          ) : showErrors ? (
            <Alert color="gray" variant="light" data-testid="check-waiting">
              Corrija o que está indicado no campo para ver o resultado; o que você digitou continua aqui.
            </Alert>
          ) : null}
        </div>
        <SavedGames game={game} contest={contest} onLoad={(ticket) => change(draftOfTicket(ticket))} />
      </Stack>
    </Paper>
  );
}

/** A bet as people write it, in the game's own range: '03-17-22-35-41-58'. */
function examplePlaceholder(game: CaixaGame): string {
  const step = Math.max(1, Math.floor((game.max - game.min) / game.betSizes.min));
  return Array.from({ length: game.betSizes.min }, (_, i) => padNumber(game, game.min + 2 + i * step)).slice(0, 6).join('-') + (game.betSizes.min > 6 ? '…' : '');
}
