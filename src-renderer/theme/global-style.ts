import { TOAST_MS } from '../components/toast-timing';
import { appTheme, darkPalette, lightPalette, paletteVariables } from './themes';

const LIGHT = paletteVariables(lightPalette);
const DARK = paletteVariables(darkPalette);
const { colors } = appTheme;

/**
 * The page's own rules, the same for every page and scheme (the colours are CSS variables). They go into
 * index.html as they are, at build time (globalStyleInHtml in vite.web.config.ts), rather than through
 * styled-components' createGlobalStyle, which compiles them again in the browser while every page hydrates.
 * The scheme comes from the class on <html> (a chosen scheme), else from the system's preference.
 */
export const GLOBAL_CSS = `
  :root { ${LIGHT} color-scheme: light; }
  @media (prefers-color-scheme: dark) {
    :root:not(.light) { ${DARK} color-scheme: dark; }
  }
  :root.dark { ${DARK} color-scheme: dark; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 16px;
    line-height: 1.55;
    background: ${colors.background};
    color: ${colors.text};
  }
  a { color: ${colors.primary}; }
  img { max-width: 100%; display: block; }
  h1, h2, h3 { line-height: 1.25; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
    /* a toast's timer is its progress bar's animation: cut short, every toast would vanish unread */
    .Toastify__progress-bar--animated { animation-duration: ${TOAST_MS}ms !important; }
  }
  .Toastify__toast { font-family: inherit; }
`;
