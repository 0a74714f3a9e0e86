// The 18+ age gate: asked once per device on the first visit, never over the help pages or standalone screens.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

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

export function AgeGate() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(readAgeConfirmed);
  const opened = !confirmed && ageGateApplies(pathname);

  const yes = () => {
    rememberAgeConfirmed();
    setConfirmed(true);
  };
  // 'Não' is not remembered: the help page opens, and the question comes back on any other page.
  const no = () => navigate(AGE_GATE_NO_PATH, { state: AGE_GATE_NO_STATE });

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title="Você tem 18 anos ou mais?"
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      overlayProps={{ backgroundOpacity: 0.75, blur: 3 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="age-gate"
    >
      <Stack gap="md">
        <Text>
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
    </Modal>
  );
}
