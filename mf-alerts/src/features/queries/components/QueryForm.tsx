import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextInput } from '@tunne/design-system';
import { entityTypes, minSimilarity, type EntityType, type SanctionQuery } from '@tunne/contracts';
import { runQuery } from '../api.ts';
import * as styles from './QueryForm.module.css';
import { percent } from '@tunne/app-kit';

type Props = {
  /** The organisation's default similarity (0..1). */
  defaultSimilarity: number;
  autoFocus: boolean;
  onDone: (query: SanctionQuery) => void;
  onError: (error: unknown) => void;
};

const minPercent = Math.round(minSimilarity * 100);

/** Name, person or organisation, and how similar a listed name must be (spec §3 Sanction query). */
export const QueryForm = ({ defaultSimilarity, autoFocus, onDone, onError }: Props) => {
  const { t } = useTranslation('alerts');
  const [query, setQuery] = useState('');
  const [entityType, setEntityType] = useState<EntityType>('PERSON');
  const [similarity, setSimilarity] = useState(percent(defaultSimilarity));
  const [touched, setTouched] = useState(false);
  const [running, setRunning] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => setSimilarity(percent(defaultSimilarity)), [defaultSimilarity]);
  useEffect(() => {
    if (autoFocus) nameRef.current?.focus();
  }, [autoFocus]);

  const nameError = touched && !query.trim() ? t('queries.nameRequired') : undefined;
  const clamp = (value: number) => Math.min(100, Math.max(minPercent, Math.round(value)));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!query.trim()) {
      nameRef.current?.focus();
      return;
    }
    setRunning(true);
    try {
      onDone(await runQuery({ query: query.trim(), entityType, similarity: clamp(similarity) / 100 }));
    } catch (error) {
      onError(error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={t('queries.new')}>
      <TextInput
        ref={nameRef}
        label={t('queries.name')}
        required
        requiredMark="*"
        value={query}
        maxLength={300}
        autoComplete="off"
        placeholder={t(entityType === 'PERSON' ? 'queries.namePlaceholderPerson' : 'queries.namePlaceholderOrganisation')}
        onChange={(event) => setQuery(event.target.value)}
        onBlur={() => setTouched(true)}
        error={nameError}
        fieldClassName={styles.name}
      />
      <fieldset className={styles.types}>
        <legend>{t('queries.entityType')}</legend>
        {entityTypes.map((type) => (
          <label key={type} className={styles.radio}>
            <input type="radio" name="entityType" value={type} checked={entityType === type} onChange={() => setEntityType(type)} />
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
            onChange={(event) => setSimilarity(Number(event.target.value))}
          />
          <input
            id="query-similarity"
            className={styles.number}
            type="number"
            min={minPercent}
            max={100}
            value={similarity}
            onChange={(event) => setSimilarity(Number(event.target.value))}
            onBlur={() => setSimilarity(clamp(similarity || minPercent))}
          />
          <span aria-hidden="true">%</span>
        </div>
        <p className={styles.hint}>{t('queries.similarityHint', { value: percent(defaultSimilarity) })}</p>
      </div>
      <div className={styles.submit}>
        <Button type="submit" variant="primary" loading={running}>
          {t('queries.run')}
        </Button>
      </div>
    </form>
  );
};
