// What a tap on a follow control does once its code has loaded: the permission (asked in the tap itself,
// follow-button.tsx), the device's state and its outbox entry (follows-store.ts), and a word to the person.
// Offline, a follow is kept and queued like any other write: the outbox sends it when the connection returns.
import { notify } from '../../components/toasts/notify';
import { isOnline } from '../../lib/online';
import { canFollow } from './domain/push-support';
import { GUESS_TOPIC, PENDING_DRAWS_TOPIC } from './domain/topics';
import { followTopic, pauseNotifications, readFollowState, resumeNotifications, unfollowTopic } from './follows-store';
import { offerAfterFollow } from './install-watch';
import { showNotice } from './notice-store';
import { endBrowserSubscription } from './push-browser';
import { currentAvailability } from './push-environment';
import { ensurePushOutbox } from './push-outbox';

export const SAVE_FAILED_TITLE = 'Não foi possível salvar neste aparelho';
export const SAVE_FAILED_TEXT = 'O navegador não deixou guardar a sua escolha. Tente de novo.';

/** The browser's answer, from the request made in the tap, or the permission as it stands. */
async function permissionAnswer(request: Promise<NotificationPermission> | undefined): Promise<NotificationPermission> {
  if (request) return request.catch(() => 'default' as const);
  return typeof Notification === 'undefined' ? 'denied' : Notification.permission;
}

/**
 * Whether notifications may go ahead; when not, the explanation is shown. `request` is the permission request
 * made in the tap (permission-request.ts), if the browser was to ask.
 */
async function allowed(request: Promise<NotificationPermission> | undefined): Promise<boolean> {
  const availability = currentAvailability();
  if (!canFollow(availability)) {
    showNotice(availability === 'ask' || availability === 'granted' ? 'unsupported' : availability);
    return false;
  }
  const answer = await permissionAnswer(request);
  if (answer === 'granted') return true;
  showNotice(answer === 'denied' ? 'denied' : 'dismissed');
  return false;
}

function whenItComes(topic: string): string {
  if (topic === PENDING_DRAWS_TOPIC) return 'Um aviso chega quando um sorteio passar 20 minutos da hora sem resultado.';
  const what = topic === GUESS_TOPIC ? 'O palpite do dia chega' : 'O resultado chega';
  return isOnline()
    ? `${what} como notificação assim que for publicado.`
    : `${what} como notificação. Sem internet agora: o aviso é ativado assim que a conexão voltar.`;
}

async function saved(write: () => Promise<void>): Promise<boolean> {
  try {
    await write();
    ensurePushOutbox();
    return true;
  } catch {
    notify.error(SAVE_FAILED_TITLE, SAVE_FAILED_TEXT);
    return false;
  }
}

export async function follow(topic: string, label: string, request?: Promise<NotificationPermission>): Promise<void> {
  if (!(await allowed(request))) return;
  const before = await readFollowState().catch(() => ({ topics: [], enabled: true }));
  if (!(await saved(() => followTopic(topic)))) return;
  const others = before.topics.filter((t) => t !== topic).length;
  if (!before.enabled && others > 0) {
    notify.success(`Você segue ${label}`, `Notificações ligadas de novo para tudo o que você segue (${others + 1}). ${whenItComes(topic)}`);
  } else {
    notify.success(`Você segue ${label}`, whenItComes(topic));
  }
  if (before.topics.length === 0) offerAfterFollow();
}

export async function unfollow(topic: string, label: string): Promise<void> {
  if (await saved(() => unfollowTopic(topic))) notify.info(`Você deixou de seguir ${label}`);
}

/** The notifications page's switch: off stops everything at once (the list is kept); on asks like "Seguir". */
export async function switchNotifications(on: boolean, request?: Promise<NotificationPermission>): Promise<void> {
  if (!on) {
    if (await saved(pauseNotifications)) {
      await endBrowserSubscription();
      notify.info('Notificações pausadas', 'Nada chega neste aparelho até você ligar de novo. A sua lista fica guardada.');
    }
    return;
  }
  if (!(await allowed(request))) return;
  if (await saved(resumeNotifications)) notify.success('Notificações ligadas', 'Os resultados do que você segue chegam assim que saem.');
}
