import { useEffect, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { TSchema } from '@sinclair/typebox';
import { isApiCallError, schemaResolver, useErrorText, useShowError, type FieldProblem } from '@tunne/app-kit';

/** A settings form's fields as the inputs hold them: text as typed, switches as booleans. */
export type FormValues = Record<string, string | boolean>;

export interface SettingsFormOptions<Data, Body> {
  data: Data;
  toValues: (data: Data) => FormValues;
  /** What the service receives: only the section's own fields (the PUT takes any subset). */
  toBody: (values: FormValues) => Body;
  /** The service's own request schema (contracts), so the browser refuses exactly what the service would. */
  schema: TSchema;
  /** The form field a body property is edited in, when the names differ. */
  fieldOf?: (property: string) => string | undefined;
  /** Rules of the service a JSON Schema cannot state. */
  refine?: (body: Body) => Record<string, FieldProblem>;
  save: (body: Body) => Promise<Data>;
  onSaved: (data: Data) => void | Promise<void>;
}

export interface SettingsForm {
  form: UseFormReturn<FormValues>;
  handleSave: () => Promise<void>;
  /** The last save succeeded and nothing was edited since. */
  saved: boolean;
}

/** The body property a JSON pointer from the service names (`/color_primary` → `color_primary`). */
const propertyOf = (pointer: string | undefined): string => (pointer ?? '').split('/').filter(Boolean)[0] ?? '';

/**
 * One section's form: validated by the service's schema after a field is left, saved as a partial body, reset to
 * what the service answered. A refusal that names a field is shown on that field; any other in the error dialog.
 */
export const useSettingsForm = <Data, Body>(options: SettingsFormOptions<Data, Body>): SettingsForm => {
  const { data, toValues, toBody, schema, fieldOf, refine, save, onSaved } = options;
  const resolver = useMemo(
    () => schemaResolver<FormValues, Body>(schema, { toBody, ...(fieldOf ? { fieldOf } : {}), ...(refine ? { refine } : {}) }),
    [schema, toBody, fieldOf, refine],
  );
  const form = useForm<FormValues>({ defaultValues: toValues(data), resolver, mode: 'onTouched' });
  const [saved, setSaved] = useState(false);
  const errorText = useErrorText();
  const showError = useShowError();

  useEffect(() => {
    const subscription = form.watch(() => setSaved(false));
    return () => subscription.unsubscribe();
  }, [form]);

  const handleSave = form.handleSubmit(async (values) => {
    try {
      const next = await save(toBody(values));
      form.reset(toValues(next));
      await onSaved(next);
      setSaved(true);
    } catch (error) {
      const fields = isApiCallError(error)
        ? error.errors
            .map((item) => ({ field: fieldOf ? fieldOf(propertyOf(item.field)) : propertyOf(item.field), code: item.code, message: item.message }))
            .filter((item): item is { field: string; code: string; message: string } => !!item.field && item.field in values)
        : [];
      if (fields.length === 0) {
        showError(error);
        return;
      }
      for (const item of fields) form.setError(item.field, { type: 'server', message: errorText(item.code, item.message) }, { shouldFocus: true });
    }
  });

  return { form, handleSave: () => handleSave(), saved };
};
