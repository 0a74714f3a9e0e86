// Copy and share for a dream entry: clipboard with a toast, Web Share with a WhatsApp link as fallback.
import { notify } from '../../components/toasts/notify';
import { whatsappShareHref } from './dream-text';

export async function copyNumbers(text: string, subject: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    notify.success('Números copiados', `Os palpites de ${subject} estão na área de transferência.`);
    return true;
  } catch {
    notify.error('Não foi possível copiar', 'Seu navegador não liberou a área de transferência. Selecione os números e copie manualmente.');
    return false;
  }
}

export function canUseWebShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Opens the system share sheet; if it fails (not cancelled by the person), WhatsApp takes over. */
export async function shareEntry(data: { title: string; text: string; url: string }): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') return;
    window.open(whatsappShareHref(data.text, data.url), '_blank', 'noopener,noreferrer');
  }
}
