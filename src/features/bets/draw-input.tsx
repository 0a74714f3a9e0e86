// The draw a bet is settled on: ten boxes for typed prizes, or a stored result; and the groups it reads as.
import { Alert, Anchor, Badge, Fieldset, Input, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ordinal } from '../../utils/pt-br/numbers';
import { drawRowLabel } from '../results/domain/draw-rows';
import classes from './odds.module.css';
import type { BetCheckForm } from './use-bet-check-form';
import { PATHS } from '../../utils/paths';

export function DrawInput({ form }: { form: BetCheckForm }) {
  const error = form.fieldError('draw');
  return (
    <>
      {form.drawMode === 'typed' && (
        <Fieldset legend="Prêmios do sorteio (milhares)" variant="unstyled" aria-describedby={error ? 'bet-draw-error' : undefined}>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            {form.typedDraw.map((value, index) => (
              <TextInput
                key={index}
                id={`bet-draw-${index}`}
                label={index < 5 ? `${ordinal(index + 1)} prêmio` : `${ordinal(index + 1)} (opcional)`}
                value={value}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                placeholder="0000"
                error={error ? true : undefined}
                onChange={(event) => form.setTypedPrize(index, event.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
          {error && (
            <Input.Error id="bet-draw-error" size="sm" mt={6}>
              {error}
            </Input.Error>
          )}
        </Fieldset>
      )}
      {form.drawMode === 'stored' && <StoredDrawPicker form={form} error={error} />}
      {form.drawPreview && (
        <div className={classes.prizeChips} aria-label="Grupos do resultado" role="list">
          {form.drawPreview.map((prize) => (
            <Badge key={prize.position} variant="light" color="night" size="lg" radius="sm" tt="none" role="listitem">
              {ordinal(prize.position)} {prize.milhar} {prize.animal.emoji} {prize.animal.name}
            </Badge>
          ))}
        </div>
      )}
    </>
  );
}

function StoredDrawPicker({ form, error }: { form: BetCheckForm; error: string | undefined }) {
  if (form.storedLoaded && form.storedChoices.length === 0) {
    return (
      <Alert color="gray" title="Nenhum resultado salvo">
        Ainda não há resultados neste aparelho. Veja a página de{' '}
        <Anchor component={Link} to={PATHS.resultados}>
          resultados
        </Anchor>{' '}
        ou digite os prêmios.
      </Alert>
    );
  }
  return (
    <>
      {form.wantedMissing && (
        <Alert color="red" title="Resultado não encontrado">
          O resultado do link não está entre os salvos neste aparelho. Escolha outro ou digite os prêmios.
        </Alert>
      )}
      <NativeSelect
        id="bet-stored"
        label="Resultado salvo"
        value={form.storedId}
        onChange={(event) => form.setStoredId(event.currentTarget.value)}
        data={[
          { value: '', label: form.storedLoaded ? 'Escolha o resultado' : 'Carregando resultados…' },
          ...form.storedChoices.map((d) => ({ value: d.id, label: drawRowLabel(d) })),
        ]}
        error={error}
      />
    </>
  );
}
