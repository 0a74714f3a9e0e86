// What the session tells the person in a toast (the texts are in domain/messages.ts).
import { LOGIN_TEXTS } from './domain/messages';
import { notify } from '../../components/toasts/notify';

/** 'Sign out Failed': the server could not be told, the person stays signed in. */
export function announceSignOutFailed(): void {
  notify.error(LOGIN_TEXTS.signOutFailedTitle, LOGIN_TEXTS.signOutFailedMessage);
}
