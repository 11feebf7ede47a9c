import '@tunne/design-system/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App, preloadPage } from './App.tsx';
import { i18n, loadPageLanguage, startLanguage } from './shared/i18n.ts';
import { parseRoute } from './shared/route.ts';

const root = document.getElementById('root');
if (root) {
  // The page is shown once its language's texts are there (never keys in place of texts); its chunk loads meanwhile.
  void preloadPage(parseRoute(window.location.pathname, window.location.search).page);
  void loadPageLanguage(startLanguage())
    .catch(() => undefined)
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <App />
          </I18nextProvider>
        </StrictMode>,
      ),
    );
}
