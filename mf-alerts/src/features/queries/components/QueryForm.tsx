import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, TextInput } from '@tunne/design-system';
import { fieldProblemText, percent } from '@tunne/app-kit';
import { entityTypes, type SanctionQuery } from '@tunne/contracts';
import { runQuery } from '../api.ts';
import { clampPercent, minPercent, queryBody, queryResolver, type QueryFormValues } from '../query-form.ts';
import * as styles from './QueryForm.module.css';

type Props = {
  /** The organisation's default similarity (0..1). */
  defaultSimilarity: number;
  autoFocus: boolean;
  onDone: (query: SanctionQuery) => void;
  onError: (error: unknown) => void;
};

/** Name, person or organisation, and how similar a listed name must be (spec §3 Sanction query). */
export const QueryForm = ({ defaultSimilarity, autoFocus, onDone, onError }: Props) => {
  const { t } = useTranslation('alerts');
  const resolver = useMemo(() => queryResolver(), []);
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<QueryFormValues>({ mode: 'onTouched', resolver, defaultValues: { query: '', entityType: 'PERSON', similarity: percent(defaultSimilarity) } });
  const entityType = watch('entityType');
  const similarity = watch('similarity');

  useEffect(() => setValue('similarity', percent(defaultSimilarity)), [defaultSimilarity, setValue]);
  useEffect(() => {
    if (autoFocus) setFocus('query');
  }, [autoFocus, setFocus]);

  const problem = errors.query?.message;
  const nameError = problem === 'required' ? t('queries.nameRequired') : fieldProblemText(t, 'alerts', 'query', problem);

  const run = async (values: QueryFormValues) => {
    try {
      onDone(await runQuery(queryBody(values)));
    } catch (error) {
      onError(error);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(run)(event)} aria-label={t('queries.new')}>
      <TextInput
        label={t('queries.name')}
        required
        requiredMark="*"
        maxLength={300}
        autoComplete="off"
        placeholder={t(entityType === 'PERSON' ? 'queries.namePlaceholderPerson' : 'queries.namePlaceholderOrganisation')}
        {...register('query')}
        error={nameError}
        fieldClassName={styles.name}
      />
      <fieldset className={styles.types}>
        <legend>{t('queries.entityType')}</legend>
        {entityTypes.map((type) => (
          <label key={type} className={styles.radio}>
            <input type="radio" value={type} {...register('entityType')} />
            <span>{t(`kinds.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.similarity}>
        <label htmlFor="query-similarity" className={styles.label}>
          {t('queries.similarity')}
        </label>
        <div className={styles.similarityControls}>
          <input
            type="range"
            min={minPercent}
            max={100}
            step={1}
            value={similarity}
            aria-label={t('queries.similaritySlider')}
            aria-valuetext={t('common.percent', { value: similarity })}
            onChange={(event) => setValue('similarity', Number(event.target.value))}
          />
          <input
            id="query-similarity"
            className={styles.number}
            type="number"
            min={minPercent}
            max={100}
            value={similarity}
            onChange={(event) => setValue('similarity', Number(event.target.value))}
            onBlur={() => setValue('similarity', clampPercent(similarity))}
          />
          <span aria-hidden="true">%</span>
        </div>
        <p className={styles.hint}>{t('queries.similarityHint', { value: percent(defaultSimilarity) })}</p>
      </div>
      <div className={styles.submit}>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('queries.run')}
        </Button>
      </div>
    </form>
  );
};
