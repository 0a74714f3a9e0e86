// The footer's "Enviar sugestão" button: opens the feedback form in a small modal, whose code loads on first use.
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import * as parts from './part-loaders';

const FeedbackDialog = lazy(parts.FeedbackDialog);

export function FeedbackButton() {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const { pathname } = useLocation();

  // Feedback queued in an earlier visit is delivered at app start (app/outbox-senders.ts).

  const open = () => {
    setRequested(true);
    setOpened(true);
  };

  return (
    <>
      <Button variant="subtle" size="sm" onClick={open} leftSection={<span aria-hidden="true">⭐</span>}>
        Enviar sugestão
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <FeedbackDialog opened={opened} onClose={() => setOpened(false)} page={pathname} />
        </Suspense>
      )}
    </>
  );
}
