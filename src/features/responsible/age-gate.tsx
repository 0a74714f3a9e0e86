// The 18+ age gate: asked once per device on the first visit, never over the help pages or standalone screens.
// It is part of the prerendered HTML of every page it applies to, so a first visitor sees the question with the
// page's first paint; index.html's inline script marks the document of a device that already answered, and
// global.css hides the gate there before anything paints, until the app removes it. A plain dialog rather than
// Mantine's Modal, whose name (aria-labelledby) and focus handling only appear once its effects have run: this
// one is complete in the markup, before the app starts.
import { Button, FocusTrap, Group, Overlay, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import classes from './age-gate.module.css';

/**
 * localStorage key of the answer. Specs and tools that must not meet the gate pre-answer it with
 * `localStorage.setItem(AGE_GATE_KEY, AGE_GATE_YES)`, i.e. `localStorage.setItem('sonho-e-sorte:age-ok', 'yes')`.
 */
export const AGE_GATE_KEY = 'sonho-e-sorte:age-ok';
export const AGE_GATE_YES = 'yes';

/** Where 'Não' leads; also passed as router state so the page can say why the visitor is there. */
export const AGE_GATE_NO_PATH = '/jogo-responsavel';
export const AGE_GATE_NO_STATE = { ageGate: 'under-18' } as const;

// Help must always be reachable, and the standalone screens (receipts, login, admin) are reached by
// people who already have an account or a personal link.
const EXEMPT_PREFIXES = [
  '/jogo-responsavel',
  '/liberte-se-do-jogo',
  '/comprovante_bonus',
  '/bonus-receipt',
  '/log-in',
  '/login',
  '/change-password',
  '/painel',
  '/teste',
];

/** Whether the gate may show on this path. */
export function ageGateApplies(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !EXEMPT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Whether this device already said 'Sim'. Storage may be blocked (some private modes): then ask again. */
export function readAgeConfirmed(): boolean {
  try {
    return window.localStorage.getItem(AGE_GATE_KEY) === AGE_GATE_YES;
  } catch {
    return false;
  }
}

function rememberAgeConfirmed(): void {
  try {
    window.localStorage.setItem(AGE_GATE_KEY, AGE_GATE_YES);
  } catch {
    // Without storage the answer lasts for this page load only; nothing else to do.
  }
}

/** An answer given in another tab reaches this one through the storage event. */
function subscribeToAnswers(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Whether this device already said 'Sim'. The prerendered page and its hydration show the gate (the server
 * cannot know); React then renders again with the stored answer.
 */
function useStoredAnswer(): boolean {
  return useSyncExternalStore(subscribeToAnswers, readAgeConfirmed, () => false);
}

export function AgeGate() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const stored = useStoredAnswer();
  const [answered, setAnswered] = useState(false);
  const opened = !stored && !answered && ageGateApplies(pathname);

  const yes = () => {
    rememberAgeConfirmed();
    setAnswered(true);
  };
  // 'Não' is not remembered: the help page opens, and the question comes back on any other page.
  const no = () => navigate(AGE_GATE_NO_PATH, { state: AGE_GATE_NO_STATE });

  // Mounted only while open: the page's scroll lock in global.css follows this element.
  if (!opened) return null;
  return (
    <div className={classes.layer} data-age-gate data-testid="age-gate">
      <Overlay backgroundOpacity={0.75} blur={3} zIndex={0} />
      <FocusTrap active>
        <Paper
          component="section"
          role="dialog"
          aria-modal="true"
          aria-labelledby="age-gate-title"
          aria-describedby="age-gate-text"
          className={classes.dialog}
          shadow="xl"
          radius="md"
          p="lg"
        >
          <Stack gap="md">
            <Title order={2} id="age-gate-title" fz="lg" fw={700}>
              Você tem 18 anos ou mais?
            </Title>
            <Text id="age-gate-text">
              O Sonho &amp; Sorte fala de jogo do bicho e loterias, assuntos só para maiores de 18 anos. Confirme sua idade
              para continuar.
            </Text>
            <Text size="sm" c="gray.7">
              Sua resposta fica guardada apenas neste aparelho.
            </Text>
            <Group grow>
              <Button variant="default" onClick={no}>
                Não
              </Button>
              <Button onClick={yes} data-autofocus>
                Sim
              </Button>
            </Group>
          </Stack>
        </Paper>
      </FocusTrap>
    </div>
  );
}
