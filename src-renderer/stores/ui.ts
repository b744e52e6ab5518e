import { create } from 'zustand';

interface UiState {
  isMobileMenuOpen: boolean;
  setMobileMenuOpen: (isOpen: boolean) => void;
  /** a members' call answered 401 while this tab thought it was signed in */
  isSessionExpired: boolean;
  setSessionExpired: (isExpired: boolean) => void;
}

export const useUiStore = create<UiState>((set) => ({
  isMobileMenuOpen: false,
  setMobileMenuOpen: (isOpen) => set({ isMobileMenuOpen: isOpen }),
  isSessionExpired: false,
  setSessionExpired: (isExpired) => set({ isSessionExpired: isExpired }),
}));
