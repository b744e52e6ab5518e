import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createQueryClient } from './api/query-client';
import { restoreQueryState } from './api/query-state';
import { App } from './app';
import { currentPath, signInPath } from './components/sign-in-path';
import { showToast } from './components/toast';
import { desktopBridge } from './features/desktop/desktop-bridge';
import { preloadChunks } from './components/lazy-chunk';
import { preloadRoute } from './routes';
import { useUiStore } from './stores/ui';

// every failed call with a failure `meta` reaches the person here, and only here
const queryClient = createQueryClient({
  showFailure: ({ title, description }) => showToast(title, description, 'error'),
  goToSignIn: () => navigate(signInPath(currentPath())),
  sessionEnded: () => useUiStore.getState().setSessionExpired(true),
});

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// a server-rendered page carries the answers it was rendered with (src-server/web/render-page.ts)
const state = document.getElementById('nestly-state');
// the desktop console frames pages its own way: it renders afresh rather than adopt the website's frame
if (state?.textContent && !desktopBridge()) {
  restoreQueryState(queryClient, state.textContent);
  // the page's own code first, so it hydrates at once rather than behind its skeleton
  // and the parts the server rendered from chunks of their own: the page then hydrates in one pass
  const chunks = (state.dataset['chunks'] ?? '').split(' ').filter(Boolean);
  void preloadRoute(window.location.pathname)
    .then(() => preloadChunks(chunks))
    .catch(() => undefined)
    .then(() => hydrateRoot(root, app));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
