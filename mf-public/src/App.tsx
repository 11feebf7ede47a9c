import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@tunne/design-system/Spinner';
import { Frame } from './shared/Frame.tsx';
import { Message } from './shared/Message.tsx';
import { parseRoute } from './shared/route.ts';

// Each page is its own chunk: a recipient of a secure message does not download the request form, nor the other way.
const RequestPage = lazy(() => import('./request/RequestPage.tsx').then((module) => ({ default: module.RequestPage })));
const LetterPage = lazy(() => import('./letter/LetterPage.tsx').then((module) => ({ default: module.LetterPage })));
const IdentificationPage = lazy(() => import('./identification/IdentificationPage.tsx').then((module) => ({ default: module.IdentificationPage })));
const SignatoryPage = lazy(() => import('./signatory/SignatoryPage.tsx').then((module) => ({ default: module.SignatoryPage })));
const EidCallbackPage = lazy(() => import('./eid/EidCallbackPage.tsx').then((module) => ({ default: module.EidCallbackPage })));
const VerifyPage = lazy(() => import('./verify/VerifyPage.tsx').then((module) => ({ default: module.VerifyPage })));

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
  switch (route.page) {
    case 'requests':
      return (
        <Suspense fallback={<Loading />}>
          <RequestPage route={route} />
        </Suspense>
      );
    case 'letters':
      return (
        <Suspense fallback={<Loading />}>
          <LetterPage route={route} />
        </Suspense>
      );
    case 'identifications':
      return (
        <Suspense fallback={<Loading />}>
          <IdentificationPage route={route} />
        </Suspense>
      );
    case 'signatories':
      return (
        <Suspense fallback={<Loading />}>
          <SignatoryPage route={route} />
        </Suspense>
      );
    case 'eidCallback':
      return (
        <Suspense fallback={<Loading />}>
          <EidCallbackPage />
        </Suspense>
      );
    case 'verify':
      return (
        <Suspense fallback={<Loading />}>
          <VerifyPage />
        </Suspense>
      );
    case 'unavailable':
      return (
        <Frame>
          <Message tone="info" title={t('unavailable.title')}>
            <p>{t('unavailable.text')}</p>
          </Message>
        </Frame>
      );
    default:
      return (
        <Frame>
          <Message tone="problem" title={t('problem.LINK_INVALID.title')}>
            <p>{t('problem.LINK_INVALID.text')}</p>
          </Message>
        </Frame>
      );
  }
}
