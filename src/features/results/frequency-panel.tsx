// How often each animal came out in a lottery's stored draws, told as the past and nothing more.
import { NativeSelect, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { animalByGroup } from '../animals/domain/animals';
import { formatNumber } from '../../utils/pt-br/numbers';
import type { DrawRow } from './domain/draw-rows';
import { animalFrequency } from './domain/frequency';
import classes from './results.module.css';

const SIZES = ['10', '30', '100'] as const;

export function FrequencyPanel({ lottery, draws }: { lottery: string | null; draws: readonly DrawRow[] }) {
  const [size, setSize] = useState<(typeof SIZES)[number]>('30');
  const frequency = animalFrequency(draws, Number(size));
  const top = Math.max(1, ...frequency.counts.map((c) => c.count));
  const where = lottery ?? 'todas as loterias';
  return (
    <section aria-labelledby="frequencia" data-testid="frequency">
      <Title order={2} size="h3" id="frequencia" mb="xs">
        Quantas vezes cada bicho saiu
      </Title>
      <Text size="sm" mb="sm" data-testid="independence-note">
        Isto só conta o que já saiu. Cada sorteio é independente: um bicho que saiu pouco não está “atrasado” e um que
        saiu muito não está “quente”. Em cada prêmio, todos os 25 têm sempre a mesma chance, 1 em 25.
      </Text>
      <Stack gap="xs">
        <NativeSelect
          label={`Sorteios de ${where} (do 1º ao 5º prêmio)`}
          value={size}
          onChange={(event) => setSize(event.currentTarget.value as (typeof SIZES)[number])}
          data={SIZES.map((n) => ({ value: n, label: `Últimos ${n} sorteios` }))}
          maw={280}
        />
        {frequency.draws === 0 ? (
          <Text size="sm">Nenhum sorteio salvo para contar.</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {frequency.draws === 1 ? '1 sorteio contado' : `${frequency.draws} sorteios contados`}; por puro acaso, cada
              bicho sairia em média {formatNumber(frequency.expected, 1)} {frequency.expected === 1 ? 'vez' : 'vezes'}.
            </Text>
            {/* Plain table elements, as the draw cards (results.module.css): cheap to draw on a phone. */}
            <table className={`${classes.table} ${classes.frequencyTable}`} aria-label={`Vezes que cada bicho saiu, ${where}`}>
              <thead>
                <tr>
                  <th scope="col">Bicho</th>
                  <th scope="col">Vezes</th>
                  <th scope="col" style={{ width: '40%' }}>
                    <VisuallyHidden>Gráfico</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {frequency.counts.map(({ group, count }) => {
                  const animal = animalByGroup(group);
                  return (
                    <tr key={group} data-testid="frequency-row">
                      <th scope="row" className={classes.plainHeader}>
                        {animal.group} {animal.name}
                      </th>
                      <td>{count}</td>
                      <td aria-hidden="true">
                        <div className={classes.bar} style={{ width: `${(count / top) * 100}%` }} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </>
        )}
      </Stack>
    </section>
  );
}
