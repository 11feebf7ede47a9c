import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLocation } from '@tunne/app-kit';
import { Spinner } from '@tunne/design-system';
import { routeFor, type Route } from './routes.ts';

export { routeFor } from './routes.ts';

// One chunk per page: the list, reached first from the home page, loads without the card, the forms or the import.
const ArchiveListPage = lazy(() => import('./pages/ArchiveListPage.tsx').then((module) => ({ default: module.ArchiveListPage })));
const CustomerListPage = lazy(() => import('./pages/CustomerListPage.tsx').then((module) => ({ default: module.CustomerListPage })));
const CustomerPage = lazy(() => import('./pages/CustomerPage.tsx').then((module) => ({ default: module.CustomerPage })));
const ImportPage = lazy(() => import('./pages/ImportPage.tsx').then((module) => ({ default: module.ImportPage })));
const LeadFormPage = lazy(() => import('./pages/LeadFormPage.tsx').then((module) => ({ default: module.LeadFormPage })));
const LeadListPage = lazy(() => import('./pages/LeadListPage.tsx').then((module) => ({ default: module.LeadListPage })));
const NewCustomerPage = lazy(() => import('./pages/NewCustomerPage.tsx').then((module) => ({ default: module.NewCustomerPage })));
const RetainedRecordsPage = lazy(() => import('./pages/RetainedRecordsPage.tsx').then((module) => ({ default: module.RetainedRecordsPage })));
const TasksPage = lazy(() => import('./pages/TasksPage.tsx').then((module) => ({ default: module.TasksPage })));
const TodosPage = lazy(() => import('./pages/TodosPage.tsx').then((module) => ({ default: module.TodosPage })));

export interface RootProps {
  /** '/app', from the shell's single-spa custom props. */
  basePath?: string;
}

/** The words of a page's own loading state; pages without one of their own say just "Loading…". */
const loadingText: Record<Route['page'], string> = {
  list: 'list.loading',
  customer: 'card.loading',
  leads: 'leads.loading',
  lead: 'leads.loading',
  new: 'retained.loading',
  import: 'retained.loading',
  todos: 'retained.loading',
  tasks: 'retained.loading',
  retained: 'retained.loading',
};

/**
 * While a page's chunk loads: the design system's spinner, which draws nothing for its first 750 ms (a chunk usually
 * arrives sooner, so nothing appears and nothing moves) and then the same spinner the card shows while its data loads.
 */
const PageLoading = ({ page }: { page: Route['page'] }) => {
  const { t } = useTranslation('customers');
  return <Spinner label={t(loadingText[page])} showLabel />;
};

const Page = ({ route }: { route: Route }) => {
  if (route.page === 'import') return <ImportPage />;
  if (route.page === 'leads') return <LeadListPage />;
  if (route.page === 'lead') return <LeadFormPage key={route.id ?? 'new'} id={route.id} />;
  if (route.page === 'todos') return <TodosPage />;
  if (route.page === 'tasks') return <TasksPage />;
  if (route.page === 'retained') return <RetainedRecordsPage />;
  if (route.page === 'new') return <NewCustomerPage key={route.type} type={route.type} />;
  if (route.page === 'customer') return <CustomerPage key={route.id} id={route.id} section={route.section} rowId={route.rowId} />;
  return route.archived ? <ArchiveListPage /> : <CustomerListPage />;
};

/** The remote's pages by path (createRemote draws them in the remote's frame, with its texts and error boundary). */
export const Root = (_props: RootProps) => {
  const { path, search } = useAppLocation();
  const route = routeFor(path, search);
  if (!route) return null;
  return (
    <Suspense fallback={<PageLoading page={route.page} />}>
      <Page route={route} />
    </Suspense>
  );
};
