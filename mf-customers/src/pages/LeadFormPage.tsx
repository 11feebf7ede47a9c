import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageHeader, Select, Spinner } from '@tunne/design-system';
import { appHref, handleLinkClick, isApiCallError, navigate, useLoad } from '@tunne/app-kit';
import { leadEditableStatuses, type Lead, type LeadEditableStatus } from '@tunne/contracts';
import { createLead, getLead, updateLead } from '../features/leads/api.ts';
import { LeadFields, leadServerError } from '../features/leads/components/LeadFields.tsx';
import { LeadHistory } from '../features/leads/components/LeadHistory.tsx';
import { useLeadErrorDialog } from '../features/leads/components/useLeadErrorDialog.tsx';
import { emptyLead, leadBody, leadFormOf, leadResolver, type LeadField, type LeadFormValues } from '../features/leads/lead-form.ts';
import { useLeadNotice } from '../features/leads/store.ts';
import * as styles from './NewCustomerPage.module.css';
import * as formStyles from './LeadFormPage.module.css';

const serverFieldErrors: Partial<Record<string, LeadField>> = { MISSING_NAME: 'name', INVALID_BUSINESSID: 'businessid' };

type FormProps = { lead: Lead | null };

/** The form itself, for a new lead or a loaded one; validation after blur, all fields on submit. */
const LeadForm = ({ lead }: FormProps) => {
  const { t } = useTranslation('customers');
  const form = useForm<LeadFormValues>({ defaultValues: lead ? leadFormOf(lead) : emptyLead(), mode: 'onTouched', resolver: leadResolver });
  const [status, setStatus] = useState<LeadEditableStatus>(lead && lead.status !== 'CONVERTED' ? lead.status : 'NEW');
  const [errorDialog, showError] = useLeadErrorDialog();
  const converted = lead?.status === 'CONVERTED';
  const busy = form.formState.isSubmitting;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const body = leadBody(values);
      const saved = lead ? await updateLead(lead.id, { ...body, status }) : await createLead(body);
      useLeadNotice.getState().setSaved(saved.name);
      navigate(appHref('/customers/leads'));
    } catch (error) {
      const field = isApiCallError(error) ? serverFieldErrors[error.code] : undefined;
      // Issue 26: the request schema's VALIDATION_FAILED names its field too; shown there, not as "check your input".
      const named = isApiCallError(error) && error.code === 'VALIDATION_FAILED' ? error.errors.find((entry) => entry.field)?.field?.replace(/^\//, '') : undefined;
      if (field) form.setError(field, { type: leadServerError, message: field === 'name' ? 'validation.nameRequired' : 'validation.businessidInvalid' });
      else if (named && named in form.getValues()) form.setError(named as LeadField, { type: leadServerError, message: 'form:invalid' });
      else showError(error);
    }
  });

  const title = lead ? t('leads.form.editTitle') : t('leads.form.newTitle');
  return (
    <>
      <PageHeader title={lead ? lead.name : title} context={lead ? title : t('leads.form.context')} />
      {converted && (
        <p className={formStyles.notice} role="status">
          {t('leads.form.converted')}{' '}
          {lead?.customers_id && (
            <a href={appHref(`/customers/${lead.customers_id}`)} onClick={handleLinkClick}>
              {t('leads.actions.openCustomer')}
            </a>
          )}
        </p>
      )}
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
        <Card>
          <fieldset className={formStyles.fieldset} disabled={converted}>
            {lead && !converted && (
              <Select
                label={t('leads.columns.status')}
                value={status}
                onChange={(event) => setStatus(event.target.value as LeadEditableStatus)}
                fieldClassName={formStyles.status}
              >
                {leadEditableStatuses.map((option) => (
                  <option key={option} value={option}>
                    {t(`leads.status.${option}`)}
                  </option>
                ))}
              </Select>
            )}
            <LeadFields form={form} />
          </fieldset>
          <div className={styles.footer}>
            <Button onClick={() => navigate(appHref('/customers/leads'))}>{t('common.cancel')}</Button>
            {!converted && (
              <Button type="submit" variant="primary" loading={busy}>
                {t('leads.form.save')}
              </Button>
            )}
          </div>
        </Card>
      </form>
      {errorDialog}
    </>
  );
};

/** /customers/leads/new and /customers/leads/{id}. */
export const LeadFormPage = ({ id }: { id?: string }) => {
  const { t } = useTranslation('customers');
  const load = useLoad((signal) => (id ? getLead(id, signal) : Promise.resolve(null)), [id]);
  return (
    <div className={styles.page}>
      <a className={styles.back} href={appHref('/customers/leads')} onClick={handleLinkClick}>
        ← {t('leads.title')}
      </a>
      {load.state === 'loading' && <Spinner label={t('leads.form.loading')} showLabel />}
      {load.state === 'error' && (
        <p className={formStyles.error} role="alert">
          {isApiCallError(load.error) && load.error.code === 'NOT_FOUND' ? t('leads.notFound') : t('leads.form.loadError')}
        </p>
      )}
      {load.state === 'done' && <LeadForm key={load.data?.id ?? 'new'} lead={load.data} />}
      {load.state === 'done' && load.data && <LeadHistory leadId={load.data.id} />}
    </div>
  );
};
