// Conferir aposta: the payout simulator and bet checker on the domain's checkBet, with a typed or stored draw result.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  List,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { ANIMALS } from '../../domain/animals/animals';
import { checkBet, type BetField, type BetResult } from '../../domain/bets/check-bet';
import { readDraw } from '../../domain/bets/draw';
import { capitalise, formatMoney, formatMultiplier, ordinal, parseMoney } from '../../domain/format/pt-br';
import { CATEGORIES, getModality, isModalityKey, modalitiesOf, type Modality, type ModalityKey } from '../../domain/odds/modalities';
import { drawRowLabel, readDrawRows } from '../../domain/results/draw-rows';
import { useCachedRows } from '../../lib/remote-cache';
import { summariseBet } from './bet-summary';
import { ChanceText } from './chance-text';
import classes from './odds.module.css';
import { prizesFromParam } from './prizes-param';

type DrawMode = 'none' | 'typed' | 'stored';

const DRAW_BOXES = 10;
/** How many stored results the picker lists (newest first); /resultados reaches the rest. */
const STORED_CHOICES = 60;
const DIGITS = { dezena: 2, centena: 3, milhar: 4 } as const;

const MODALITY_OPTIONS = CATEGORIES.map((category) => ({
  group: category.label,
  items: modalitiesOf(category.key).map((m) => ({ value: m.key, label: `${m.name} (${formatMultiplier(m.multiplier)}x)` })),
}));

const GROUP_OPTIONS = [
  { value: '', label: 'Escolha o grupo' },
  ...ANIMALS.map((a) => ({ value: a.group, label: `${a.group} - ${a.name} ${a.emoji}` })),
];

// Mantine draws descriptions and sections in the dimmed grey and errors in red.6 (both about 3.3:1 on white);
// these keep every text of the form at 4.5:1 or more, while the red border still marks an error.
const READABLE = {
  description: { color: 'var(--mantine-color-gray-7)' },
  section: { color: 'var(--mantine-color-gray-7)' },
  error: { color: 'var(--mantine-color-error)' },
  input: { color: 'var(--mantine-color-text)' },
};
// Light alert titles take the alert's own colour, too pale on its tinted background for teal and grey.
const ALERT_TITLE = { title: { color: 'var(--mantine-color-dark-9)' } };

const KIND_NAMES = { group: 'grupo', dezena: 'dezena', centena: 'centena', milhar: 'milhar' } as const;

/** 'Grupo', or '1º grupo' / '2ª dezena' when the modality takes several. */
function pickLabel(modality: Modality, index: number): string {
  const { kind, count } = modality.picks;
  const name = KIND_NAMES[kind];
  if (count === 1) return capitalise(name);
  if (modality.rule === 'passe-vai') return index === 0 ? 'Grupo no 1º prêmio' : 'Grupo no 2º prêmio';
  return `${index + 1}${kind === 'group' ? 'º' : 'ª'} ${name}`;
}

const emptyPicks = (modality: Modality): string[] => Array.from({ length: modality.picks.count }, () => '');

const FIELD_FOCUS: Record<BetField, string> = {
  modality: 'bet-modality',
  picks: 'bet-pick-0',
  stake: 'bet-stake',
  draw: 'bet-draw-0',
};

export default function ConferirApostaPage() {
  const [params] = useSearchParams();
  const rows = useCachedRows('draw_results');
  const draws = readDrawRows(rows ?? []);

  const [modalityKey, setModalityKey] = useState<ModalityKey>(() => {
    const key = params.get('modalidade') ?? '';
    return isModalityKey(key) ? key : 'GRUPO_SECO_1';
  });
  const modality = getModality(modalityKey);
  const [picks, setPicks] = useState<string[]>(() => emptyPicks(modality));
  const [invertida, setInvertida] = useState(false);
  const [stakeText, setStakeText] = useState('2,00');
  const [drawMode, setDrawMode] = useState<DrawMode>(() => (params.get('resultado') ? 'stored' : params.get('premios') ? 'typed' : 'none'));
  const [typedDraw, setTypedDraw] = useState<string[]>(() => {
    const given = prizesFromParam(params.get('premios'));
    return Array.from({ length: DRAW_BOXES }, (_, i) => given[i] ?? '');
  });
  const [storedId, setStoredId] = useState<string>(() => params.get('resultado') ?? '');
  const [submitted, setSubmitted] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  const storedDraw = draws.find((d) => d.id === storedId);
  // The device keeps 30 days (hundreds of draws): the list offers the newest ones, and the linked one.
  const newest = draws.slice(0, STORED_CHOICES);
  const choices = storedDraw && !newest.includes(storedDraw) ? [storedDraw, ...newest] : newest;
  const wantedMissing = drawMode === 'stored' && storedId !== '' && rows !== undefined && !storedDraw;

  const changeModality = (key: string) => {
    if (!isModalityKey(key)) return;
    const next = getModality(key);
    // Picks of the same kind carry over (a group stays chosen from Grupo 1º to Dupla); others start blank.
    setPicks((current) =>
      next.picks.kind === modality.picks.kind
        ? Array.from({ length: next.picks.count }, (_, i) => current[i] ?? '')
        : emptyPicks(next),
    );
    if (!next.allowsInvertida) setInvertida(false);
    setModalityKey(key);
  };

  const evaluate = (): BetResult => {
    const trimmedStake = stakeText.trim();
    const parsedStake = trimmedStake === '' ? Number.NaN : parseMoney(trimmedStake);
    const draw = drawMode === 'typed' ? typedDraw : drawMode === 'stored' ? (storedDraw?.prizes ?? null) : null;
    const result = checkBet({ modality: modalityKey, picks, stake: parsedStake ?? Number.NaN, invertida, draw });
    if (!result.ok && result.field === 'stake' && trimmedStake !== '' && parsedStake === null) {
      return { ...result, message: 'Digite o valor em reais, com até 2 casas decimais (por exemplo, 2,50).' };
    }
    if (result.ok && drawMode === 'stored' && !storedDraw) {
      return { ok: false, field: 'draw', message: 'Escolha um dos resultados salvos.' };
    }
    return result;
  };

  const result = submitted ? evaluate() : null;
  const error = result && !result.ok ? result : null;
  const fieldError = (field: BetField) => (error?.field === field ? error.message : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const outcome = evaluate();
    if (!outcome.ok) {
      const target = outcome.field === 'draw' && drawMode === 'stored' ? 'bet-stored' : FIELD_FOCUS[outcome.field];
      document.getElementById(target)?.focus();
    } else {
      resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    }
  };

  const drawPreview = (() => {
    const prizes = drawMode === 'typed' ? typedDraw : drawMode === 'stored' ? storedDraw?.prizes : undefined;
    if (!prizes) return null;
    const reading = readDraw(prizes);
    return reading.ok ? reading.prizes : null;
  })();

  const summary = result?.ok ? summariseBet(result) : null;
  const picksError = fieldError('picks');

  return (
    <>
      <PageTitle
        title="Conferir aposta"
        lead="Simule quanto uma aposta paga ou confira se ela foi premiada num resultado."
      />
      <Text size="sm" c="gray.7" mb="md">
        Usa as <Anchor underline="always" component={Link} to="/cotacoes">cotações de exemplo desta casa</Anchor> e os{' '}
        <Anchor underline="always" component={Link} to="/limites">limites de prêmio</Anchor>. Tudo é calculado no seu aparelho; o Sonho &amp;
        Sorte não recebe apostas.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-labelledby="bet-form-title">
          <Title order={2} size="h3" id="bet-form-title" mb="sm">
            Sua aposta
          </Title>
          <Stack gap="md">
            <NativeSelect
              id="bet-modality"
              label="Modalidade"
              data={MODALITY_OPTIONS}
              value={modalityKey}
              onChange={(event) => changeModality(event.currentTarget.value)}
              description={modality.explanation}
              styles={READABLE}
              error={fieldError('modality')}
            />
            <ChanceText modality={modality} />
            <Fieldset
              legend={modality.picks.count === 1 ? 'Seu palpite' : 'Seus palpites'}
              variant="unstyled"
              aria-describedby={picksError ? 'bet-picks-error' : undefined}
            >
              <SimpleGrid cols={{ base: modality.picks.count > 1 ? 2 : 1, xs: Math.min(modality.picks.count, 3) }} spacing="sm">
                {picks.map((value, index) => {
                  const id = `bet-pick-${index}`;
                  const common = {
                    id,
                    label: pickLabel(modality, index),
                    value,
                    error: picksError ? true : undefined,
                    styles: READABLE,
                  };
                  const update = (text: string) => setPicks((current) => current.map((v, i) => (i === index ? text : v)));
                  return modality.picks.kind === 'group' ? (
                    <NativeSelect key={`${modalityKey}-${index}`} {...common} data={GROUP_OPTIONS} onChange={(e) => update(e.currentTarget.value)} />
                  ) : (
                    <TextInput
                      key={`${modalityKey}-${index}`}
                      {...common}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={DIGITS[modality.picks.kind]}
                      placeholder={'0'.repeat(DIGITS[modality.picks.kind])}
                      onChange={(e) => update(e.currentTarget.value)}
                    />
                  );
                })}
              </SimpleGrid>
              {picksError && (
                <Text id="bet-picks-error" c="red.9" size="sm" mt={6}>
                  {picksError}
                </Text>
              )}
              {modality.allowsInvertida && (
                <Checkbox
                  mt="sm"
                  label="Invertida: apostar em todas as ordens dos algarismos"
                  description="O valor é dividido entre as combinações."
                  styles={READABLE}
                  checked={invertida}
                  onChange={(event) => setInvertida(event.currentTarget.checked)}
                />
              )}
            </Fieldset>
            <TextInput
              id="bet-stake"
              label="Valor da aposta"
              leftSection="R$"
              styles={READABLE}
              inputMode="decimal"
              autoComplete="off"
              value={stakeText}
              onChange={(event) => setStakeText(event.currentTarget.value)}
              error={fieldError('stake')}
            />
            <Radio.Group label="Resultado do sorteio" value={drawMode} onChange={(value) => setDrawMode(value as DrawMode)}>
              <Stack gap={6} mt={6}>
                <Radio value="none" label="Sem resultado: só ver quanto paga" />
                <Radio value="typed" label="Digitar os prêmios" />
                <Radio value="stored" label="Usar um resultado salvo" />
              </Stack>
            </Radio.Group>
            {drawMode === 'typed' && (
              <Fieldset
                legend="Prêmios do sorteio (milhares)"
                variant="unstyled"
                aria-describedby={fieldError('draw') ? 'bet-draw-error' : undefined}
              >
                <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
                  {typedDraw.map((value, index) => (
                    <TextInput
                      key={index}
                      id={`bet-draw-${index}`}
                      label={index < 5 ? `${ordinal(index + 1)} prêmio` : `${ordinal(index + 1)} (opcional)`}
                      value={value}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={4}
                      placeholder="0000"
                      error={fieldError('draw') ? true : undefined}
                      styles={READABLE}
                      onChange={(event) => {
                        const text = event.currentTarget.value;
                        setTypedDraw((current) => current.map((v, i) => (i === index ? text : v)));
                      }}
                    />
                  ))}
                </SimpleGrid>
                {fieldError('draw') && (
                  <Text id="bet-draw-error" c="red.9" size="sm" mt={6}>
                    {fieldError('draw')}
                  </Text>
                )}
              </Fieldset>
            )}
            {drawMode === 'stored' &&
              (rows !== undefined && draws.length === 0 ? (
                <Alert color="gray" title="Nenhum resultado salvo">
                  Ainda não há resultados neste aparelho. Veja a página de{' '}
                  <Anchor underline="always" component={Link} to="/resultados">
                    resultados
                  </Anchor>{' '}
                  ou digite os prêmios.
                </Alert>
              ) : (
                <>
                  {wantedMissing && (
                    <Alert color="red" title="Resultado não encontrado">
                      O resultado do link não está entre os salvos neste aparelho. Escolha outro ou digite os prêmios.
                    </Alert>
                  )}
                  <NativeSelect
                    id="bet-stored"
                    label="Resultado salvo"
                    value={storedDraw ? storedId : ''}
                    onChange={(event) => setStoredId(event.currentTarget.value)}
                    data={[{ value: '', label: rows === undefined ? 'Carregando resultados…' : 'Escolha o resultado' }, ...choices.map((d) => ({ value: d.id, label: drawRowLabel(d) }))]}
                    error={fieldError('draw')}
                    styles={READABLE}
                  />
                </>
              ))}
            {drawPreview && (
              <div className={classes.prizeChips} aria-label="Grupos do resultado" role="list">
                {drawPreview.map((prize) => (
                  <Badge key={prize.position} variant="light" color="night" size="lg" radius="sm" tt="none" role="listitem">
                    {ordinal(prize.position)} {prize.milhar} {prize.animal.emoji} {prize.animal.name}
                  </Badge>
                ))}
              </div>
            )}
            <Button type="submit" size="md">
              {drawMode === 'none' ? 'Calcular prêmio' : 'Conferir aposta'}
            </Button>
          </Stack>
        </Paper>
        <section aria-labelledby="bet-result-title" ref={resultRef}>
          <Title order={2} size="h3" id="bet-result-title" mb="sm">
            Resultado
          </Title>
          <div aria-live="polite" className={classes.result} data-testid="bet-result">
            {!submitted && (
              <Text c="gray.7">
                Preencha a aposta e toque em “{drawMode === 'none' ? 'Calcular prêmio' : 'Conferir aposta'}”.
              </Text>
            )}
            {error && (
              <Alert color="red" title="Confira os dados" styles={ALERT_TITLE}>
                {error.message}
              </Alert>
            )}
            {result?.ok && summary && (
              <Stack gap="sm">
                <Alert
                  color={summary.tone === 'win' ? 'teal' : summary.tone === 'loss' ? 'gray' : 'night'}
                  title={summary.title}
                  data-testid="bet-summary"
                  styles={ALERT_TITLE}
                >
                  {summary.detail}
                </Alert>
                <List spacing={4} size="sm" data-testid="bet-lines">
                  {result.lines.map((line, index) => (
                    <List.Item key={index}>{line}</List.Item>
                  ))}
                </List>
                <Text size="xs" c="gray.7">
                  Limite desta casa para {modality.preposition === 'na' ? 'a' : 'o'} {modality.name}: {formatMoney(result.maxPayout)} por aposta.
                  Valores de exemplo; confira sempre na banca.
                </Text>
              </Stack>
            )}
          </div>
        </section>
      </SimpleGrid>
      <Text size="sm" c="gray.7" mt="xl">
        Os sorteios são aleatórios e cada extração é independente: nenhuma conta aqui aumenta a chance de ganhar. A chance e o
        retorno médio de cada modalidade são contas exatas com as cotações de exemplo desta casa (veja as{' '}
        <Anchor underline="always" component={Link} to="/cotacoes">
          cotações
        </Anchor>
        ).
      </Text>
    </>
  );
}

