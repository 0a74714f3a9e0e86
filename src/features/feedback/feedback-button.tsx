// The footer's "Enviar sugestão" button: opens the feedback form in a small modal, loaded on first use.
import { Button, Loader, Modal } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ensureFeedbackOutbox } from './feedback-outbox';

const FeedbackForm = lazy(() => import('./feedback-form'));

export function FeedbackButton() {
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    // Feedback queued in an earlier visit is delivered from any public page.
    ensureFeedbackOutbox();
  }, []);

  return (
    <>
      <Button variant="subtle" size="sm" onClick={() => setOpened(true)} leftSection={<span aria-hidden="true">⭐</span>}>
        Enviar sugestão
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Envie sua sugestão" closeButtonProps={{ 'aria-label': 'Fechar' }}>
        <Suspense fallback={<Loader size="sm" aria-label="Carregando" />}>
          <FeedbackForm page={pathname} onSent={() => setOpened(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
