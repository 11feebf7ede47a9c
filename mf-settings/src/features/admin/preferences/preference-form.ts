import { schemaResolver } from '@tunne/app-kit';
import { PreferenceBody, type Preference, type PreferenceType } from '@tunne/contracts';

export interface PreferenceValues {
  name: string;
  type: PreferenceType;
  /** As typed; empty for no value. */
  value: string;
}

export const preferenceValues = (row: Preference | null): PreferenceValues => ({
  name: row?.name ?? '',
  type: row?.type ?? 'string',
  value: row?.value ?? '',
});

export const preferenceBody = (values: PreferenceValues): PreferenceBody => ({
  name: values.name.trim(),
  type: values.type,
  value: values.value.trim() === '' ? null : values.type === 'string' ? values.value : values.value.trim(),
});

/** Whether a value reads as its type says ('number': a number, 'boolean': true or false, 'json': JSON). */
const valueProblem = (type: PreferenceType, value: string | null): string | null => {
  if (value === null || type === 'string') return null;
  if (type === 'number') return Number.isFinite(Number(value)) ? null : 'number';
  if (type === 'boolean') return value === 'true' || value === 'false' ? null : 'boolean';
  try {
    JSON.parse(value);
    return null;
  } catch {
    return 'json';
  }
};

/**
 * The service's schema, plus what it leaves to the admin: a preference being saved has a name (an empty one is the
 * reset, which has its own action) and a value of its type.
 */
export const preferenceResolver = () =>
  schemaResolver<PreferenceValues, PreferenceBody>(PreferenceBody, {
    toBody: preferenceBody,
    refine: (body) => {
      const problems: Partial<Record<keyof PreferenceValues, string>> = {};
      if (!body.name) problems.name = 'required';
      const value = valueProblem(body.type ?? 'string', body.value);
      if (value) problems.value = value;
      return problems;
    },
  });
