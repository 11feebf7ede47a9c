import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@tunne/app-kit';
import { registerRiskTranslations } from './i18n.ts';
import { SettingsSectionBody } from './pages/RiskSettingsPage.tsx';
import { settingsSections, type SettingsSection } from './routes.ts';

export { settingsSections, type SettingsSection };

/**
 * For a settings remote that draws /settings itself: the risk score settings, risk ratings and risk questions
 * sections, each rendered into the given element in its own React root, the same way as the card sections.
 */
export function mountSettingsSection(section: string, element: HTMLElement): () => void {
  registerRiskTranslations();
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n} defaultNS="risk">
        {(settingsSections as readonly string[]).includes(section) ? <SettingsSectionBody section={section as SettingsSection} /> : null}
      </I18nextProvider>
    </StrictMode>,
  );
  return () => root.unmount();
}
