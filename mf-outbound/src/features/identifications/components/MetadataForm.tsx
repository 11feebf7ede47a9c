import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextInput } from '@tunne/design-system';
import { fieldProblemText, schemaResolver } from '@tunne/app-kit';
import { documentTypes, genders, IdentificationMetadataBody, type Identification, type IdentificationMetadata } from '@tunne/contracts';
import * as styles from '../../../shared/Form.module.css';
import { saveMetadata } from '../api.ts';

type Values = Record<keyof IdentificationMetadata, string>;

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

const valuesOf = (metadata: IdentificationMetadata): Values => ({
  document_number: metadata.document_number ?? '',
  document_type: metadata.document_type ?? '',
  nationality: metadata.nationality ?? '',
  facematch_level: metadata.facematch_level === null ? '' : String(metadata.facematch_level),
  gender: metadata.gender ?? '',
  birthdate: metadata.birthdate ?? '',
  date_of_expiry: metadata.date_of_expiry ?? '',
  issuing_country: metadata.issuing_country ?? '',
});

export const metadataBody = (values: Values): IdentificationMetadataBody => ({
  document_number: text(values.document_number),
  document_type: (text(values.document_type) as IdentificationMetadataBody['document_type']) ?? null,
  nationality: text(values.nationality)?.toUpperCase() ?? null,
  facematch_level: values.facematch_level === '' ? null : Number(values.facematch_level),
  gender: (text(values.gender) as IdentificationMetadataBody['gender']) ?? null,
  birthdate: text(values.birthdate),
  date_of_expiry: text(values.date_of_expiry),
  issuing_country: text(values.issuing_country)?.toUpperCase() ?? null,
});

const facematchLevels = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The identity document's facts (spec §3 Identification metadata), filled in or confirmed by staff. */
export const MetadataForm = ({ identification, onSaved, onError }: { identification: Identification; onSaved: (next: Identification) => void; onError: (error: unknown) => void }) => {
  const { t } = useTranslation('outbound');
  const resolver = useMemo(() => schemaResolver<Values, IdentificationMetadataBody>(IdentificationMetadataBody, { toBody: metadataBody }), []);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({ mode: 'onTouched', resolver, defaultValues: valuesOf(identification.metadata) });
  // Issue 25 §6: a complete identification's filled details are amended with a reason; the history keeps the old value.
  const complete = identification.state === 'done' || identification.state === 'accepted';
  const filled = Object.values(identification.metadata).some((value) => value !== null);
  const [reason, setReason] = useState('');
  const problem = (field: keyof Values) => fieldProblemText(t, 'outbound', field === 'nationality' || field === 'issuing_country' ? 'country' : field, errors[field]?.message);
  const submit = async (values: Values) => {
    try {
      const saved = await saveMetadata(identification.id, { ...metadataBody(values), ...(reason.trim() ? { amendment_reason: reason.trim() } : {}) });
      reset(valuesOf(saved.metadata));
      setReason('');
      onSaved(saved);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <form className={styles.group} noValidate aria-label={t('metadata.title')} onSubmit={(event) => void handleSubmit(submit)(event)} data-metadata-form="">
      <div className={styles.options}>
        <TextInput label={t('metadata.document_number')} autoComplete="off" {...register('document_number')} error={problem('document_number')} />
        <Select label={t('metadata.document_type')} {...register('document_type')}>
          <option value="">{t('common.none')}</option>
          {documentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`metadata.documentType.${type}`)}
            </option>
          ))}
        </Select>
        <TextInput label={t('metadata.nationality')} hint={t('metadata.countryHint')} maxLength={2} autoComplete="off" {...register('nationality')} error={problem('nationality')} />
        <TextInput label={t('metadata.issuing_country')} hint={t('metadata.countryHint')} maxLength={2} autoComplete="off" {...register('issuing_country')} error={problem('issuing_country')} />
        <Select label={t('metadata.facematch_level')} {...register('facematch_level')}>
          <option value="">{t('common.none')}</option>
          {facematchLevels.map((level) => (
            <option key={level} value={String(level)}>
              {t(`metadata.facematch.${level}`)}
            </option>
          ))}
        </Select>
        <Select label={t('metadata.gender')} {...register('gender')}>
          <option value="">{t('common.none')}</option>
          {genders.map((gender) => (
            <option key={gender} value={gender}>
              {t(`metadata.genders.${gender}`)}
            </option>
          ))}
        </Select>
        <TextInput type="date" label={t('metadata.birthdate')} {...register('birthdate')} error={problem('birthdate')} />
        <TextInput type="date" label={t('metadata.date_of_expiry')} {...register('date_of_expiry')} error={problem('date_of_expiry')} />
      </div>
      {complete && filled && (
        <TextInput
          label={t('metadata.amendment_reason')}
          hint={t('metadata.amendmentHint')}
          maxLength={1000}
          autoComplete="off"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          data-amendment-reason=""
        />
      )}
      <div className={styles.defaults}>
        <Button size="sm" type="submit" variant="primary" loading={isSubmitting} disabled={!isDirty}>
          {t('metadata.save')}
        </Button>
      </div>
    </form>
  );
};
