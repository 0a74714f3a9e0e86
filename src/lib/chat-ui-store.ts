// Whether the chat modal is open: any button in the app can open it, the chat feature renders it.
import { create } from 'zustand';

interface ChatUiState {
  opened: boolean;
  open: () => void;
  close: () => void;
}

export const useChatUi = create<ChatUiState>((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
