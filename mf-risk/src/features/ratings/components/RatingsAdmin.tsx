import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dialog, EmptyState, Modal, TextArea, TextInput } from '@tunne/design-system';
import { compareRiskRatings, type RiskRating } from '@tunne/contracts';
import { useLoad } from '@tunne/app-kit';
import { createRating, deleteRating, listRatings, updateRating } from '../../../api.ts';
import { useErrorDialog } from '../../../components/useErrorDialog.tsx';
import * as form from '../../../components/Form.module.css';
import * as table from '../../../components/Table.module.css';

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

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
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
    <Modal
      open
      title={row ? t('ratings.editTitle') : t('ratings.addTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="risk-rating" variant="primary" loading={busy}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="risk-rating" className={form.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextInput label={t('ratings.fields.name')} required value={values.name} maxLength={200} onChange={(e) => set('name', e.target.value)} error={message('name')} />
        <TextInput label={t('ratings.fields.number')} required inputMode="numeric" value={values.number} onChange={(e) => set('number', e.target.value)} error={message('number')} />
        <div className={form.wide}>
          <TextArea label={t('ratings.fields.description')} value={values.description} rows={3} maxLength={5000} onChange={(e) => set('description', e.target.value)} />
        </div>
        <TextInput label={t('ratings.fields.kycclock_expiration_days')} inputMode="numeric" value={values.days} onChange={(e) => set('days', e.target.value)} error={message('days')} />
        <div className={form.checks}>
          <Checkbox label={t('ratings.fields.ask_kycclock')} checked={values.ask} onChange={(e) => set('ask', e.target.checked)} />
        </div>
      </form>
    </Modal>
  );
};

/** Settings › risk ratings: name, number, description, KYC clock days and whether an assessment starts the clock. */
export const RatingsAdmin = () => {
  const { t } = useTranslation('risk');
  const load = useLoad((signal) => listRatings(signal), []);
  const [editing, setEditing] = useState<{ row: RiskRating | null } | null>(null);
  const [deleting, setDeleting] = useState<RiskRating | null>(null);
  const [busy, setBusy] = useState(false);
  const [errorDialog, showError] = useErrorDialog();
  const rows = load.state === 'done' ? [...load.data].sort(compareRiskRatings) : [];

  const handleDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteRating(deleting.id);
      load.reload();
    } catch (error) {
      showError(error);
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  };

  return (
    <div className={table.stack}>
      <div className={`${table.toolbar} ${table.spread}`}>
        <p className={table.muted}>{t('ratings.intro')}</p>
        <Button variant="primary" onClick={() => setEditing({ row: null })}>
          {t('ratings.add')}
        </Button>
      </div>
      {load.state === 'error' && <p className={table.error}>{t('common.loadError')}</p>}
      {load.state === 'done' && rows.length === 0 && <EmptyState title={t('ratings.emptyTitle')} headingLevel={2}>{t('ratings.empty')}</EmptyState>}
      {rows.length > 0 && (
        <div className={table.wrap}>
          <table className={table.table} aria-label={t('settings.riskratings')}>
            <thead>
              <tr>
                <th scope="col" className={table.right}>
                  {t('ratings.fields.number')}
                </th>
                <th scope="col">{t('ratings.fields.name')}</th>
                <th scope="col">{t('ratings.fields.description')}</th>
                <th scope="col" className={table.right}>
                  {t('ratings.fields.kycclock_expiration_days')}
                </th>
                <th scope="col">{t('ratings.fields.ask_kycclock')}</th>
                <th scope="col" className={table.right}>
                  <span className={table.hidden}>{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-row-id={r.id}>
                  <td className={table.right}>{r.number}</td>
                  <td>{r.name}</td>
                  <td className={table.pre}>{r.description ?? '–'}</td>
                  <td className={table.right}>{r.kycclock_expiration_days ?? '–'}</td>
                  <td>{r.ask_kycclock ? t('common.yes') : t('common.no')}</td>
                  <td className={table.actions}>
                    <div className={table.buttons}>
                      <Button size="sm" variant="ghost" aria-label={t('common.editNamed', { name: r.name })} onClick={() => setEditing({ row: r })}>
                        {t('common.edit')}
                      </Button>
                      <Button size="sm" variant="ghost" aria-label={t('common.deleteNamed', { name: r.name })} onClick={() => setDeleting(r)}>
                        {t('common.delete')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
      <Dialog
        open={deleting !== null}
        kind="confirm"
        title={t('common.deleteTitle')}
        message={deleting ? t('ratings.deleteConfirm', { name: deleting.name }) : ''}
        confirmLabel={t('common.delete')}
        destructive
        confirmLoading={busy}
        closeLabel={t('common.cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={() => void handleDelete()}
      />
      {errorDialog}
    </div>
  );
};
