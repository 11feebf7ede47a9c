import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '@tunne/app-kit/schema-resolver';
import { RequestAnswerBody } from '@tunne/contracts';
import { Checkbox } from '@tunne/design-system/Checkbox';
import { TextArea } from '@tunne/design-system/TextArea';
import * as styles from '../shared/public.module.css';
import { problemText } from './problem-text.ts';
import { formStepLayout } from './form-step.ts';
import type { StepProps } from './step-props.ts';
import { StepLayout } from './StepLayout.tsx';

interface TextValues {
  text: string;
  skipped: boolean;
}

/** ask_sof (source of funds, with a skip option) and ask_freetext: one text each. */
export function TextStep({ part, ...props }: StepProps & { part: 'sof' | 'freetext' }) {
  const { t } = useTranslation('public');
  const toPatch = (values: TextValues): Partial<RequestAnswerBody> =>
    part === 'sof'
      ? { sof: values.skipped ? null : values.text.trim() || null, sof_skipped: values.skipped }
      : { freetext: values.text.trim() || null };
  const { register, handleSubmit, getValues, watch, formState } = useForm<TextValues>({
    mode: 'onTouched',
    defaultValues: { text: (part === 'sof' ? props.answer.sof : props.answer.freetext) ?? '', skipped: part === 'sof' && Boolean(props.answer.sof_skipped) },
    resolver: schemaResolver<TextValues, Partial<RequestAnswerBody>>(RequestAnswerBody, {
      toBody: toPatch,
      fieldOf: (property) => (property === part ? 'text' : undefined),
      // The source of funds is asked: given or skipped on purpose.
      refine: (body, values) => (part === 'sof' && !values.skipped && !body.sof ? { text: 'required' as const } : {}),
    }),
  });
  const skipped = watch('skipped');
  return (
    <StepLayout
      {...formStepLayout(props, t('actions.next'), { handleSubmit, getValues }, toPatch)}
      description={part === 'sof' ? props.view.asks.ask_sof_description : props.view.asks.ask_freetext_description}
    >
      {!skipped && (
        <TextArea
          label={t(`${part}.label`)}
          hint={t(`${part}.hint`)}
          rows={6}
          required={part === 'sof'}
          markRequired
          error={problemText(t, part, formState.errors.text?.type as string | undefined)}
          {...register('text')}
        />
      )}
      {part === 'sof' && (
        <div className={styles.declaration}>
          <Checkbox label={t('sof.skip')} {...register('skipped')} />
        </div>
      )}
    </StepLayout>
  );
}
