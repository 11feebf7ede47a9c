import '@tunne/design-system/tokens.css';
import './global.css';
import React from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n, loadLanguage } from '@tunne/app-kit/i18n';
import { registerInstances } from '@tunne/app-kit/instances';
import { useSessionStore } from '@tunne/app-kit/session-store';
import { App } from './App.tsx';
import { registerShellTranslations } from './i18n.ts';

registerShellTranslations();
registerInstances('shell', { react: React, i18n, sessionStore: useSessionStore });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first render waits for app-kit's texts in the start language (one chunk, fetched beside this script's end),
// so no key shows in place of a text; a failed fetch still renders, as the texts' keys.
void loadLanguage(i18n.language)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n} defaultNS="shell">
        <App />
      </I18nextProvider>,
    ),
  );
