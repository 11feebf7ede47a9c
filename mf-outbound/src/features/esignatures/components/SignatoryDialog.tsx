import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, FormDialog, TextArea, TextInput } from '@tunne/design-system';
import { fieldProblemText } from '@tunne/app-kit';
import type { SignatoryBody } from '@tunne/contracts';
import { EidMethodsField } from '../../../shared/EidMethodsField.tsx';
import * as styles from '../../../shared/Form.module.css';
import { signatoryBody, signatoryResolver, type SignatoryFormValues } from '../esignature-form.ts';

type Props = {
  title: string;
  initial: SignatoryFormValues;
  /** Saves (or keeps for later) the signatory; the dialog stays busy until it settles and closes on success. */
  onSave: (body: SignatoryBody) => Promise<void>;
  onClose: () => void;
};

/** A signatory's facts, signing order and methods (spec §3 Signatory). */
export const SignatoryDialog = ({ title, initial, onSave, onClose }: Props) => {
  const { t } = useTranslation('outbound');
  const resolver = useMemo(() => signatoryResolver(), []);
  const { register, handleSubmit, watch, setValue, formState } = useForm<SignatoryFormValues>({ mode: 'onTouched', resolver, defaultValues: initial });
  const { errors, isSubmitting, isSubmitted } = formState;
  const methods = watch('available_eidmethods');
  const problem = (field: 'name' | 'email' | 'companyname' | 'role' | 'note' | 'signtext' | 'signorder') =>
    fieldProblemText(t, 'outbound', field === 'name' ? 'personName' : field, errors[field]?.message);
  return (
    <FormDialog
      open
      size="lg"
      title={title}
      onSubmit={(event) => void handleSubmit((values) => onSave(signatoryBody(values)))(event)}
      onClose={onClose}
      submitLabel={t('signatories.save')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={isSubmitting}
    >
      <div className={styles.form}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('signatories.person')}</legend>
          <div className={styles.options}>
            <TextInput label={t('signatories.name')} required autoComplete="off" {...register('name')} error={problem('name')} />
            <TextInput label={t('fields.email')} type="email" required autoComplete="off" {...register('email')} error={problem('email')} />
            <TextInput label={t('signatories.companyname')} autoComplete="off" {...register('companyname')} error={problem('companyname')} />
            <TextInput label={t('signatories.role')} autoComplete="off" {...register('role')} error={problem('role')} />
          </div>
          <div className={styles.row}>
            <TextInput
              label={t('signatories.signorder')}
              hint={t('signatories.signorderHint')}
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              {...register('signorder')}
              error={problem('signorder')}
            />
            <Checkbox label={t('signatories.hide_ssn')} {...register('hide_ssn')} />
          </div>
          <TextArea label={t('signatories.note')} hint={t('signatories.noteHint')} rows={2} {...register('note')} error={problem('note')} />
          <TextArea label={t('signatories.signtext')} hint={t('signatories.signtextHint')} rows={2} {...register('signtext')} error={problem('signtext')} />
        </fieldset>
        <EidMethodsField
          legend={t('eid.signLegend')}
          value={methods}
          onChange={(next) => setValue('available_eidmethods', next, { shouldValidate: isSubmitted })}
          noneChosen={errors.available_eidmethods !== undefined && methods.length === 0}
        />
      </div>
    </FormDialog>
  );
};
