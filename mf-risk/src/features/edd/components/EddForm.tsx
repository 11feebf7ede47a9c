import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, TextArea } from '@tunne/design-system';
import { eddTextMaxLength, type CustomerEdd } from '@tunne/contracts';
import { eddBody, eddFields, eddFormValues, eddResolver, type EddField, type EddFormValues } from '../edd-form.ts';
import { saveEdd } from '../api.ts';
import * as styles from './EddSection.module.css';

type Props = {
  customerId: string;
  edd: CustomerEdd;
  /** The revision after this view's own last change (a file added while the form is open): not someone else's. */
  ownRevision: number;
  /** Cancel is offered when there is something to go back to. */
  onCancel: (() => void) | null;
  onSaved: (edd: CustomerEdd) => void;
  onError: (error: unknown) => void;
};

/**
 * The three EDD answers. Saving submits them for senior management's approval; the revision the user started from
 * goes along, so a change someone else saved in between is refused (EDD_CHANGED) instead of overwritten.
 */
export const EddForm = ({ customerId, edd, ownRevision, onCancel, onSaved, onError }: Props) => {
  const { t } = useTranslation('risk');
  // From when editing began, moved on only by the user's own changes: a reload underneath must not move it.
  const [startRevision] = useState(edd.revision);
  const revision = Math.max(startRevision, ownRevision);
  const revisionRef = useRef(revision);
  revisionRef.current = revision;
  const resolver = useMemo(() => eddResolver(() => revisionRef.current), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EddFormValues>({ mode: 'onTouched', resolver, defaultValues: eddFormValues(edd) });
  const shown = (field: EddField): string | undefined => {
    const problem = errors[field]?.message;
    return problem ? t(`edd.errors.${problem === 'tooLong' ? 'tooLong' : 'required'}`, { max: eddTextMaxLength }) : undefined;
  };

  const submit = async (values: EddFormValues) => {
    try {
      onSaved(await saveEdd(customerId, eddBody(values, revision)));
    } catch (error) {
      onError(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label={t('edd.answersTitle')}>
      {eddFields.map((field) => (
        <TextArea
          key={field}
          label={t(`edd.fields.${field}`)}
          hint={t(`edd.hints.${field}`)}
          required
          markRequired
          rows={4}
          maxLength={eddTextMaxLength}
          {...register(field)}
          error={shown(field)}
        />
      ))}
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('edd.submit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        <span className={styles.muted}>{t('edd.submitHint')}</span>
      </div>
    </form>
  );
};
