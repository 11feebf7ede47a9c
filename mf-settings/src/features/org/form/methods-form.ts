import { eidLevels, OutboundSettingsBody, type EidLevel, type EidMethod, type OutboundSettings } from '@tunne/contracts';
import type { FormValues } from './use-settings-form.ts';

/** The methods the screen lists: those the service knows, then any stored one it no longer lists. */
export const methodsShown = (available: readonly EidMethod[], stored: readonly EidMethod[] | null): EidMethod[] => [
  ...available,
  ...(stored ?? []).filter((method) => !available.includes(method)),
];

export const methodField = (method: EidMethod) => `method_${method}`;

export const methodsForm = (shown: readonly EidMethod[]) => ({
  toValues: (data: OutboundSettings): FormValues => ({
    restrict: data.eid_methods === null ? 'all' : 'chosen',
    eid_min_level: data.eid_min_level,
    ...Object.fromEntries(shown.map((method) => [methodField(method), data.eid_methods?.includes(method) ?? false])),
  }),
  /** null: every available method (also those configured later); otherwise at least one chosen. */
  toBody: (values: FormValues): OutboundSettingsBody => ({
    eid_methods: values.restrict === 'all' ? null : shown.filter((method) => values[methodField(method)] === true),
    // The least level of assurance an eID must report to count as strong identification (issue 25 §5).
    ...((eidLevels as readonly unknown[]).includes(values.eid_min_level) ? { eid_min_level: values.eid_min_level as EidLevel } : {}),
  }),
  schema: OutboundSettingsBody,
  fieldOf: (property: string) => property,
});
