import type { SettingsSectionId } from '@tunne/contracts';
import type { LoadSection } from '../../sections.ts';

/** The organisation's own settings (organisation, privacy, logo, e-mail, public, reminders, archiving, features, methods, KYC clock, host, prices, data products, changes). */
export const orgSections: Partial<Record<SettingsSectionId, LoadSection>> = {};
