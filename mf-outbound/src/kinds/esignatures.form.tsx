import { useTranslation } from 'react-i18next';
import { Checkbox, TextArea, TextInput } from '@tunne/design-system';
import type { Esignature, EsignatureBody } from '@tunne/contracts';
import { createEsignature, updateEsignature } from '../features/esignatures/api.ts';
import { esignatureBody, esignatureResolver, initialEsignatureValues, type EsignatureFormValues } from '../features/esignatures/esignature-form.ts';
import { LanguageSelect, problemText } from '../shared/ItemDialogParts.tsx';
import * as styles from '../shared/Form.module.css';
import { startLanguage, type FormKind, type FormStart, type KindFieldsProps } from './form-kind.ts';

// The e-signature form (spec §3 E-signature): the document's texts here; its PDFs and signatories by order are the
// e-signature's own parts of the dialog (EsignatureFilesField, SignatoriesField), saved in steps after it.

/** The document: its name for the signatories, language, texts, and whether a passport reader is allowed or required. */
const EsignatureFormFields = ({ form }: KindFieldsProps<EsignatureFormValues, FormStart>) => {
  const { t } = useTranslation('outbound');
  const { register, watch, formState } = form;
  const force = watch('force_passportreader');
  const problem = (field: keyof EsignatureFormValues & string) => problemText(t, formState.errors, field);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('esignatures.groups.document')}</legend>
      <div className={styles.row}>
        <TextInput label={t('esignatures.signature_name')} hint={t('esignatures.signature_nameHint')} required autoComplete="off" {...register('signature_name')} error={problem('signature_name')} />
        <LanguageSelect registration={register('language')} />
      </div>
      <TextInput label={t('esignatures.name')} hint={t('esignatures.nameHint')} autoComplete="off" {...register('name')} error={problem('name')} />
      <TextArea label={t('esignatures.note')} hint={t('esignatures.noteHint')} rows={3} {...register('note')} error={problem('note')} />
      <TextArea label={t('esignatures.description')} hint={t('esignatures.descriptionHint')} rows={2} {...register('description')} error={problem('description')} />
      <TextArea label={t('esignatures.signtext')} hint={t('esignatures.signtextHint')} rows={2} {...register('signtext')} error={problem('signtext')} />
      <div className={styles.options}>
        <Checkbox label={t('esignatures.allow_passportreader')} {...register('allow_passportreader')} checked={force || undefined} disabled={force} />
        <Checkbox label={t('esignatures.force_passportreader')} {...register('force_passportreader')} />
      </div>
    </fieldset>
  );
};

export const esignatureForm: FormKind<Esignature, EsignatureFormValues, EsignatureBody> = {
  kind: 'esignatures',
  // A new e-signature opens at once, in the user's language.
  initial: (esignature) => initialEsignatureValues(esignature, startLanguage()),
  resolver: esignatureResolver,
  body: esignatureBody,
  create: createEsignature,
  update: updateEsignature,
  Fields: EsignatureFormFields,
};
