import { api, useSessionStore, withSignal } from '@tunne/app-kit';
import type {
  EidLevelChange, EidLevelChangeBody, EidLevelChanges, EidLevelDecisionBody, EidMethodAvailability, Organisation, OrganisationSettings, OrganisationUpdateBody, OutboundSettings, OutboundSettingsBody, PriceList,
  RetentionSettings, SeniorManagement, SettingsChangePage, SettingsSectionId,
} from '@tunne/contracts';

// The organisation's own settings: identity (organisation, logo, change audit), outbound (e-mail, public pages,
// reminders, host, eID methods), customers (legal retention) and the price list.

export const getOrganisation = (signal?: AbortSignal) => api.get<OrganisationSettings>('v2.5/admin/organizations/my', withSignal(signal));
export const saveOrganisation = (body: OrganisationUpdateBody) => api.put<OrganisationSettings>('v2.5/admin/organizations/my', body);

/** The compliance officer and senior management (issue 25 §3). */
export const getSeniorManagement = (signal?: AbortSignal) => api.get<SeniorManagement>('v2.5/admin/organizations/my/seniormanagement', withSignal(signal));
export const saveSeniorManagement = (body: SeniorManagement) => api.put<SeniorManagement>('v2.5/admin/organizations/my/seniormanagement', body);

export const uploadLogo = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<OrganisationSettings>('v2.5/admin/organizations/my/logo', form);
};
export const removeLogo = () => api.delete<OrganisationSettings>('v2.5/admin/organizations/my/logo');

export const getOutbound = (signal?: AbortSignal) => api.get<OutboundSettings>('v2.5/admin/organizations/outbound', withSignal(signal));
export const saveOutbound = (body: OutboundSettingsBody) => api.put<OutboundSettings>('v2.5/admin/organizations/outbound', body);
export const sendTestMail = () => api.post<unknown>('v2.5/admin/organizations/outbound/testmail');

/** Lowering the minimum eID level: asked by one admin, decided by another (issue 25 §3, §5). */
export const getEidLevelChanges = (signal?: AbortSignal) => api.get<EidLevelChanges>('v2.5/admin/organizations/outbound/eidlevel', withSignal(signal));
export const requestEidLevelChange = (body: EidLevelChangeBody) => api.post<EidLevelChange>('v2.5/admin/organizations/outbound/eidlevel', body);
export const decideEidLevelChange = (decision: 'approve' | 'refuse', body: EidLevelDecisionBody) =>
  api.post<EidLevelChange>(`v2.5/admin/organizations/outbound/eidlevel/${decision}`, body);

export const getRetention = (signal?: AbortSignal) => api.get<RetentionSettings>('v2.5/admin/customers/retention', withSignal(signal));
export const listEids = (signal?: AbortSignal) => api.get<EidMethodAvailability[]>('v2.5/user/eids', withSignal(signal));
export const getPrices = (signal?: AbortSignal) => api.get<PriceList>('v2.5/user/prices', withSignal(signal));

export const listChanges = (query: { before: string | null; section: SettingsSectionId | null }, signal?: AbortSignal) =>
  api.get<SettingsChangePage>('v2.5/admin/changes', { searchParams: { limit: 50, before: query.before, section: query.section }, ...withSignal(signal) });

/**
 * Reads the organisation as the shell holds it, so the menu, the logo and the accent colour follow a change at once.
 * A failure only leaves the shell's copy as it was until the next login: the change itself is saved.
 */
export const refreshSessionOrganisation = async (): Promise<void> => {
  try {
    useSessionStore.getState().setOrganisation(await api.get<Organisation>('v2.5/user/organizations/my'));
  } catch (error) {
    console.error('Refreshing the organisation failed', error);
  }
};
