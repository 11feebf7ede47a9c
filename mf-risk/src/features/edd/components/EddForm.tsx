import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextArea } from '@tunne/design-system';
import { eddTextMaxLength, type CustomerEdd } from '@tunne/contracts';
import { eddBody, eddFields, eddFormValues, validateEdd, type EddField, type EddFormValues } from '../edd-form.ts';
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
  const [values, setValues] = useState<EddFormValues>(() => eddFormValues(edd));
  // From when editing began, moved on only by the user's own changes: a reload underneath must not move it.
  const [startRevision] = useState(edd.revision);
  const revision = Math.max(startRevision, ownRevision);
  const [touched, setTouched] = useState<Partial<Record<EddField, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const errors = validateEdd(values);
  const shown = (field: EddField): string | undefined =>
    touched[field] && errors[field] ? t(`edd.errors.${errors[field]}`, { max: eddTextMaxLength }) : undefined;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ purpose: true, source_of_funds: true, source_of_wealth: true });
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      onSaved(await saveEdd(customerId, eddBody(values, revision)));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('edd.answersTitle')}>
      {eddFields.map((field) => (
        <TextArea
          key={field}
          label={t(`edd.fields.${field}`)}
          hint={t(`edd.hints.${field}`)}
          required
          markRequired
          rows={4}
          maxLength={eddTextMaxLength}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
          error={shown(field)}
        />
      ))}
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" loading={busy}>
          {t('edd.submit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        <span className={styles.muted}>{t('edd.submitHint')}</span>
      </div>
    </form>
  );
};
