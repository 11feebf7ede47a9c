import React, { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, registerInstances, useAppLocation, useSessionStore } from '@tunne/app-kit';
import { ArchiveListPage } from './pages/ArchiveListPage.tsx';
import { CustomerListPage } from './pages/CustomerListPage.tsx';
import { CustomerPage } from './pages/CustomerPage.tsx';
import { ImportPage } from './pages/ImportPage.tsx';
import { LeadFormPage } from './pages/LeadFormPage.tsx';
import { LeadListPage } from './pages/LeadListPage.tsx';
import { NewCustomerPage } from './pages/NewCustomerPage.tsx';
import { RetainedRecordsPage } from './pages/RetainedRecordsPage.tsx';
import { TasksPage } from './pages/TasksPage.tsx';
import { TodosPage } from './pages/TodosPage.tsx';
import { routeFor } from './routes.ts';

export { routeFor } from './routes.ts';

export interface RootProps {
  /** '/app', from the shell's single-spa custom props. */
  basePath?: string;
}

const Routes = () => {
  const { path, search } = useAppLocation();
  const route = routeFor(path, search);
  if (!route) return null;
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

export const Root = (_props: RootProps) => {
  useEffect(() => {
    registerInstances('mf_customers', { react: React, i18n, sessionStore: useSessionStore });
  }, []);
  return (
    <I18nextProvider i18n={i18n} defaultNS="customers">
      <Routes />
    </I18nextProvider>
  );
};
