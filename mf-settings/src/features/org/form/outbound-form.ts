import { OutboundSettingsBody, type OutboundSettings } from '@tunne/contracts';
import { getOutbound, saveOutbound } from '../api.ts';
import { fieldsForm, type FieldConversion } from './fields-form.ts';
import type { FieldsForm } from './fields-form.ts';
import type { SettingsFormOptions } from './use-settings-form.ts';

type OutboundField = keyof OutboundSettingsBody & string;

/** A section that edits some of the outbound settings (GET/PUT admin/organizations/outbound). */
export const outboundForm = (fields: Partial<Record<OutboundField, FieldConversion>>) => {
  const { toValues, toBody } = fieldsForm<OutboundSettings, OutboundSettingsBody>(fields);
  return { toValues, toBody, schema: OutboundSettingsBody };
};

export const loadOutbound = (signal: AbortSignal) => getOutbound(signal);

export const outboundOptions = (
  form: FieldsForm<OutboundSettings, OutboundSettingsBody> & { schema: typeof OutboundSettingsBody; fieldOf?: (property: string) => string | undefined },
  data: OutboundSettings,
  onSaved: (data: OutboundSettings) => void,
): SettingsFormOptions<OutboundSettings, OutboundSettingsBody> => ({ ...form, data, save: saveOutbound, onSaved });
