// "Copiar números" of a dream entry: the clipboard, with a toast either way.
import { notify } from '../../components/toasts/notify';

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
