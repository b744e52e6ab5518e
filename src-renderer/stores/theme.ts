import { create } from 'zustand';

export type ThemeMode = 'light' | 'dark' | 'system';
export const THEME_KEY = 'theme';
const ONE_YEAR_S = 365 * 86_400;

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

function storedMode(): ThemeMode {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return isThemeMode(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** The choice goes in a cookie too, so the server renders the page in it (no flash of the other scheme). */
function rememberForServer(mode: ThemeMode): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${THEME_KEY}=${mode}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function resolveMode(mode: ThemeMode): 'light' | 'dark' {
  if (mode !== 'system') return mode;
  return systemPrefersDark() ? 'dark' : 'light';
}

function applyClass(resolved: 'light' | 'dark'): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

interface ThemeState {
  mode: ThemeMode;
  resolved: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
  syncWithSystem: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => {
  const mode = storedMode();
  const resolved = resolveMode(mode);
  applyClass(resolved);
  rememberForServer(mode);
  return {
    mode,
    resolved,
    setMode: (next) => {
      try {
        localStorage.setItem(THEME_KEY, next);
      } catch {
        /* private mode: the choice lasts this visit */
      }
      rememberForServer(next);
      const nextResolved = resolveMode(next);
      applyClass(nextResolved);
      set({ mode: next, resolved: nextResolved });
    },
    syncWithSystem: () => {
      if (get().mode !== 'system') return;
      const nextResolved = resolveMode('system');
      applyClass(nextResolved);
      set({ resolved: nextResolved });
    },
  };
});
