import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, EmptyState, scrollIntoContainer, Spinner, type TrafficLightStatus } from '@tunne/design-system';
import { appHref, currentLanguage, handleLinkClick, isApiCallError, navigate, useLoad } from '@tunne/app-kit';
import { archiveCustomer, deleteCustomerPermanently, getCustomer, listDomains, listTags, listTeams, listUsers, restoreCustomer } from '../features/customers/api.ts';
import { useIsAdmin } from '../shared/hooks.ts';
import { combineLights, kycClockLight, monitoringLight, registerLight, riskLight } from '../shared/traffic.ts';
import { registerFlags, type Customer } from '../features/customers/types.ts';
import { useErrorDialog } from '../features/customers/components/useErrorDialog.tsx';
import { AssignmentDialog } from '../features/customers/components/AssignmentDialog.tsx';
import { AuditSection } from './card/AuditSection.tsx';
import { BasicDataSection } from '../features/customers/components/BasicDataSection.tsx';
import { CardHeader, type CardAction } from './card/CardHeader.tsx';
import { CardSectionSlot } from '../features/customers/components/CardSectionSlot.tsx';
import { EddBanner } from '../features/customers/components/EddBanner.tsx';
import { EditBasicsDialog } from '../features/customers/components/EditBasicsDialog.tsx';
import { KycClockDialog } from '../features/customers/components/KycClockDialog.tsx';
import { LinkedSection } from './card/LinkedSection.tsx';
import { MonitoringDialog } from '../features/customers/components/MonitoringDialog.tsx';
import { RegisterSection } from '../features/customers/components/RegisterSection.tsx';
import { TagsSection } from '../features/customers/components/TagsSection.tsx';
import { TasksSection } from './card/TasksSection.tsx';
import { kindConfigs, type Context } from '../features/related/config.tsx';
import { RecordSection } from '../features/related/components/RecordSection.tsx';
import { roleOptions } from '../features/related/roles.ts';
import type { RelatedKind } from '../features/related/types.ts';
import * as styles from './CustomerPage.module.css';

const relatedKinds: RelatedKind[] = ['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'bankaccountnumbers', 'todos'];
/** Sections other remotes fill (remotes.json cardSections); without one, a visible place and no made-up data. */
const otherModules = ['edd', 'riskanswers', 'riskassessments', 'requests', 'signatures', 'letters', 'identifications', 'files', 'documents', 'alerts'];

type Props = { id: string; section?: string | undefined; rowId?: string | undefined };
type Summary = Record<string, { count: number; light: TrafficLightStatus }>;

/** The customer card /customers/{id} (and its deep links /customers/{id}/{section}/{rowId}). */
export const CustomerPage = ({ id, section: pathSection, rowId }: Props) => {
  // A signatory's alert link (/customers/{id}/esignatures/{e}/signatories/{s}) lies in the signatures section.
  const section = pathSection === 'esignatures' ? 'signatures' : pathSection;
  const { t } = useTranslation('customers');
  const isAdmin = useIsAdmin();
  const customerLoad = useLoad((signal) => getCustomer(id, signal), [id]);
  const users = useLoad((signal) => listUsers(signal), []);
  const teams = useLoad((signal) => listTeams(signal), []);
  const tags = useLoad((signal) => listTags(signal), []);
  const [domains, setDomains] = useState<string[]>([]);
  const [dialog, setDialog] = useState<CardAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [addRequests, setAddRequests] = useState<Record<string, number>>({});
  const [summary, setSummary] = useState<Summary>({});
  const [errorDialog, showError] = useErrorDialog();

  const customer = customerLoad.state === 'done' ? customerLoad.data : null;
  const userList = users.state === 'done' ? users.data : [];
  const teamList = teams.state === 'done' ? teams.data : [];
  const ctx: Context = { t, users: userList, roles: roleOptions(customer?.country, currentLanguage()), customerCountry: customer?.country ?? null };

  useEffect(() => {
    if (dialog === 'assign') listDomains().then(setDomains, () => setDomains([]));
  }, [dialog]);

  // The risk remote's sections announce their changes (an EDD saved or approved, a freeze lifted): the header's risk
  // light and the EDD banner read them from the customer, so it is read again.
  const { set: setLoaded } = customerLoad;
  useEffect(() => {
    const refresh = (event: Event) => {
      if ((event as CustomEvent<{ customerId?: string }>).detail?.customerId !== id) return;
      getCustomer(id).then((next) => setLoaded(next), () => undefined);
    };
    window.addEventListener('tunne:risk-changed', refresh);
    return () => window.removeEventListener('tunne:risk-changed', refresh);
  }, [id, setLoaded]);

  // A deep link (/customers/{id}/owners/{rowId}, /identifications, …) scrolls to its section once loaded.
  useEffect(() => {
    const target = customer && section && !rowId ? document.getElementById(`section-${section}`) : null;
    if (target) scrollIntoContainer(target);
  }, [customer, section, rowId]);

  if (customerLoad.state === 'loading') return <Spinner label={t('card.loading')} showLabel />;
  if (!customer) {
    const notFound = customerLoad.state === 'error' && isApiCallError(customerLoad.error) && [400, 404].includes(customerLoad.error.status);
    return (
      <div className={styles.page}>
        <a className={styles.back} href={appHref('/customers')} onClick={handleLinkClick}>
          ← {t('card.back')}
        </a>
        <EmptyState title={notFound ? t('card.notFound') : t('card.error')} headingLevel={2}>
          {notFound ? t('card.notFoundText') : null}
        </EmptyState>
      </div>
    );
  }

  const setCustomer = (next: Customer) => customerLoad.set({ ...customer, ...next });
  const saved = (next: Customer) => {
    setCustomer(next);
    setDialog(null);
  };
  const handleSummary = (kind: string, count: number, light: TrafficLightStatus) =>
    setSummary((current) => (current[kind]?.count === count && current[kind]?.light === light ? current : { ...current, [kind]: { count, light } }));

  const kyc = kycClockLight(customer.is_kycclock, customer.kycclock_alarm_at);
  const monitoring = monitoringLight(customer.is_monitored);
  const risk = riskLight(customer.riskscores_level, customer.edd_state);
  const registerLights = customer.type === 'business' ? registerFlags.map((flag) => registerLight(flag, customer[flag])) : [];
  const combined = combineLights([kyc, monitoring, risk, ...registerLights, ...Object.values(summary).map((entry) => entry.light)]);

  const runConfirmed = async (action: 'archive' | 'restore' | 'delete') => {
    setBusy(true);
    try {
      if (action === 'delete') {
        await deleteCustomerPermanently(customer.id);
        navigate(appHref(customer.is_removed ? '/removedcustomers' : '/customers'));
        return;
      }
      setCustomer(action === 'archive' ? await archiveCustomer(customer.id) : await restoreCustomer(customer.id));
      setDialog(null);
    } catch (error) {
      setDialog(null);
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const confirmAction = dialog === 'archive' || dialog === 'restore' || dialog === 'delete' ? dialog : null;
  const back = customer.is_removed ? '/removedcustomers' : '/customers';

  return (
    <div className={styles.page}>
      <a className={styles.back} href={appHref(back)} onClick={handleLinkClick}>
        ← {customer.is_removed ? t('card.backArchive') : t('card.back')}
      </a>
      <CardHeader
        customer={customer}
        lights={{ kyc, monitoring, risk, combined }}
        isAdmin={isAdmin}
        onAction={setDialog}
        onAdd={(kind) => setAddRequests((current) => ({ ...current, [kind]: (current[kind] ?? 0) + 1 }))}
      />
      <EddBanner customer={customer} />
      <BasicDataSection customer={customer} users={userList} teams={teamList} onEdit={() => setDialog('edit')} onAssign={() => setDialog('assign')} />
      {customer.type === 'business' && <RegisterSection customer={customer} />}
      <TagsSection
        customerId={customer.id}
        tags={tags.state === 'done' ? tags.data : []}
        selected={customer.tags ?? []}
        onChange={(next) => setCustomer({ ...customer, tags: next })}
        onError={showError}
      />
      {relatedKinds.map((kind) => (
        <RecordSection
          key={kind}
          customerId={customer.id}
          config={kindConfigs[kind] as never}
          ctx={ctx}
          addRequest={addRequests[kind] ?? 0}
          highlightId={section === kind ? rowId : undefined}
          onSummary={handleSummary}
          onError={showError}
        />
      ))}
      <LinkedSection customerId={customer.id} onCount={() => undefined} onError={showError} />
      <TasksSection customerId={customer.id} onSummary={(count, light) => handleSummary('tasks', count, light)} onError={showError} />
      {otherModules.map((module) => (
        <CardSectionSlot key={module} id={module} customerId={customer.id} highlightId={section === module ? rowId : undefined} />
      ))}
      {isAdmin && <AuditSection customerId={customer.id} users={userList} teams={teamList} tags={tags.state === 'done' ? tags.data : []} />}

      {dialog === 'edit' && <EditBasicsDialog customer={customer} onSaved={saved} onClose={() => setDialog(null)} onError={showError} />}
      {dialog === 'kyc' && (
        <KycClockDialog
          customer={customer}
          starter={userList.find((user) => user.id === customer.kycclock_users_id)?.name ?? null}
          onSaved={saved}
          onClose={() => setDialog(null)}
          onError={showError}
        />
      )}
      {dialog === 'monitoring' && <MonitoringDialog customer={customer} onSaved={saved} onClose={() => setDialog(null)} onError={showError} />}
      {dialog === 'assign' && (
        <AssignmentDialog customer={customer} users={userList} teams={teamList} domains={domains} isAdmin={isAdmin} onSaved={saved} onClose={() => setDialog(null)} onError={showError} />
      )}
      <Dialog
        open={confirmAction !== null}
        kind="confirm"
        title={confirmAction ? t(`confirm.${confirmAction}Title`) : ''}
        message={confirmAction ? t(`confirm.${confirmAction}`, { name: customer.name }) : ''}
        confirmLabel={confirmAction === 'archive' ? t('card.archive') : confirmAction === 'restore' ? t('archive.restore') : t('archive.delete')}
        destructive={confirmAction !== 'restore'}
        confirmLoading={busy}
        closeLabel={t('common.cancel')}
        onClose={() => setDialog(null)}
        onConfirm={() => confirmAction && void runConfirmed(confirmAction)}
      />
      {errorDialog}
    </div>
  );
};
