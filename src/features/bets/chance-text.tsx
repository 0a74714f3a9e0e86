// A modality's exact chance per bet and average return per R$ 1 under this house's example quotes.
import { Text } from '@mantine/core';
import { chanceFor, oneIn, returnPerReal } from './domain/chances';
import { formatMoney } from '../../utils/pt-br/numbers';
import type { Modality } from './domain/modalities';

export function ChanceText({ modality }: { modality: Modality }) {
  const chance = chanceFor(modality.key);
  return (
    <Text size="sm" c="dimmed" data-testid="modality-chance" data-key={modality.key}>
      Chance de ganhar: <strong>{oneIn(chance.winProbability)}</strong> por aposta · Retorno médio:{' '}
      <strong>{returnPerReal(chance)}</strong> por {formatMoney(1)} apostado
      {chance.expectedReturn > 1 && ' (acima do valor apostado: cotação de exemplo; uma banca real paga menos)'}.
    </Text>
  );
}
