import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, CollapsibleSection, Select, TextArea } from '@tunne/design-system';
import { formatDate, formatIsoDate, useLoad } from '@tunne/app-kit';
import { reviewOutcomes, reviewScopes, type CustomerReview, type ReviewOutcome, type ReviewScope } from '@tunne/contracts';
import { listReviews, markReviewDone } from '../../features/customers/api.ts';
import { CardDialog } from '../../features/customers/components/CardDialog.tsx';
import type { Customer, OrgUser } from '../../features/customers/types.ts';
import { useSectionOpen } from '../../shared/section-open.ts';
import * as styles from '../../features/customers/components/CardSections.module.css';

type Props = {
  customer: Customer;
  users: OrgUser[];
  /** After a review: the card reads the customer again (the KYC clock restarted). */
  onDone: () => void;
  onError: (error: unknown) => void;
};

/**
 * The customer's reviews (issue 25 §7, AMLR art. 26): "Mark review done" records who, when, what was reviewed and
 * what came of it, and restarts the KYC clock for the customer's review cycle; the past reviews stay listed (the
 * service keeps them insert-only).
 */
export const ReviewsSection = ({ customer, users, onDone, onError }: Props) => {
  const { t } = useTranslation('customers');
  const [open, setOpen] = useSectionOpen('reviews');
  const reviews = useLoad((signal) => listReviews(customer.id, signal), [customer.id]);
  const [dialog, setDialog] = useState(false);
  const rows = reviews.state === 'done' ? reviews.data : [];
  const userName = (id: string) => users.find((user) => user.id === id)?.name ?? t('card.none');

  return (
    <CollapsibleSection
      id="reviews"
      title={t('sections.reviews')}
      count={reviews.state === 'done' ? rows.length : null}
      open={open}
      onOpenChange={setOpen}
      expandLabel={t('common.toggleSection')}
      actions={
        customer.is_removed ? undefined : (
          <Button size="sm" onClick={() => setDialog(true)}>
            {t('reviews.markDone')}
          </Button>
        )
      }
    >
      {reviews.state === 'done' && rows.length === 0 && <p className={styles.muted}>{t('reviews.empty')}</p>}
      {reviews.state === 'error' && <p className={styles.bad}>{t('card.sectionError')}</p>}
      {rows.length > 0 && (
        <ul className={styles.reviewList} aria-label={t('reviews.past')}>
          {rows.map((review) => (
            <li key={review.id}>
              <strong>
                {t('reviews.doneBy', { date: formatDate(review.reviewed_at), name: userName(review.users_id) })} — {t(`reviews.outcome.${review.outcome}`)}
              </strong>
              <span>{t('reviews.scopeList', { scope: review.scope.map((s) => t(`reviews.scope.${s}`)).join(', ') })}</span>
              <span className={styles.muted}>{t('reviews.nextDay', { date: formatIsoDate(review.next_alarm_at) })}</span>
              {review.notes && <span>{review.notes}</span>}
            </li>
          ))}
        </ul>
      )}
      {dialog && (
        <ReviewDialog
          customerId={customer.id}
          onClose={() => setDialog(false)}
          onError={onError}
          onSaved={(review) => {
            reviews.set([review, ...rows]);
            setDialog(false);
            onDone();
          }}
        />
      )}
    </CollapsibleSection>
  );
};

type DialogProps = { customerId: string; onSaved: (review: CustomerReview) => void; onClose: () => void; onError: (error: unknown) => void };

/** What the review covered (at least one), what came of it, and notes; the service answers a refusal in the dialog. */
const ReviewDialog = ({ customerId, onSaved, onClose, onError }: DialogProps) => {
  const { t } = useTranslation('customers');
  const [scope, setScope] = useState<ReviewScope[]>([]);
  const [outcome, setOutcome] = useState<ReviewOutcome | ''>('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<{ scope?: string; outcome?: string }>({});

  const handleSave = async () => {
    const next = { ...(scope.length === 0 ? { scope: t('reviews.scopeRequired') } : {}), ...(outcome === '' ? { outcome: t('reviews.outcomeRequired') } : {}) };
    setError(next);
    if (scope.length === 0 || outcome === '') return;
    onSaved(await markReviewDone(customerId, { scope, outcome, notes: notes.trim() || null }));
  };

  return (
    <CardDialog title={t('reviews.markDone')} onSave={handleSave} onClose={onClose} onError={onError}>
      <fieldset className={styles.taskList}>
        <legend>{t('reviews.scopeLabel')}</legend>
        {reviewScopes.map((s) => (
          <Checkbox
            key={s}
            label={t(`reviews.scope.${s}`)}
            checked={scope.includes(s)}
            onChange={(event) => {
              setScope((current) => (event.target.checked ? [...current, s] : current.filter((x) => x !== s)));
              setError((current) => ({ ...current, scope: undefined }));
            }}
          />
        ))}
        {error.scope && <p className={styles.bad} role="alert">{error.scope}</p>}
      </fieldset>
      <Select
        label={t('reviews.outcomeLabel')}
        required
        value={outcome}
        error={error.outcome}
        onChange={(event) => {
          setOutcome(event.target.value as ReviewOutcome | '');
          setError((current) => ({ ...current, outcome: undefined }));
        }}
      >
        <option value="">{t('reviews.choose')}</option>
        {reviewOutcomes.map((o) => (
          <option key={o} value={o}>
            {t(`reviews.outcome.${o}`)}
          </option>
        ))}
      </Select>
      <TextArea label={t('reviews.notes')} rows={3} maxLength={4000} value={notes} onChange={(event) => setNotes(event.target.value)} />
      <p className={styles.muted}>{t('reviews.restartHint')}</p>
    </CardDialog>
  );
};
