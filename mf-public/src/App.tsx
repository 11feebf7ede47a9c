import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LetterPage } from './letter/LetterPage.tsx';
import { RequestPage } from './request/RequestPage.tsx';
import { Frame } from './shared/Frame.tsx';
import { Message } from './shared/Message.tsx';
import { parseRoute } from './shared/route.ts';

/** The public pages' router: one page per link kind; the path never changes while the page is open. */
export function App() {
  const { t } = useTranslation('public');
  const route = useMemo(() => parseRoute(window.location.pathname, window.location.search), []);
  switch (route.page) {
    case 'requests':
      return <RequestPage route={route} />;
    case 'letters':
      return <LetterPage route={route} />;
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
