interface Colors {
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryText: string;
  primaryHover: string;
  accent: string;
  success: string;
  danger: string;
  warning: string;
  focus: string;
  skeleton: string;
  badge: string;
  /** text on a danger button: white on the light theme's red, dark on the dark theme's light red */
  dangerText: string;
}

/** What one colour scheme sets: its colours and its shadow. */
export interface Palette {
  colors: Colors;
  shadow: string;
}

export interface AppTheme {
  colors: Colors;
  radius: string;
  shadow: string;
  maxWidth: string;
}

// Contrast of text on background and primaryText on primary is at least 4.5:1 in both themes.
export const lightPalette: Palette = {
  colors: {
    background: '#fbf8f4',
    surface: '#ffffff',
    surfaceAlt: '#f3ede6',
    text: '#2b2118',
    textMuted: '#5f5248',
    border: '#e2d8cd',
    primary: '#b2472c',
    primaryText: '#ffffff',
    primaryHover: '#963b24',
    accent: '#2f6f62',
    success: '#1e6b45',
    danger: '#b42318',
    warning: '#8a5300',
    focus: '#1d4ed8',
    skeleton: '#ece4da',
    badge: '#c0392b',
    dangerText: '#ffffff',
  },
  shadow: '0 1px 3px rgba(43, 33, 24, 0.08), 0 4px 12px rgba(43, 33, 24, 0.06)',
};

export const darkPalette: Palette = {
  colors: {
    background: '#17130f',
    surface: '#211b16',
    surfaceAlt: '#2b241e',
    text: '#f4ede6',
    textMuted: '#c5b8ab',
    border: '#3d342c',
    primary: '#f08a6c',
    primaryText: '#1a0f0a',
    primaryHover: '#f6a78f',
    accent: '#7cc7b5',
    success: '#6fd19c',
    danger: '#ff8a80',
    warning: '#f5c26b',
    focus: '#93b4ff',
    skeleton: '#2f2822',
    badge: '#e5534b',
    dangerText: '#1a0f0a',
  },
  shadow: '0 1px 3px rgba(0, 0, 0, 0.4), 0 4px 12px rgba(0, 0, 0, 0.3)',
};

const colorVariable = (name: string) => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The CSS custom properties of one palette, for the global style. */
export function paletteVariables(palette: Palette): string {
  const colors = Object.entries(palette.colors).map(([name, value]) => `${colorVariable(name)}: ${value};`);
  return [...colors, `--shadow: ${palette.shadow};`].join(' ');
}

/**
 * The one theme every component sees: colours are CSS variables, set per scheme by the global style
 * (the class on <html>, else the system's preference). The server and the browser therefore render
 * the same class names whatever the visitor's scheme, and switching schemes restyles without re-rendering.
 */
export const appTheme: AppTheme = {
  colors: Object.fromEntries(Object.keys(lightPalette.colors).map((name) => [name, `var(${colorVariable(name)})`])) as unknown as Colors,
  radius: '12px',
  shadow: 'var(--shadow)',
  maxWidth: '1200px',
};
