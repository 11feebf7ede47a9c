import { OrganisationUpdateBody, type OrganisationSettings } from '@tunne/contracts';
import { getOrganisation, refreshSessionOrganisation, saveOrganisation } from '../api.ts';
import { fieldsForm, type FieldConversion } from './fields-form.ts';
import type { SettingsFormOptions } from './use-settings-form.ts';

type OrganisationField = keyof OrganisationUpdateBody & keyof OrganisationSettings & string;

/** A section that edits some of the organisation's own fields (GET/PUT admin/organizations/my). */
export const organisationForm = (fields: Partial<Record<OrganisationField, FieldConversion>>) => {
  const { toValues, toBody } = fieldsForm<OrganisationSettings, OrganisationUpdateBody>(fields);
  return { toValues, toBody, schema: OrganisationUpdateBody };
};

export const loadOrganisation = (signal: AbortSignal) => getOrganisation(signal);

/**
 * The options of `useSettingsForm` for an organisation section: after a save the shell's copy of the organisation is
 * read again, so the menu, logo and accent colour follow at once.
 */
export const organisationOptions = (
  form: ReturnType<typeof organisationForm>,
  data: OrganisationSettings,
  onSaved: (data: OrganisationSettings) => void,
): SettingsFormOptions<OrganisationSettings, OrganisationUpdateBody> => ({
  ...form,
  data,
  save: saveOrganisation,
  onSaved: async (next) => {
    onSaved(next);
    await refreshSessionOrganisation();
  },
});
