import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, DataTable, EmptyState, FormDialog, TextArea, TextInput, type DataTableColumn } from '@tunne/design-system';
import { compareRiskRatings, type RiskRating } from '@tunne/contracts';
import { EditDeleteActions, useLoad, useShowError } from '@tunne/app-kit';
import { createRating, deleteRating, listRatings, updateRating } from '../api.ts';
import * as form from '../../../styles/form.module.css';
import * as section from '../../../styles/section.module.css';

type Values = { name: string; number: string; description: string; days: string; ask: boolean };
type Errors = Partial<Record<'name' | 'number' | 'days', string>>;

const valuesOf = (r: RiskRating | null): Values => ({
  name: r?.name ?? '',
  number: r ? String(r.number) : '',
  description: r?.description ?? '',
  days: r?.kycclock_expiration_days ? String(r.kycclock_expiration_days) : '',
  ask: r?.ask_kycclock ?? false,
});

const validate = (v: Values): Errors => {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = 'required';
  if (!/^-?\d{1,7}$/.test(v.number.trim())) errors.number = 'number';
  if (v.days.trim() && !(/^\d{1,4}$/.test(v.days.trim()) && Number(v.days) >= 1 && Number(v.days) <= 3650)) errors.days = 'days';
  if (v.ask && !v.days.trim()) errors.days = 'daysNeeded';
  return errors;
};

const RatingDialog = ({ row, onSaved, onClose, onError }: { row: RiskRating | null; onSaved: () => void; onClose: () => void; onError: (e: unknown) => void }) => {
  const { t } = useTranslation('risk');
  const [values, setValues] = useState(() => valuesOf(row));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = tried ? validate(values) : {};
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const message = (key: keyof Errors) => (errors[key] ? t(`ratings.errors.${errors[key]}`) : undefined);

  const handleSubmit = async () => {
    setTried(true);
    if (Object.keys(validate(values)).length > 0) return;
    const body = {
      name: values.name.trim(),
      number: Number(values.number),
      description: values.description.trim() || null,
      kycclock_expiration_days: values.days.trim() ? Number(values.days) : null,
      ask_kycclock: values.ask,
    };
    setBusy(true);
    try {
      if (row) await updateRating(row.id, body);
      else await createRating(body);
      onSaved();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title={row ? t('ratings.editTitle') : t('ratings.addTitle')}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      submitLabel={t('common.save')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={busy}
    >
      <div className={form.form}>
        <TextInput label={t('ratings.fields.name')} required value={values.name} maxLength={200} onChange={(e) => set('name', e.target.value)} error={message('name')} />
        <TextInput label={t('ratings.fields.number')} required inputMode="numeric" value={values.number} onChange={(e) => set('number', e.target.value)} error={message('number')} />
        <div className={form.wide}>
          <TextArea label={t('ratings.fields.description')} value={values.description} rows={3} maxLength={5000} onChange={(e) => set('description', e.target.value)} />
        </div>
        <TextInput label={t('ratings.fields.kycclock_expiration_days')} inputMode="numeric" value={values.days} onChange={(e) => set('days', e.target.value)} error={message('days')} />
        <div className={form.checks}>
          <Checkbox label={t('ratings.fields.ask_kycclock')} checked={values.ask} onChange={(e) => set('ask', e.target.checked)} />
        </div>
      </div>
    </FormDialog>
  );
};

/** Settings › risk ratings: name, number, description, KYC clock days and whether an assessment starts the clock. */
export const RatingsAdmin = () => {
  const { t } = useTranslation('risk');
  const load = useLoad((signal) => listRatings(signal), []);
  const [editing, setEditing] = useState<{ row: RiskRating | null } | null>(null);
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
    <div className={section.stack}>
      <div className={`${section.toolbar} ${section.spread}`}>
        <p className={section.muted}>{t('ratings.intro')}</p>
        <Button variant="primary" onClick={() => setEditing({ row: null })}>
          {t('ratings.add')}
        </Button>
      </div>
      {load.state === 'error' && <p className={section.error}>{t('common.loadError')}</p>}
      {load.state === 'done' && rows.length === 0 && <EmptyState title={t('ratings.emptyTitle')} headingLevel={2}>{t('ratings.empty')}</EmptyState>}
      {rows.length > 0 && (
        <DataTable
          columns={columns}
          data={rows}
          getRowId={(r) => r.id}
          label={t('settings.riskratings')}
          rowAttributes={(r) => ({ 'data-row-id': r.id })}
          rowActions={{
            header: t('common.actions'),
            hideHeader: true,
            render: (r) => (
              <EditDeleteActions
                name={r.name}
                deleteMessage={t('ratings.deleteConfirm', { name: r.name })}
                onEdit={() => setEditing({ row: r })}
                onDelete={async () => {
                  await deleteRating(r.id);
                  load.reload();
                }}
                onError={showError}
              />
            ),
          }}
        />
      )}
      {editing && (
        <RatingDialog
          row={editing.row}
          onSaved={() => {
            setEditing(null);
            load.reload();
          }}
          onClose={() => setEditing(null)}
          onError={showError}
        />
      )}
    </div>
  );
};
