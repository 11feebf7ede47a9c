import { useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckGroup, FieldGrid, formatFileSize, FormDialog, FormNote, Select, TextArea, TextInput, WideField } from '@tunne/design-system';
import { CountrySelect, isApiCallError, propertyOfPointer } from '@tunne/app-kit';
import { serverErrorKey } from '../../../shared/error-key.ts';
import type { Context, FieldDef } from '../config.tsx';
import { todoFileMaxMegabytes, tooLarge } from '../file-size.ts';
import { validateRecord, type Errors, type Values } from '../validation.ts';

/** Server codes that belong to one field of the form (shown under it rather than in a dialog). */
const fieldOfCode = (code: string, values: Values): string | null => {
  switch (code) {
    case 'OWNER_ID_MISSING':
      return values.type === 'business' ? 'businessid' : 'ssn';
    case 'PEP_DETAILS_MISSING':
      return 'is_pep_self';
    case 'INVALID_IBAN':
      return 'number';
    case 'INVALID_BIC':
      return 'bic';
    case 'INVALID_ROLE':
      return 'role';
    case 'INVALID_SSN':
      return 'ssn';
    case 'INVALID_BUSINESSID':
      return 'businessid';
    case 'RESPONSIBLE_USER_INVALID':
      return 'responsible_users_id';
    case 'MISSING_NAME':
      return 'name';
    default:
      return null;
  }
};

/**
 * The form field a refusal names: a catalogue code that belongs to one field, else the field the envelope's pointer
 * names (a VALIDATION_FAILED of the request schema, e.g. `/dob`), when the form shows it.
 */
const serverField = (error: unknown, values: Values, shown: ReadonlySet<string>): string | null => {
  if (!isApiCallError(error)) return null;
  const byCode = fieldOfCode(error.code, values);
  if (byCode) return byCode;
  if (error.code !== 'VALIDATION_FAILED') return null;
  const property = propertyOfPointer(error.errors.find((entry) => entry.field)?.field);
  return property && shown.has(property) ? property : null;
};

type Props = {
  kind: string;
  title: string;
  fields: FieldDef[];
  initial: Values;
  ctx: Context;
  /** Offer a file picker (a todo's files, uploaded once the record is saved). */
  withFiles?: boolean;
  onSave: (values: Values, files: File[]) => Promise<void>;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/**
 * A saved value the list no longer offers (a responsible person saved with the global code CEO, now shown as the
 * country's TJ) stays selectable under its name, so editing another field does not force a new choice.
 */
const keepStored = (options: { value: string; label: string }[], stored: Values[string] | undefined, names: Record<string, string>) =>
  typeof stored === 'string' && stored !== '' && !options.some((option) => option.value === stored)
    ? [...options, { value: stored, label: names[stored] ?? stored }]
    : options;

/** Add / edit one related record: labels above, errors after blur, field-level server errors in place. */
export const RecordDialog = ({ kind, title, fields, initial, ctx, withFiles = false, onSave, onClose, onError }: Props) => {
  const { t, i18n } = useTranslation('customers');
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  // Date inputs whose text the browser cannot read as a day (their value is then ''): refused, not saved as empty.
  const [unreadableDates, setUnreadableDates] = useState<Record<string, boolean>>({});
  const formId = `record-${kind}`;

  const shownFields = (next: Values) => fields.filter((field) => !field.showIf || field.showIf(next));
  const visible = shownFields(values);
  /** The problems of the fields shown (a hidden field is not sent, so it cannot hold the form back). */
  const validate = (next: Values, unreadable = unreadableDates): Errors => {
    const all = validateRecord(kind, next, ctx.customerCountry ?? null);
    for (const [key, bad] of Object.entries(unreadable)) if (bad) all[key] = 'dateNotReal';
    const hidden = fields.filter((field) => !shownFields(next).includes(field)).map((field) => field.key);
    for (const key of hidden) delete all[key];
    return all;
  };
  // Each text names its field (issue 26: "check your input" named none).
  const shownError = (key: string) => {
    const error = errors[key];
    if (!error || !touched[key]) return undefined;
    return /^errors[.:]/.test(error) ? t(error) : t(`validation.${error}`, { field: t(`fields.${key}`) });
  };
  const noteDateInput = (key: string, event: ChangeEvent<HTMLInputElement> | FocusEvent<HTMLInputElement>): Record<string, boolean> => {
    const next = { ...unreadableDates, [key]: Boolean(event.target.validity?.badInput) };
    setUnreadableDates(next);
    return next;
  };
  const recheck = (next: Values, keys: string[], unreadable = unreadableDates) => {
    const all = validate(next, unreadable);
    setErrors((current) => {
      const copy = { ...current };
      for (const key of keys) {
        if (all[key]) copy[key] = all[key];
        else delete copy[key];
      }
      return copy;
    });
  };
  const setValue = (key: string, value: string | boolean, unreadable = unreadableDates) => {
    const next = { ...values, [key]: value };
    setValues(next);
    const pepFlag = key.startsWith('is_pep_');
    if (touched[key] || pepFlag) recheck(next, pepFlag ? ['is_pep_self'] : [key], unreadable);
    if (pepFlag) setTouched((current) => ({ ...current, is_pep_self: true }));
  };
  const blur = (key: string, unreadable = unreadableDates) => {
    setTouched((current) => ({ ...current, [key]: true }));
    // The nationality and the country decide whose rules apply to the identity code and the business id.
    recheck(values, [key, ...(key === 'nationality' || key === 'country' ? ['ssn', 'businessid'] : [])], unreadable);
  };

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    const refused = tooLarge(chosen);
    setFilesError(refused.length > 0 ? t('todos.files.tooLarge', { names: refused.map((file) => file.name).join(', '), mb: todoFileMaxMegabytes }) : undefined);
    setFiles(chosen);
  };

  const handleSubmit = async () => {
    const all = validate(values);
    setErrors(all);
    setTouched(Object.fromEntries(fields.map((field) => [field.key, true])));
    if (Object.keys(all).length > 0 || filesError) return;
    setBusy(true);
    try {
      await onSave(values, files);
    } catch (error) {
      const field = serverField(error, values, new Set(visible.map((shown) => shown.key)));
      if (field && isApiCallError(error)) {
        const dateField = visible.some((shown) => shown.key === field && shown.type === 'date');
        setErrors((current) => ({ ...current, [field]: error.code === 'VALIDATION_FAILED' && dateField ? 'dateNotReal' : serverErrorKey(error.code) }));
        setTouched((current) => ({ ...current, [field]: true }));
      } else onError(error);
    } finally {
      setBusy(false);
    }
  };

  const checkboxes = visible.filter((field) => field.type === 'checkbox');

  return (
    <FormDialog
      open
      title={title}
      onSubmit={() => void handleSubmit()}
      onClose={onClose}
      submitLabel={t('common.save')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={busy}
      size="md"
    >
      <FieldGrid>
        {visible.map((field) => {
          const label = t(`fields.${field.key}`);
          const value = values[field.key];
          if (field.type === 'checkbox') return null;
          if (field.type === 'select') {
            return (
              <Select key={field.key} label={label} required={field.required} value={String(value ?? '')} error={shownError(field.key)} onChange={(event) => setValue(field.key, event.target.value)} onBlur={() => blur(field.key)}>
                {keepStored(field.options?.(ctx) ?? [], initial[field.key], ctx.roleNames ?? {}).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            );
          }
          if (field.type === 'textarea') {
            return (
              <WideField key={field.key}>
                <TextArea label={label} rows={2} value={String(value ?? '')} error={shownError(field.key)} onChange={(event) => setValue(field.key, event.target.value)} onBlur={() => blur(field.key)} />
              </WideField>
            );
          }
          if (field.type === 'country') {
            // By name in the UI language (app-kit CountrySelect): a typed "Sverige" can no longer store "SV".
            return (
              <CountrySelect
                key={field.key}
                label={label}
                required={field.required}
                language={i18n.language}
                emptyLabel={t('fields.countryNone')}
                value={String(value ?? '')}
                error={shownError(field.key)}
                onChange={(event) => setValue(field.key, event.target.value)}
                onBlur={() => blur(field.key)}
              />
            );
          }
          return (
            <TextInput
              key={field.key}
              label={label}
              required={field.required}
              value={String(value ?? '')}
              error={shownError(field.key)}
              type={field.type === 'date' ? 'date' : 'text'}
              inputMode={field.type === 'number' ? 'decimal' : undefined}
              autoComplete="off"
              onChange={(event) => setValue(field.key, event.target.value, field.type === 'date' ? noteDateInput(field.key, event) : unreadableDates)}
              onBlur={(event) => blur(field.key, field.type === 'date' ? noteDateInput(field.key, event) : unreadableDates)}
            />
          );
        })}
        {withFiles && (
          <WideField>
            <TextInput
              label={t('todos.files.label')}
              type="file"
              multiple
              hint={files.length > 0 ? files.map((file) => `${file.name} (${formatFileSize(file.size, i18n.language)})`).join(', ') : t('todos.files.hint', { mb: todoFileMaxMegabytes })}
              error={filesError}
              onChange={handleFiles}
            />
          </WideField>
        )}
        {checkboxes.length > 0 && (
          <CheckGroup legend={t('fields.pepKind')} aria-describedby={shownError('is_pep_self') ? `${formId}-pep-error` : undefined}>
            {checkboxes.map((field) => (
              <Checkbox key={field.key} label={t(`fields.${field.key}`)} checked={Boolean(values[field.key])} onChange={(event) => setValue(field.key, event.target.checked)} />
            ))}
            {shownError('is_pep_self') && (
              <FormNote id={`${formId}-pep-error`} tone="error">
                {shownError('is_pep_self')}
              </FormNote>
            )}
          </CheckGroup>
        )}
      </FieldGrid>
    </FormDialog>
  );
};
