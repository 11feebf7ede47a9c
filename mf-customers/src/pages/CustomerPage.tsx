import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, EmptyState, scrollIntoContainer, Spinner, type TrafficLightStatus } from '@tunne/design-system';
import { announceCustomerChange, appHref, currentLanguage, customerTopics, handleLinkClick, isApiCallError, navigate, onCustomerChange, onCustomerChanges, primeCustomerCard, useLoad, type CustomerTopic } from '@tunne/app-kit';
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
import { ReviewsSection } from './card/ReviewsSection.tsx';
import { kindConfigs, type Context } from '../features/related/config.tsx';
import { listPepFunctions } from '../features/related/api.ts';
import { RecordSection } from '../features/related/components/RecordSection.tsx';
import { roleNames, roleOptions } from '../features/related/roles.ts';
import type { RelatedKind } from '../features/related/types.ts';
import { DeepLinkedSectionContext } from '../shared/section-open.ts';
import { SectionIndex, SectionJump, useSectionIndex, type IndexedSection } from './card/SectionIndex.tsx';
import { TypedConfirmDialog } from './card/TypedConfirmDialog.tsx';
import * as styles from './CustomerPage.module.css';

const relatedKinds: RelatedKind[] = ['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'bankaccountnumbers', 'todos'];
/** Sections other remotes fill (remotes.json cardSections); one no deployed remote offers is not drawn. */
const otherModules = ['edd', 'riskanswers', 'riskassessments', 'requests', 'signatures', 'letters', 'identifications', 'files', 'documents', 'alerts'];

type Props = { id: string; section?: string | undefined; rowId?: string | undefined };

/** When the header reads the customer again after a risk change, until the recalculated level arrives (ms after it). */
const riskFollowUpMs = [1_500, 3_500, 7_000];
/** How long a deep link keeps its section in view while the sections above it load. */
const deepLinkFollowMs = 8_000;
/** What of the customer the header's risk light and the EDD banner show. */
const riskKey = (customer: Customer): string => `${customer.riskscores_level ?? ''}|${customer.edd_state ?? ''}|${customer.is_frozen ? 1 : 0}`;
type Summary = Record<string, { count: number; light: TrafficLightStatus }>;

/** The customer card /customers/{id} (and its deep links /customers/{id}/{section}/{rowId}). */
export const CustomerPage = ({ id, section: pathSection, rowId }: Props) => {
  // A signatory's alert link (/customers/{id}/esignatures/{e}/signatories/{s}) lies in the signatures section.
  const section = pathSection === 'esignatures' ? 'signatures' : pathSection;
  const { t } = useTranslation('customers');
  const isAdmin = useIsAdmin();
  // Issue 26: the card's reads (this page's and the remotes' sections) come in one call; each part then takes its own.
  const customerLoad = useLoad((signal) => primeCustomerCard(id).then(() => getCustomer(id, signal, true)), [id]);
  const users = useLoad((signal) => listUsers(signal), []);
  const teams = useLoad((signal) => listTeams(signal), []);
  const tags = useLoad((signal) => listTags(signal), []);
  const pepFunctions = useLoad((signal) => listPepFunctions(signal), []);
  const [domains, setDomains] = useState<string[]>([]);
  const [dialog, setDialog] = useState<CardAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [addRequests, setAddRequests] = useState<Record<string, number>>({});
  const [summary, setSummary] = useState<Summary>({});
  const [provided, setProvided] = useState<Record<string, boolean>>({});
  const [errorDialog, showError] = useErrorDialog();

  const customer = customerLoad.state === 'done' ? customerLoad.data : null;
  const userList = users.state === 'done' ? users.data : [];
  const teamList = teams.state === 'done' ? teams.data : [];
  const language = currentLanguage();
  const ctx: Context = {
    t,
    users: userList,
    roles: roleOptions(customer?.country, language),
    roleNames: roleNames(customer?.country, language),
    customerCountry: customer?.country ?? null,
    pepFunctions: pepFunctions.state === 'done' ? pepFunctions.data.map((f) => f.name) : [],
  };

  useEffect(() => {
    if (dialog === 'assign') listDomains().then(setDomains, () => setDomains([]));
  }, [dialog]);

  // Every section announces what it changed (app-kit customer-events: risk answers, a manual risk assessment, an EDD,
  // the KYC clock, records another module added, a PEP or an owner added here): the header's lights, the EDD banner
  // and the basic data read the customer again. A failed read keeps what is shown.
  const { set: setLoaded } = customerLoad;
  const shownRisk = useRef<string>('');
  shownRisk.current = customerLoad.state === 'done' ? riskKey(customerLoad.data) : '';
  useEffect(() => {
    let latest = 0;
    let timers: number[] = [];
    // Always from the service (fresh): the page-wide cache may hold the answer read just before the recalculation.
    const read = (request: number) =>
      getCustomer(id, undefined, true).then(
        (next) => {
          if (request !== latest) return next;
          setLoaded(next);
          return next;
        },
        () => null,
      );
    const stopAll = onCustomerChanges(customerTopics, id, () => void read(++latest));
    // The score is recalculated from the change in the background (risk's queue, a second or two): after a risk change
    // the header reads the customer again until its level or EDD state moves, then stops (at most riskFollowUpMs).
    const stopRisk = onCustomerChange('risk', id, () => {
      for (const timer of timers) window.clearTimeout(timer);
      const before = shownRisk.current;
      timers = riskFollowUpMs.map((delay) =>
        window.setTimeout(() => {
          void read(++latest).then((next) => {
            if (next && riskKey(next) !== before) {
              for (const timer of timers) window.clearTimeout(timer);
              timers = [];
            }
          });
        }, delay),
      );
    });
    return () => {
      latest = -1;
      for (const timer of timers) window.clearTimeout(timer);
      stopAll();
      stopRisk();
    };
  }, [id, setLoaded]);

  const handleAvailable = useCallback(
    (module: string, available: boolean) => setProvided((current) => (current[module] === available ? current : { ...current, [module]: available })),
    [],
  );
  // The index lists the sections in the card's order: those this module draws, then those a deployed remote fills.
  const indexedIds = customer
    ? [
        ...(customer.type === 'business' ? ['register'] : []),
        'tags',
        ...relatedKinds,
        'linked',
        'tasks',
        'reviews',
        ...otherModules.filter((module) => provided[module]),
        ...(isAdmin ? ['audit'] : []),
      ]
    : [];
  const indexed: IndexedSection[] = [
    ...(customer ? [{ id: 'basic', title: t('card.basicData') }] : []),
    ...indexedIds.map((module) => ({ id: module, title: t(`sections.${module}`) })),
  ];
  const { active, jumpTo } = useSectionIndex(indexed);

  // A deep link (/customers/{id}/identifications after a URL login, /customers/{id}/edd, …) opens its section
  // (useSectionOpen) and brings it to the top: also once the sections above it have loaded and grown, and once a
  // remote's section exists at all. It follows the layout until the user scrolls, types or clicks, or for followMs.
  const loaded = customer !== null;
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const card = cardRef.current;
    if (!loaded || !section || rowId || !card) return;
    const follow = () => {
      const target = document.getElementById(`section-${section}`);
      if (target) scrollIntoContainer(target);
    };
    follow();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(follow);
    observer.observe(card);
    const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const name of userEvents) window.removeEventListener(name, stop, true);
    };
    const timer = window.setTimeout(stop, deepLinkFollowMs);
    for (const name of userEvents) window.addEventListener(name, stop, { capture: true, passive: true });
    return stop;
  }, [loaded, section, rowId]);

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
  /** The other sections (and remotes) hear what this card changed; the card reads the customer again too. */
  const announce = (topic: CustomerTopic) => announceCustomerChange(topic, customer.id);
  const saved = (next: Customer) => {
    setCustomer(next);
    announce(dialog === 'kyc' ? 'kycclock' : 'customer');
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
      announce('customer');
      setDialog(null);
    } catch (error) {
      setDialog(null);
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const confirmAction = dialog === 'archive' || dialog === 'restore' ? dialog : null;
  const back = customer.is_removed ? '/removedcustomers' : '/customers';

  return (
    <DeepLinkedSectionContext.Provider value={section}>
      <div className={styles.card}>
        <div className={styles.layout}>
          <div className={styles.page} ref={cardRef}>
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
            <div className={styles.jump}>
              <SectionJump sections={indexed} active={active} onJump={jumpTo} />
            </div>
            <BasicDataSection customer={customer} users={userList} teams={teamList} onEdit={() => setDialog('edit')} onAssign={() => setDialog('assign')} />
            {customer.type === 'business' && <RegisterSection customer={customer} />}
            <TagsSection
              customerId={customer.id}
              tags={tags.state === 'done' ? tags.data : []}
              selected={customer.tags ?? []}
              onChange={(next) => {
                setCustomer({ ...customer, tags: next });
                announce('customer');
              }}
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
            <ReviewsSection
              customer={customer}
              users={userList}
              onDone={() => announce('kycclock')}
              onError={showError}
            />
            {otherModules.map((module) => (
              <CardSectionSlot key={module} id={module} customerId={customer.id} highlightId={section === module ? rowId : undefined} onAvailable={handleAvailable} />
            ))}
            {isAdmin && <AuditSection customerId={customer.id} users={userList} teams={teamList} tags={tags.state === 'done' ? tags.data : []} />}
          </div>
          <aside className={styles.aside}>
            <SectionIndex sections={indexed} active={active} onJump={jumpTo} />
          </aside>
        </div>

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
          confirmLabel={confirmAction === 'archive' ? t('card.archive') : t('archive.restore')}
          destructive={confirmAction === 'archive'}
          confirmLoading={busy}
          closeLabel={t('common.cancel')}
          onClose={() => setDialog(null)}
          onConfirm={() => confirmAction && void runConfirmed(confirmAction)}
        />
        {/* Permanent deletion asks for the customer's name typed out; the service decides what AML retention keeps. */}
        {dialog === 'delete' && (
          <TypedConfirmDialog
            title={t('confirm.deleteTitle')}
            message={`${t('confirm.delete', { name: customer.name })} ${t('card.deleteTypeName', { name: customer.name })}`}
            expected={customer.name}
            inputLabel={t('card.deleteTypeLabel')}
            confirmLabel={t('card.deletePermanently')}
            cancelLabel={t('common.cancel')}
            busy={busy}
            onConfirm={() => void runConfirmed('delete')}
            onClose={() => setDialog(null)}
          />
        )}
        {errorDialog}
      </div>
    </DeepLinkedSectionContext.Provider>
  );
};
