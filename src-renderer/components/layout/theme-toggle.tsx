import styled from 'styled-components';
import { useThemeStore, type ThemeMode } from '../../stores/theme';
import { useServerThemeMode } from '../server-render';

/** Light, dark or system (the default); the choice is stored under 'theme'. */
export function ThemeToggle({ id = 'theme-select' }: { id?: string }) {
  const chosen = useThemeStore((state) => state.mode);
  const mode = useServerThemeMode() ?? chosen;
  const setMode = useThemeStore((state) => state.setMode);
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        Theme
      </label>
      <ThemeSelect id={id} value={mode} onChange={(event) => setMode(event.target.value as ThemeMode)}>
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </ThemeSelect>
    </>
  );
}

const ThemeSelect = styled.select`
  min-height: 40px;
  padding: 6px 8px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;
