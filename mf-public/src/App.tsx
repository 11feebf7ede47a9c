import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@tunne/design-system/Spinner';
import { Frame } from './shared/Frame.tsx';
import { Message } from './shared/Message.tsx';
import { parseRoute, type PublicRoute } from './shared/route.ts';

// Each page is its own chunk: a recipient of a secure message does not download the request form, nor the other way.
const pageLoaders = {
  requests: () => import('./request/RequestPage.tsx').then((module) => ({ default: module.RequestPage })),
  letters: () => import('./letter/LetterPage.tsx').then((module) => ({ default: module.LetterPage })),
  identifications: () => import('./identification/IdentificationPage.tsx').then((module) => ({ default: module.IdentificationPage })),
  signatories: () => import('./signatory/SignatoryPage.tsx').then((module) => ({ default: module.SignatoryPage })),
  eidCallback: () => import('./eid/EidCallbackPage.tsx').then((module) => ({ default: module.EidCallbackPage })),
  verify: () => import('./verify/VerifyPage.tsx').then((module) => ({ default: module.VerifyPage })),
};

type LazyPage = keyof typeof pageLoaders;
const isLazyPage = (page: PublicRoute['page']): page is LazyPage => page in pageLoaders;

const pages = {
  requests: lazy(pageLoaders.requests),
  letters: lazy(pageLoaders.letters),
  identifications: lazy(pageLoaders.identifications),
  signatories: lazy(pageLoaders.signatories),
  eidCallback: lazy(pageLoaders.eidCallback),
  verify: lazy(pageLoaders.verify),
};

/** Starts fetching a page's chunk (the entry: the route's, while the language's texts load; the two come in parallel). */
export const preloadPage = (page: PublicRoute['page']): Promise<unknown> => (isLazyPage(page) ? pageLoaders[page]().catch(() => undefined) : Promise.resolve());

/** While a page's chunk loads: the frame with a spinner that shows only if it takes a while. */
const Loading = () => {
  const { t } = useTranslation('public');
  return (
    <Frame>
      <Spinner label={t('loading')} delayMs={500} />
    </Frame>
  );
};

/** The public pages' router: one page per link kind; the path never changes while the page is open. */
export function App() {
  const { t } = useTranslation('public');
  const route = useMemo(() => parseRoute(window.location.pathname, window.location.search), []);
  if (isLazyPage(route.page)) {
    const Page = pages[route.page] as ComponentType<{ route: PublicRoute }>;
    return (
      <Suspense fallback={<Loading />}>
        <Page route={route} />
      </Suspense>
    );
  }
  if (route.page === 'unavailable') {
    return (
      <Frame>
        <Message tone="info" title={t('unavailable.title')}>
          <p>{t('unavailable.text')}</p>
        </Message>
      </Frame>
    );
  }
  return (
    <Frame>
      <Message tone="problem" title={t('problem.LINK_INVALID.title')}>
        <p>{t('problem.LINK_INVALID.text')}</p>
      </Message>
    </Frame>
  );
}
