import type { SettingsSectionId } from '@tunne/contracts';
import type { LoadSection } from '../../shared/own-section.ts';

/** The organisation's own settings (organisation, privacy, logo, e-mail, public, reminders, archiving, features, methods, KYC clock, host, prices, data products, changes). */
export const orgSections: Partial<Record<SettingsSectionId, LoadSection>> = {
  organisation: () => import('./components/OrganisationSection.tsx').then((m) => m.OrganisationSection),
  privacy: () => import('./components/PrivacySection.tsx').then((m) => m.PrivacySection),
  logo: () => import('./components/LogoSection.tsx').then((m) => m.LogoSection),
  email: () => import('./components/EmailSection.tsx').then((m) => m.EmailSection),
  public: () => import('./components/PublicSection.tsx').then((m) => m.PublicSection),
  reminders: () => import('./components/RemindersSection.tsx').then((m) => m.RemindersSection),
  archiving: () => import('./components/ArchivingSection.tsx').then((m) => m.ArchivingSection),
  features: () => import('./components/FeaturesSection.tsx').then((m) => m.FeaturesSection),
  methods: () => import('./components/MethodsSection.tsx').then((m) => m.MethodsSection),
  kycclock: () => import('./components/KycclockSection.tsx').then((m) => m.KycclockSection),
  host: () => import('./components/HostSection.tsx').then((m) => m.HostSection),
  prices: () => import('./components/PricesSection.tsx').then((m) => m.PricesSection),
  dataproducts: () => import('./components/DataproductsSection.tsx').then((m) => m.DataproductsSection),
  changes: () => import('./components/ChangesSection.tsx').then((m) => m.ChangesSection),
};
