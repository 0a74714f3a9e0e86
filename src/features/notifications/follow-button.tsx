// "Seguir" beside a lottery (Resultados, Horários) or the day's guess (Palpites). Small, in the app's entry (the
// pages get it through components/follow-slot.tsx): the tap asks for the permission at once, since browsers only
// ask from a person's gesture; the rest of the work (follow-flow.ts) loads then.
import { Button } from '@mantine/core';
import { useState } from 'react';
import type { FollowControlProps } from '../../components/follow-slot';
import { useFollowed } from './follow-state';
import * as parts from './part-loaders';
import { askPermissionInTap } from './permission-request';

export function FollowButton({ topic, label, wide = false }: FollowControlProps) {
  const followed = useFollowed(topic) === true;
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    const request = followed ? undefined : askPermissionInTap();
    setBusy(true);
    void parts
      .FollowFlow()
      .then((flow) => (followed ? flow.unfollow(topic, label) : flow.follow(topic, label, request)))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const state = followed ? 'Seguindo' : 'Seguir';
  return (
    <Button
      size="xs"
      radius="xl"
      variant={followed ? 'filled' : 'light'}
      leftSection={<span aria-hidden="true">{followed ? '✓' : '🔔'}</span>}
      aria-label={`${state} ${label}`}
      loading={busy}
      onClick={onClick}
      data-testid="follow-button"
      data-topic={topic}
      data-followed={followed}
      style={{ flexShrink: 0 }}
    >
      {wide ? `${state} ${label}` : state}
    </Button>
  );
}
