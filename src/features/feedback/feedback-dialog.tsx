// The feedback modal, loaded only when the visitor asks for it.
import { Modal } from '@mantine/core';
import FeedbackForm from './feedback-form';

interface FeedbackDialogProps {
  opened: boolean;
  onClose: () => void;
  page: string;
}

export default function FeedbackDialog({ opened, onClose, page }: FeedbackDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Envie sua sugestão" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      <FeedbackForm page={page} onSent={onClose} />
    </Modal>
  );
}
