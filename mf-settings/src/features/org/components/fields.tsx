import { useId, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, Select, TextArea, TextInput } from '@tunne/design-system';
import type { FormValues } from '../form/use-settings-form.ts';
import * as styles from './OrgSettings.module.css';

/** How a field's value is checked, so its problem gets words that say what to type. */
export type FieldKind = 'text' | 'email' | 'url' | 'tel' | 'colour' | 'number';

/** A field's problem in the user's language: the service's own text, or what to type for the field's kind. */
const useProblemText = () => {
  const { t } = useTranslation('settings');
  return (error: FieldError | undefined, kind: FieldKind, range?: { min: number; max: number }): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (kind === 'number' && range) return t('org.problems.range', { min: range.min, max: range.max });
    if (error.message === 'format' && kind !== 'text' && kind !== 'number') return t(`org.problems.${kind}`);
    if (error.message === 'tooLong') return t('org.problems.tooLong');
    if (error.message === 'required') return t('org.problems.required');
    return t('org.problems.invalid');
  };
};

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
}

interface TextFieldProps extends FieldProps {
  kind?: Exclude<FieldKind, 'number' | 'colour'>;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
}

export const TextField = ({ name, label, hint, kind = 'text', required, maxLength, placeholder }: TextFieldProps) => {
  const { register, formState } = useFormContext<FormValues>();
  const problem = useProblemText();
  const type = kind === 'url' ? 'url' : kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : 'text';
  return (
    <TextInput
      label={label}
      type={type}
      hint={hint}
      required={required}
      maxLength={maxLength}
      placeholder={placeholder}
      error={problem(formState.errors[name], kind)}
      {...register(name)}
    />
  );
};

export const AreaField = ({ name, label, hint, rows = 4, maxLength }: FieldProps & { rows?: number; maxLength?: number }) => {
  const { register, formState } = useFormContext<FormValues>();
  const problem = useProblemText();
  return <TextArea label={label} hint={hint} rows={rows} maxLength={maxLength} error={problem(formState.errors[name], 'text')} {...register(name)} />;
};

/** A whole number; the unit (days, seconds, months) is part of the label, the range is the hint. */
export const NumberField = ({ name, label, min, max }: FieldProps & { min: number; max: number }) => {
  const { t } = useTranslation('settings');
  const { register, formState } = useFormContext<FormValues>();
  const problem = useProblemText();
  return (
    <TextInput
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      hint={t('org.fields.range', { min, max })}
      error={problem(formState.errors[name], 'number', { min, max })}
      {...register(name)}
    />
  );
};

const hex = /^#[0-9a-fA-F]{6}$/;

/** A colour as a picker and as #rrggbb text, both editing one value; empty text means the default colour. */
export const ColourField = ({ name, label, hint, fallback }: FieldProps & { fallback: string }) => {
  const { t } = useTranslation('settings');
  const { control } = useFormContext<FormValues>();
  const problem = useProblemText();
  const pickerId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const text = String(field.value);
        return (
          <div className={styles.colour}>
            <input
              id={pickerId}
              type="color"
              className={styles.swatch}
              aria-label={t('org.fields.picker', { label })}
              value={hex.test(text) ? text.toLowerCase() : fallback}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
            />
            <TextInput
              label={label}
              hint={hint ?? t('org.fields.colourHint')}
              placeholder="#1f4e8c"
              maxLength={7}
              spellCheck={false}
              className={styles.hex}
              error={problem(fieldState.error, 'colour')}
              name={field.name}
              ref={field.ref}
              value={text}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
            />
          </div>
        );
      }}
    />
  );
};

/** A switch with a sentence saying what it does. */
export const SwitchField = ({ name, label, description }: { name: string; label: string; description: ReactNode }) => {
  const { register } = useFormContext<FormValues>();
  const descriptionId = useId();
  return (
    <div className={styles.switch}>
      <Checkbox label={label} aria-describedby={descriptionId} {...register(name)} />
      <p id={descriptionId} className={styles.hint}>
        {description}
      </p>
    </div>
  );
};

export const SelectField = ({ name, label, children }: FieldProps & { children: ReactNode }) => {
  const { register } = useFormContext<FormValues>();
  return (
    <Select label={label} {...register(name)}>
      {children}
    </Select>
  );
};
