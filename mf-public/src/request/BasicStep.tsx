import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '@tunne/app-kit/schema-resolver';
import { AnsweredBasic } from '@tunne/contracts';
import { TextInput } from '@tunne/design-system/TextInput';
import { CountrySelect } from '../shared/CountrySelect.tsx';
import * as styles from '../shared/public.module.css';
import { formStepLayout } from './form-step.ts';
import { problemText } from './problem-text.ts';
import type { StepProps } from './step-props.ts';
import { StepLayout } from './StepLayout.tsx';

const basicFields = ['name', 'address', 'postalnumber', 'city', 'country', 'email', 'contact_name', 'industry', 'vatnumber'] as const;
type BasicField = (typeof basicFields)[number];
type BasicValues = Record<BasicField, string>;

const text = (value: string) => (value.trim() === '' ? null : value.trim());

export const basicOf = (values: BasicValues): AnsweredBasic => {
  const body: AnsweredBasic = {};
  for (const field of basicFields) {
    const value = text(values[field]);
    if (field === 'name') {
      if (value) body.name = value;
    } else body[field] = field === 'country' ? (value?.toUpperCase() ?? null) : value;
  }
  return body;
};

/** ask_basic: the customer's basic data, checked with the contract's AnsweredBasic schema. */
export function BasicStep(props: StepProps) {
  const { t } = useTranslation('public');
  const start = props.answer.basic ?? props.view.prefill.basic ?? {};
  const { register, handleSubmit, getValues, formState } = useForm<BasicValues>({
    mode: 'onTouched',
    defaultValues: Object.fromEntries(basicFields.map((field) => [field, start[field] ?? ''])) as BasicValues,
    resolver: schemaResolver<BasicValues, AnsweredBasic>(AnsweredBasic, {
      toBody: basicOf,
      // The service needs the name once basic data is asked; the schema alone leaves it optional (drafts).
      refine: (body) => (body.name ? {} : { name: 'required' as const }),
    }),
  });
  const field = (name: BasicField, options: { wide?: boolean; required?: boolean; type?: string; autoComplete?: string } = {}) => {
    const error = problemText(t, name, formState.errors[name]?.type as string | undefined);
    if (name === 'country') return <CountrySelect key={name} label={t('basic.country')} error={error} {...register(name)} />;
    return (
      <TextInput
        key={name}
        label={t(`basic.${name}`)}
        error={error}
        required={options.required}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        fieldClassName={options.wide ? styles.wide : undefined}
        {...register(name)}
      />
    );
  };
  return (
    <StepLayout
      {...formStepLayout(props, t('actions.next'), { handleSubmit, getValues }, (values) => ({ basic: basicOf(values) }))}
      formError={Object.keys(formState.errors).length > 0 && formState.isSubmitted ? t('checkFields') : null}
    >
      <div className={`${styles.fields} ${styles.twoColumns}`}>
        {field('name', { wide: true, required: true, autoComplete: 'organization' })}
        {field('vatnumber')}
        {field('industry')}
        {field('address', { wide: true, autoComplete: 'street-address' })}
        {field('postalnumber', { autoComplete: 'postal-code' })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('country')}
        {field('contact_name', { autoComplete: 'name' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
      </div>
    </StepLayout>
  );
}
