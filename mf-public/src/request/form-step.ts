import type { FormEvent } from 'react';
import type { FieldValues, UseFormGetValues, UseFormHandleSubmit } from 'react-hook-form';
import type { RequestAnswerBody } from '@tunne/contracts';
import type { StepProps } from './step-props.ts';

/**
 * The StepLayout props of a step whose fields are one react-hook-form: Next checks them (a preview only moves on),
 * Back and Save for later hand back what is filled in so far.
 */
export const formStepLayout = <Values extends FieldValues>(
  props: StepProps,
  nextLabel: string,
  form: { handleSubmit: UseFormHandleSubmit<Values>; getValues: UseFormGetValues<Values> },
  patchOf: (values: Values) => Partial<RequestAnswerBody>,
) => ({
  title: props.title,
  readOnly: props.readOnly,
  nextLabel,
  busy: props.busy,
  status: props.status,
  onSubmit: props.readOnly ? (event: FormEvent<HTMLFormElement>) => (event.preventDefault(), props.onNext({})) : form.handleSubmit((values) => props.onNext(patchOf(values))),
  onBack: props.onBack ? () => props.onBack?.(patchOf(form.getValues())) : undefined,
  onSave: () => props.onSave(patchOf(form.getValues())),
});
