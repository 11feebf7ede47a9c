import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilesField } from './FilesField.tsx';
import type { FilesControl, StepProps } from './step-props.ts';
import { StepLayout } from './StepLayout.tsx';

/** ask_files: the recipient's files; with ask_files_mandatory the step does not go on without one. */
export function FilesStep({ files, ...props }: StepProps & { files: FilesControl }) {
  const { t } = useTranslation('public');
  const [missing, setMissing] = useState(false);
  const mandatory = Boolean(props.view.asks.ask_files_mandatory);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.readOnly && mandatory && files.files.length === 0) {
      setMissing(true);
      return;
    }
    props.onNext({});
  };
  return (
    <StepLayout
      title={props.title}
      description={props.view.asks.ask_files_description}
      readOnly={props.readOnly}
      nextLabel={t('actions.next')}
      busy={props.busy}
      status={props.status}
      formError={missing && files.files.length === 0 ? t('files.mandatory') : null}
      onSubmit={handleSubmit}
      onBack={props.onBack ? () => props.onBack?.({}) : undefined}
      onSave={() => props.onSave({})}
    >
      {mandatory && <p>{t('files.mandatoryHint')}</p>}
      <FilesField control={files} readOnly={props.readOnly} label={props.title} />
    </StepLayout>
  );
}
