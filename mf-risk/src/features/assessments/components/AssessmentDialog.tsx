import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Modal, Select, TextArea, TextInput } from '@tunne/design-system';
import { compareRiskRatings, type RiskAssessment, type RiskAssessmentSaved, type RiskRating } from '@tunne/contracts';
import { createAssessment, updateAssessment } from '../api.ts';
import * as styles from '../../../styles/form.module.css';

type Props = {
  customerId: string;
  row: RiskAssessment | null;
  ratings: RiskRating[];
  onSaved: (saved: RiskAssessmentSaved) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** Add or edit an assessment: optional name (spec §5), description, rating, expiry; a rating may start the KYC clock. */
export const AssessmentDialog = ({ customerId, row, ratings, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('risk');
  const [name, setName] = useState(row?.name ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [ratingId, setRatingId] = useState(row?.riskratings_id ?? '');
  const [expiresAt, setExpiresAt] = useState(row?.expires_at ?? '');
  const [startClock, setStartClock] = useState(true);
  const [busy, setBusy] = useState(false);
  const rating = ratings.find((r) => r.id === ratingId) ?? null;
  const ratingChanged = (row?.riskratings_id ?? '') !== ratingId;
  const asksClock = Boolean(rating?.ask_kycclock && rating.kycclock_expiration_days && (ratingChanged || !row));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = {
      name: name.trim() || null,
      description: description.trim() || null,
      riskratings_id: ratingId || null,
      expires_at: expiresAt || null,
      ...(asksClock ? { start_kycclock: startClock } : {}),
    };
    try {
      onSaved(row ? await updateAssessment(customerId, row.id, body) : await createAssessment(customerId, body));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={row ? t('assessments.editTitle') : t('assessments.addTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="md"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="risk-assessment" variant="primary" loading={busy}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="risk-assessment" className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextInput label={t('assessments.fields.name')} hint={t('assessments.nameHint')} value={name} maxLength={300} onChange={(e) => setName(e.target.value)} fieldClassName={styles.wide} />
        <Select label={t('assessments.fields.rating')} value={ratingId} onChange={(e) => setRatingId(e.target.value)}>
          <option value="">{t('assessments.noRating')}</option>
          {[...ratings].sort(compareRiskRatings).map((r) => (
            <option key={r.id} value={r.id}>
              {r.number} – {r.name}
            </option>
          ))}
        </Select>
        <TextInput label={t('assessments.fields.expires_at')} type="date" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />
        <div className={styles.wide}>
          <TextArea label={t('assessments.fields.description')} value={description} maxLength={10000} rows={4} onChange={(e) => setDescription(e.target.value)} />
        </div>
        {rating?.description && <p className={`${styles.hint} ${styles.wide}`}>{rating.description}</p>}
        {asksClock && (
          <div className={styles.wide}>
            <Checkbox
              label={t('assessments.startClock', { count: rating!.kycclock_expiration_days! })}
              checked={startClock}
              onChange={(e) => setStartClock(e.target.checked)}
            />
          </div>
        )}
      </form>
    </Modal>
  );
};
