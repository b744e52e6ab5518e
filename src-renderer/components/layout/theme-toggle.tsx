import styled from 'styled-components';
import { useThemeStore, type ThemeMode } from '../../stores/theme';
import { MonitorIcon, MoonIcon, SunIcon } from '../icons';

const NEXT: Record<ThemeMode, ThemeMode> = { light: 'dark', dark: 'system', system: 'light' };
const LABEL: Record<ThemeMode, string> = { light: 'Light theme', dark: 'Dark theme', system: 'System theme' };

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

/** Cycles light → dark → system; the choice is stored under 'theme'. */
export function ThemeToggle() {
  const mode = useThemeStore((state) => state.mode);
  const setMode = useThemeStore((state) => state.setMode);
  const Icon = mode === 'light' ? SunIcon : mode === 'dark' ? MoonIcon : MonitorIcon;
  return (
    <ToggleButton type="button" onClick={() => setMode(NEXT[mode])} aria-label={`${LABEL[mode]} (change theme)`} title={LABEL[mode]} data-theme-mode={mode}>
      <Icon />
    </ToggleButton>
  );
}
