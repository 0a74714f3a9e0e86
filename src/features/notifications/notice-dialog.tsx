// The dialog a "Seguir" opens when notifications cannot come now: why, and what to do.
import { Button, Group, Modal } from '@mantine/core';
import { closeNotice, useNotice } from './notice-store';
import { NoticeExplanation } from './notice-explanation';
import { NOTICE_TEXTS } from './notice-texts';

export default function NoticeDialog() {
  const reason = useNotice((state) => state.reason);
  return (
    <Modal opened={reason !== null} onClose={closeNotice} title={reason ? NOTICE_TEXTS[reason].title : ''} centered size="md" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      {reason && <NoticeExplanation reason={reason} />}
      <Group justify="flex-end" mt="md">
        <Button onClick={closeNotice}>Entendi</Button>
      </Group>
    </Modal>
  );
}
