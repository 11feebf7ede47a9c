import { useEffect, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, Select, TextArea, TextInput } from '@tunne/design-system';
import { fieldProblemText } from '@tunne/app-kit';
import { languages, requestAskFlags, requestRecordKinds, riskquestionsTypes, type Request } from '@tunne/contracts';
import { ItemFiles } from '../../../shared/ItemFiles.tsx';
import { PendingFiles } from '../../../shared/PendingFiles.tsx';
import { TemplateInsert, withTemplate } from '../../../shared/TemplateInsert.tsx';
import * as styles from '../../../shared/Form.module.css';
import { askSubOptions, describedAsks, type RequestFormValues } from '../request-form.ts';

type Props = {
  form: UseFormReturn<RequestFormValues>;
  /** The draft being edited (its attachments upload at once); null: files wait until the draft is saved. */
  request: Request | null;
  files: File[];
  onFilesChange: (files: File[]) => void;
  onError: (error: unknown) => void;
};

const isDescribed = (flag: string): flag is (typeof describedAsks)[number] => (describedAsks as readonly string[]).includes(flag);

/** The request form's fields in three calm groups: the message, what is asked, prefill and autofill. */
export const RequestFields = ({ form, request, files, onFilesChange, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const { register, watch, formState, clearErrors, getValues, setValue } = form;
  const { errors } = formState;
  const values = watch();
  const asksId = useId();
  const problem = (field: keyof RequestFormValues & string) => {
    const found = errors[field]?.message;
    if (field === 'email' && found && values.email.trim() === '') return t('validation.email.required');
    return fieldProblemText(t, 'outbound', field, found);
  };
  const asksNothing = errors.ask_basic?.message === 'asksNothing';
  const [draftFiles, setDraftFiles] = useState(() => request?.files ?? []);
  const asksAny = requestAskFlags.some((flag) => values[flag]);
  // The refusal belongs to the group, not to one checkbox: it goes as soon as any part is asked.
  useEffect(() => {
    if (asksNothing && asksAny) clearErrors('ask_basic');
  }, [asksNothing, asksAny, clearErrors]);

  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('requests.groups.recipient')}</legend>
        <div className={styles.row}>
          <TextInput label={t('fields.email')} type="email" required autoComplete="off" {...register('email')} error={problem('email')} />
          <Select label={t('fields.language')} {...register('language')}>
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </Select>
        </div>
      </fieldset>

      <fieldset className={styles.group} aria-describedby={asksNothing ? asksId : undefined}>
        <legend className={styles.legend}>{t('requests.groups.asks')}</legend>
        {asksNothing && (
          <p id={asksId} className={styles.problem} role="alert">
            {t('errors.REQUEST_ASKS_NOTHING')}
          </p>
        )}
        <div className={styles.asks}>
          {requestAskFlags.map((flag) => (
            <div key={flag} className={styles.ask} data-ask={flag}>
              <Checkbox label={t(`asks.${flag}`)} {...register(flag)} />
              {values[flag] && (isDescribed(flag) || askSubOptions[flag] || flag === 'ask_riskquestions') && (
                <div className={styles.sub}>
                  {isDescribed(flag) && (
                    <TextArea
                      label={t('requests.askDescription')}
                      hint={t('requests.askDescriptionHint')}
                      rows={2}
                      {...register(`${flag}_description`)}
                      error={problem(`${flag}_description`)}
                    />
                  )}
                  {askSubOptions[flag]?.map((sub) => <Checkbox key={sub} label={t(`asks.${sub}`)} {...register(sub)} />)}
                  {flag === 'ask_riskquestions' && (
                    <Select label={t('fields.riskquestions_type')} {...register('riskquestions_type')}>
                      {riskquestionsTypes.map((type) => (
                        <option key={type} value={type}>
                          {t(`riskquestionsType.${type}`)}
                        </option>
                      ))}
                    </Select>
                  )}
                </div>
              )}
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('requests.groups.fill')}</legend>
        <p className={styles.hint}>{t('requests.prefillHint')}</p>
        <div className={styles.options}>
          {requestRecordKinds.map((kind) => (
            <Checkbox key={kind} label={t(`prefill.${kind}`)} {...register(`prefill_${kind}`)} />
          ))}
        </div>
        <Checkbox label={t('prefill.changes')} {...register('prefill_changes')} />
        <p className={styles.hint}>{t('requests.autofillHint')}</p>
        <div className={styles.options}>
          {requestRecordKinds.map((kind) => (
            <Checkbox key={kind} label={t(`autofill.${kind}`)} {...register(`autofill_${kind}`)} />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('requests.groups.message')}</legend>
        <TemplateInsert field={t('fields.description')} onInsert={(text) => setValue('description', withTemplate(getValues('description'), text), { shouldDirty: true })} />
        <TextArea label={t('fields.description')} hint={t('requests.descriptionHint')} rows={3} {...register('description')} error={problem('description')} />
        <TextArea label={t('fields.note')} hint={t('fields.noteHint')} rows={2} {...register('note')} error={problem('note')} />
        <div className={styles.ask}>
          <span className={styles.label}>{t('files.attachments')}</span>
          {request ? (
            <ItemFiles
              kind="requests"
              itemId={request.id}
              files={draftFiles}
              label={t('files.attachments')}
              canEdit
              onRemoved={(id) => setDraftFiles((current) => current.filter((file) => file.id !== id))}
              onAdded={(file) => setDraftFiles((current) => [...current, file])}
              onError={onError}
            />
          ) : (
            <PendingFiles files={files} onChange={onFilesChange} />
          )}
        </div>
      </fieldset>
    </>
  );
};
