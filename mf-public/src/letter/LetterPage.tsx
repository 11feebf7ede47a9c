import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@tunne/app-kit/api';
import { useSessionStore } from '@tunne/app-kit/session-store';
import { Spinner } from '@tunne/design-system/Spinner';
import type { PublicLetterView } from '@tunne/contracts';
import { itemPath, linkFetch, publicClient, saveBlob } from '../shared/api.ts';
import { Frame } from '../shared/Frame.tsx';
import { useItemLanguage } from '../shared/i18n.ts';
import { storedLinkCode, storeLinkCode, takeLinkToken } from '../shared/link-token.ts';
import { LinkProblem, pageProblemOf } from '../shared/LinkProblem.tsx';
import type { ItemRoute } from '../shared/route.ts';
import * as styles from '../shared/public.module.css';
import { CodeStep } from './CodeStep.tsx';
import { LetterContent } from './LetterContent.tsx';

type PageState =
  | { status: 'loading' }
  | { status: 'problem'; error: unknown }
  | { status: 'ready'; view: PublicLetterView };

const linkInvalid = { code: 'LINK_INVALID' };

/** A secure message's public page (spec §3 Secure message): the SMS code first when asked, then the text and files. */
export function LetterPage({ route }: { route: ItemRoute }) {
  const { t } = useTranslation('public');
  const adoptLanguage = useItemLanguage();
  const token = useMemo(() => (route.preview ? null : takeLinkToken(route.id)), [route]);
  const [code, setCode] = useState<string | null>(() => (route.preview ? null : storedLinkCode(route.id)));
  const credentials = useCallback(() => ({ token: token ?? '', code }), [token, code]);
  const client = useMemo(() => publicClient(credentials), [credentials]);
  const base = itemPath('letters', route.organisationsId, route.customersId, route.id);
  const [state, setState] = useState<PageState>({ status: 'loading' });

  const show = useCallback((view: PublicLetterView) => {
    adoptLanguage(view.language);
    setState({ status: 'ready', view });
  }, [adoptLanguage]);

  useEffect(() => {
    let live = true;
    const load = route.preview
      ? api.get<PublicLetterView>(`v2.5/user/letters/${route.id}/preview`)
      : token
        ? client.get<PublicLetterView>(base)
        : Promise.reject(linkInvalid);
    load.then(
      (view) => live && show(view),
      (error: unknown) => {
        if (!live) return;
        // A code kept from earlier in this tab that no longer opens the letter: back to the code step.
        if (code && pageProblemOf(error) === 'OTHER') {
          storeLinkCode(route.id, null);
          setCode(null);
          publicClient(() => ({ token: token ?? '' }))
            .get<PublicLetterView>(base)
            .then(
              (view) => live && show(view),
              (again: unknown) => live && setState({ status: 'problem', error: again }),
            );
          return;
        }
        setState({ status: 'problem', error });
      },
    );
    return () => {
      live = false;
    };
    // The first view only; opening with a code goes through handleCode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, token]);

  /** Opens the letter with a code: the view with the code proven, or the problem for the code step to show. */
  const handleCode = async (entered: string): Promise<void> => {
    const opened = await publicClient(() => ({ token: token ?? '', code: entered })).get<PublicLetterView>(base);
    storeLinkCode(route.id, entered);
    setCode(entered);
    show(opened);
  };

  const download = async (filesId: string, name: string) => {
    // Staff previewing download through their own API with their session; the recipient with the link's headers.
    const response = route.preview
      ? await globalThis.fetch(`/api/v2.5/user/letters/${route.id}/files/${filesId}`, { headers: { authorization: `Bearer ${useSessionStore.getState().token ?? ''}` } })
      : await linkFetch(credentials)(`/api/${base}/files/${filesId}`);
    if (!response.ok) throw Object.assign(new Error('download failed'), { code: response.status === 404 ? 'FILE_NOT_FOUND' : 'HTTP_ERROR' });
    saveBlob(await response.blob(), name);
  };

  if (state.status === 'loading') {
    return (
      <Frame preview={route.preview}>
        <div className={styles.loading}>
          <Spinner label={t('loading')} />
        </div>
      </Frame>
    );
  }
  if (state.status === 'problem') {
    return (
      <Frame preview={route.preview}>
        <LinkProblem error={state.error} />
      </Frame>
    );
  }
  const { view } = state;
  return (
    <Frame organisation={view.organisation} preview={route.preview}>
      {view.needs_code ? (
        <CodeStep telHint={view.tel_hint} sendCode={() => client.post(`${base}/code`)} open={handleCode} onLinkProblem={(error) => setState({ status: 'problem', error })} />
      ) : (
        <LetterContent
          view={view}
          readOnly={route.preview}
          download={download}
          upload={async (file) => {
            const form = new FormData();
            form.append('file', file, file.name);
            return client.upload(`${base}/files`, form);
          }}
          answer={async (text) => {
            await client.post(`${base}/answer`, { text });
            show(await client.get<PublicLetterView>(base));
          }}
        />
      )}
    </Frame>
  );
}
