import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckGroup, DataTable, FieldGrid, FormDialog, TextArea, TextInput, WideField, type DataTableColumn } from '@tunne/design-system';
import { compareRiskRatings, type RiskRating } from '@tunne/contracts';
import { useEditing, useLoad, useShowError, type EditDialogProps } from '@tunne/app-kit';
import { createRating, deleteRating, listRatings, updateRating } from '../api.ts';
import { ratingBody, ratingFormValues, ratingResolver, type RatingFormValues } from '../rating-form.ts';
import { AdminList } from '../../../shared/AdminList.tsx';
import * as section from '../../../styles/section.module.css';

const RatingDialog = ({ row, onSaved, onClose, onError }: EditDialogProps<RiskRating> & { onError: (e: unknown) => void }) => {
  const { t } = useTranslation('risk');
  const resolver = useMemo(() => ratingResolver(), []);
  // Problems show from the first save on, then follow each change.
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RatingFormValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver, defaultValues: ratingFormValues(row) });
  const message = (key: 'name' | 'number' | 'days') => (errors[key]?.message ? t(`ratings.errors.${errors[key].message}`) : undefined);

  const save = async (values: RatingFormValues) => {
    try {
      const body = ratingBody(values);
      if (row) await updateRating(row.id, body);
      else await createRating(body);
      onSaved();
    } catch (error) {
      onError(error);
    }
  };

  return (
    <FormDialog
      open
      title={row ? t('ratings.editTitle') : t('ratings.addTitle')}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(save)(event)}
      submitLabel={t('common.save')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={isSubmitting}
    >
      <FieldGrid>
        <TextInput label={t('ratings.fields.name')} required maxLength={200} {...register('name')} error={message('name')} />
        <TextInput label={t('ratings.fields.number')} required inputMode="numeric" {...register('number')} error={message('number')} />
        <WideField>
          <TextArea label={t('ratings.fields.description')} rows={3} maxLength={5000} {...register('description')} />
        </WideField>
        <TextInput label={t('ratings.fields.kycclock_expiration_days')} inputMode="numeric" {...register('days')} error={message('days')} />
        <CheckGroup>
          <Checkbox label={t('ratings.fields.ask_kycclock')} {...register('ask')} />
        </CheckGroup>
      </FieldGrid>
    </FormDialog>
  );
};

/** Settings › risk ratings: name, number, description, KYC clock days and whether an assessment starts the clock. */
export const RatingsAdmin = () => {
  const { t } = useTranslation('risk');
  const load = useLoad((signal) => listRatings(signal), []);
  const editor = useEditing<RiskRating>(load.reload);
  const showError = useShowError();
  const rows = load.state === 'done' ? [...load.data].sort(compareRiskRatings) : [];

  const columns: DataTableColumn<RiskRating>[] = [
    { id: 'number', header: t('ratings.fields.number'), align: 'end', cell: (r) => r.number },
    { id: 'name', header: t('ratings.fields.name'), cell: (r) => r.name },
    { id: 'description', header: t('ratings.fields.description'), cell: (r) => <span className={section.pre}>{r.description ?? '–'}</span> },
    { id: 'days', header: t('ratings.fields.kycclock_expiration_days'), align: 'end', cell: (r) => r.kycclock_expiration_days ?? '–' },
    { id: 'ask', header: t('ratings.fields.ask_kycclock'), cell: (r) => (r.ask_kycclock ? t('common.yes') : t('common.no')) },
  ];

  return (
    <AdminList
      texts="ratings"
      onAdd={editor.add}
      load={load}
      count={rows.length}
      dialog={editor.dialog((props) => <RatingDialog {...props} onError={showError} />)}
    >
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(r) => r.id}
        label={t('settings.riskratings')}
        rowAttributes={(r) => ({ 'data-row-id': r.id })}
        rowActions={editor.actions({
          header: t('common.actions'),
          nameOf: (r) => r.name,
          deleteMessage: (name) => t('ratings.deleteConfirm', { name }),
          remove: (r) => deleteRating(r.id),
          onError: showError,
        })}
      />
    </AdminList>
  );
};
