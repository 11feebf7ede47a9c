import type { ReactNode } from 'react';
import type { FieldErrors, FieldPathByValue, FieldValues, PathValue, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextInput } from '@tunne/design-system';
import { fieldProblemText } from '@tunne/app-kit';
import { languages } from '@tunne/contracts';
import { TemplateInsert, withTemplate } from './TemplateInsert.tsx';
import * as styles from './Form.module.css';

// The parts every outbound item form has, for its fields to place: the recipient and language, a template for a
// message field, "save as my defaults", a field's problem in the user's words.

/** The language the recipient reads the item in. */
export const LanguageSelect = ({ registration }: { registration: UseFormRegisterReturn }) => {
  const { t } = useTranslation('outbound');
  return (
    <Select label={t('fields.language')} {...registration}>
      {languages.map((language) => (
        <option key={language} value={language}>
          {t(`languages.${language}`)}
        </option>
      ))}
    </Select>
  );
};

type RecipientProps = {
  legend: string;
  email: UseFormRegisterReturn;
  emailError: string | undefined;
  language: UseFormRegisterReturn;
  /** More about the recipient under the e-mail and language (a phone for the SMS code). */
  children?: ReactNode;
};

/** Who the item is mailed to and the language they read it in. */
export const RecipientGroup = ({ legend, email, emailError, language, children }: RecipientProps) => {
  const { t } = useTranslation('outbound');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.row}>
        <TextInput label={t('fields.email')} type="email" required autoComplete="off" {...email} error={emailError} />
        <LanguageSelect registration={language} />
      </div>
      {children}
    </fieldset>
  );
};

type TemplateProps<Values extends FieldValues> = {
  form: UseFormReturn<Values>;
  /** The message field a template is added to. */
  name: FieldPathByValue<Values, string>;
  /** The field's label (the chooser says which field it fills). */
  field: string;
  /** Check the field again at once (a required text whose problem the template may solve). */
  validate?: boolean;
};

/** The organisation's text templates for one message field: the chosen one is added to what is written. */
export const TemplateInsertFor = <Values extends FieldValues>({ form, name, field, validate = false }: TemplateProps<Values>) => (
  <TemplateInsert
    field={field}
    onInsert={(text) =>
      form.setValue(name, withTemplate(form.getValues(name), text) as PathValue<Values, typeof name>, { shouldDirty: true, ...(validate ? { shouldValidate: true } : {}) })
    }
  />
);

/** A field's problem in the user's words; `as` names its texts when they are another field's (a person's name). */
export const problemText = (t: Parameters<typeof fieldProblemText>[0], errors: FieldErrors, field: string, as: string = field): string | undefined =>
  fieldProblemText(t, 'outbound', as, errors[field]?.message as string | undefined);

type DefaultsProps = { label: string; notice: string | null; busy: boolean; onSave: () => void };

/** "Save as my defaults" under the choices it saves, with the notice that it did. */
export const SaveDefaults = ({ label, notice, busy, onSave }: DefaultsProps) => (
  <div className={styles.defaults}>
    {notice && (
      <p className={styles.notice} role="status">
        {notice}
      </p>
    )}
    <Button size="sm" onClick={onSave} loading={busy}>
      {label}
    </Button>
  </div>
);
