import { create } from 'zustand';

interface LiveEventsState {
  /** True while the event stream is open; screens poll only when it is not. */
  isConnected: boolean;
  setConnected: (isConnected: boolean) => void;
}

export const useLiveEventsStore = create<LiveEventsState>((set) => ({
  isConnected: false,
  setConnected: (isConnected) => set({ isConnected }),
}));
