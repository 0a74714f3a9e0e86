// Conferir aposta: the payout simulator and bet checker on the domain's checkBet, with a typed or stored draw
// result. The state is the form hook's (use-bet-check-form.ts); this page lays out the form and the answer.
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { readDrawRows } from '../results/domain/draw-rows';
import { useCachedRows } from '../../lib/content-sync/remote-cache';
import { BetForm } from './bet-form';
import { BetResultView } from './bet-result';
import { useBetCheckForm } from './use-bet-check-form';
import { PATHS } from '../../utils/paths';

export default function ConferirApostaPage() {
  const [params] = useSearchParams();
  const rows = useCachedRows('draw_results');
  const draws = useMemo(() => (rows ? readDrawRows(rows) : undefined), [rows]);
  const form = useBetCheckForm(params, draws);
  const resultRef = useRef<HTMLElement>(null);

  return (
    <>
      <PageTitle
        title="Conferir aposta"
        lead="Simule quanto uma aposta paga ou confira se ela foi premiada num resultado."
      />
      <Text size="sm" c="dimmed" mb="md">
        Usa as <Anchor component={Link} to={PATHS.cotacoes}>cotações de exemplo desta casa</Anchor> e os{' '}
        <Anchor component={Link} to={PATHS.limites}>limites de prêmio</Anchor>. Tudo é calculado no seu aparelho; o Sonho &amp;
        Sorte não recebe apostas.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <BetForm form={form} onAnswer={() => resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })} />
        <BetResultView form={form} ref={resultRef} />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xl">
        Os sorteios são aleatórios e cada extração é independente: nenhuma conta aqui aumenta a chance de ganhar. A chance e o
        retorno médio de cada modalidade são contas exatas com as cotações de exemplo desta casa (veja as{' '}
        <Anchor component={Link} to={PATHS.cotacoes}>
          cotações
        </Anchor>
        ).
      </Text>
    </>
  );
}
