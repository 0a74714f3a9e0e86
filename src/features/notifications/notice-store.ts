// Which explanation the notifications dialog shows (notice-texts.ts), if any: opened by a "Seguir" that cannot
// go ahead, drawn by the host in the app root (notifications-host.tsx).
import { create } from 'zustand';
import type { NoticeReason } from './notice-texts';

export const useNotice = create<{ reason: NoticeReason | null }>(() => ({ reason: null }));

export function showNotice(reason: NoticeReason): void {
  useNotice.setState({ reason });
}

export function closeNotice(): void {
  useNotice.setState({ reason: null });
}
