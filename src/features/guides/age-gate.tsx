// The 18+ age gate: asked once per device on the first visit, never over the help pages or standalone screens.
// It is part of the prerendered HTML of every page it applies to, so a first visitor sees the question with the
// page's first paint; index.html's inline script marks the document of a device that already answered, and
// global.css hides the gate there before anything paints, until the app removes it. A plain dialog rather than
// Mantine's Modal, whose name (aria-labelledby) and focus handling only appear once its effects have run: this
// one is complete in the markup, before the app starts.
import { Button, FocusTrap, Group, Overlay, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { readAgeAnswer, storeAgeAnswer, useAgeAnswer } from './age-answer';
import classes from './age-gate.module.css';
import { PATHS } from '../../utils/paths';

export { AGE_GATE_KEY, AGE_GATE_NO, AGE_GATE_YES } from './age-answer';

/** Where 'Não' leads; also passed as router state so the page can say why the visitor is there. */
const AGE_GATE_NO_PATH = PATHS.jogoResponsavel;
const AGE_GATE_NO_STATE = { ageGate: 'under-18' } as const;

// Help must always be reachable, and the standalone screens (receipts, login, admin) are reached by
// people who already have an account or a personal link.
const EXEMPT_PREFIXES = [
  PATHS.jogoResponsavel,
  PATHS.liberteSeDoJogo,
  PATHS.comprovanteBonus,
  PATHS.bonusReceipt,
  PATHS.logIn,
  PATHS.login,
  PATHS.changePassword,
  PATHS.painel,
  PATHS.teste,
];

/** Whether the gate may show on this path. */
export function ageGateApplies(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !EXEMPT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Whether this device already said 'Sim'. */
export function readAgeConfirmed(): boolean {
  return readAgeAnswer() === 'yes';
}

export function AgeGate() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const opened = useAgeAnswer() !== 'yes' && ageGateApplies(pathname);

  const yes = () => storeAgeAnswer('yes');
  // 'Não' is remembered, so no page promotes betting to this visitor; the help page opens, and the question
  // comes back on any other page (a mistaken 'Não' can still be corrected).
  const no = () => {
    storeAgeAnswer('no');
    navigate(AGE_GATE_NO_PATH, { state: AGE_GATE_NO_STATE });
  };

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
            <Text size="sm" c="dimmed">
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
