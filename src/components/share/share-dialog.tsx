// Where the phone's share sheet cannot take the image (no Web Share, or no files in it, as on most desktops): the
// card's preview and the other ways to pass it on: download the PNG, copy the text, send the text on WhatsApp.
import { Button, Image, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { notify } from '../toasts/notify';
import type { ShareContent } from './share-types';

/** A wa.me link that opens WhatsApp with the text and lets the person choose the chat. */
function whatsappTextHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  content: ShareContent;
  /** The card: undefined while it is drawn, null when this device could not draw it. */
  file: File | null | undefined;
  /** Given when the device can share the file: a fresh tap on it opens the share sheet. */
  onShareFile?: (() => void) | undefined;
}

export function ShareDialog({ opened, onClose, content, file, onShareFile }: ShareDialogProps) {
  const href = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (href ? URL.revokeObjectURL(href) : undefined), [href]);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('sem área de transferência');
      await navigator.clipboard.writeText(content.text);
      notify.success('Texto copiado', 'Cole onde quiser compartilhar.');
      onClose();
    } catch {
      notify.error('Não foi possível copiar', 'Selecione o texto abaixo e copie manualmente.');
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Compartilhar" centered size="sm" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      <Stack gap="sm">
        {href ? (
          <Image src={href} alt={`Imagem para compartilhar: ${content.title}`} radius="md" fit="contain" mah="45vh" data-testid="share-preview" />
        ) : file === undefined ? (
          <div role="status" aria-busy="true" aria-label="Gerando a imagem">
            <Skeleton height={240} radius="md" />
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            Não foi possível gerar a imagem neste aparelho. O texto abaixo pode ser copiado ou enviado.
          </Text>
        )}
        {onShareFile && file && <Button onClick={onShareFile}>Compartilhar imagem</Button>}
        {href && file ? (
          <Button component="a" href={href} download={file.name} onClick={onClose}>
            Baixar imagem
          </Button>
        ) : (
          file === undefined && (
            <Button loading disabled>
              Baixar imagem
            </Button>
          )
        )}
        <Button variant="default" onClick={() => void copy()}>
          Copiar texto
        </Button>
        <Button component="a" href={whatsappTextHref(content.text)} target="_blank" rel="noopener noreferrer" color="whatsapp" onClick={onClose}>
          Enviar no WhatsApp
        </Button>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="share-text">
          {content.text}
        </Text>
      </Stack>
    </Modal>
  );
}
