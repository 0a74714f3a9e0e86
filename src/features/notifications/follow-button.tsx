// "Seguir" beside a lottery (Resultados, Horários) or the day's guess (Palpites). Small, in the app's entry (the
// pages get it through components/follow-slot.tsx): the tap reads the browser's answers and asks for the
// permission at once, since browsers only ask from a person's gesture; the rest of the work loads then.
import { Button } from '@mantine/core';
import { useState } from 'react';
import type { FollowControlProps } from '../../components/follow-slot';
import { useFollowed } from './follow-state';
import { currentAvailability } from './push-environment';
import * as parts from './part-loaders';

/** Asks the browser, in the tap; only when it will ask (never again once answered). */
function requestPermission(): Promise<NotificationPermission> {
  return Promise.resolve(Notification.requestPermission());
}

export function FollowButton({ topic, label, wide = false }: FollowControlProps) {
  const followed = useFollowed(topic) === true;
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    const availability = currentAvailability();
    const request = !followed && availability === 'ask' ? requestPermission() : undefined;
    setBusy(true);
    void parts
      .FollowFlow()
      .then((flow) => (followed ? flow.unfollow(topic, label) : flow.follow(topic, label, availability, request)))
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
