import type { FormValues } from './use-settings-form.ts';

/**
 * How a body property is edited: `text` is trimmed and sent as null when empty, `name` is trimmed and always sent,
 * `number` is a whole number as typed (other text becomes NaN, which the schema refuses), `switch` a boolean.
 */
export type FieldConversion = 'text' | 'name' | 'number' | 'switch';

export interface FieldsForm<Data, Body> {
  toValues: (data: Data) => FormValues;
  toBody: (values: FormValues) => Body;
}

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const bodyValue = (conversion: FieldConversion, value: string | boolean | undefined): unknown => {
  if (conversion === 'switch') return value === true;
  const text = typeof value === 'string' ? value : '';
  if (conversion === 'number') return numberOf(text);
  if (conversion === 'name') return text.trim();
  return text.trim() || null;
};

/** A section's fields, read from what the service answered and written as the partial body its PUT takes. */
export const fieldsForm = <Data extends object, Body extends object>(fields: Partial<Record<keyof Body & keyof Data & string, FieldConversion>>): FieldsForm<Data, Body> => {
  const entries = Object.entries(fields) as [string, FieldConversion][];
  return {
    toValues: (data) =>
      Object.fromEntries(
        entries.map(([key, conversion]) => {
          const value = (data as Record<string, unknown>)[key];
          return [key, conversion === 'switch' ? value === true : value === null || value === undefined ? '' : String(value)];
        }),
      ),
    toBody: (values) => Object.fromEntries(entries.map(([key, conversion]) => [key, bodyValue(conversion, values[key])])) as Body,
  };
};
