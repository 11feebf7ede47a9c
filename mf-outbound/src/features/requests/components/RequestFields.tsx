import { useEffect, useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, Select, TextArea } from '@tunne/design-system';
import { requestAskFlags, requestRecordKinds, riskquestionsTypes } from '@tunne/contracts';
import { problemText } from '../../../shared/ItemDialogParts.tsx';
import * as styles from '../../../shared/Form.module.css';
import { askSubOptions, describedAsks, type RequestFormValues } from '../request-form.ts';

type Props = { form: UseFormReturn<RequestFormValues> };

const isDescribed = (flag: string): flag is (typeof describedAsks)[number] => (describedAsks as readonly string[]).includes(flag);

/**
 * The request's own part of its form (the question picker): what is asked, each part with its description and
 * sub-options while it is on, and which records are prefilled and autofilled.
 */
export const RequestAsks = ({ form }: Props) => {
  const { t } = useTranslation('outbound');
  const { register, watch, formState, clearErrors } = form;
  const { errors } = formState;
  const values = watch();
  const asksId = useId();
  const problem = (field: keyof RequestFormValues & string) => problemText(t, errors, field);
  const asksNothing = errors.ask_basic?.message === 'asksNothing';
  const asksAny = requestAskFlags.some((flag) => values[flag]);
  // The refusal belongs to the group, not to one checkbox: it goes as soon as any part is asked.
  useEffect(() => {
    if (asksNothing && asksAny) clearErrors('ask_basic');
  }, [asksNothing, asksAny, clearErrors]);

  return (
    <>
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
    </>
  );
};
