import { useState } from 'react';
import { useSessionStore } from '@tunne/app-kit/session-store';
import type { PublicLetterView } from '@tunne/contracts';
import { itemPath, linkFetch, publicClient, saveBlob } from '../shared/api.ts';
import { Frame } from '../shared/Frame.tsx';
import { ItemPageStatus } from '../shared/ItemPageStatus.tsx';
import { storedLinkCode, storeLinkCode } from '../shared/link-token.ts';
import { pageProblemOf } from '../shared/LinkProblem.tsx';
import type { ItemRoute } from '../shared/route.ts';
import { useItemPage } from '../shared/use-item-page.ts';
import { CodeStep } from './CodeStep.tsx';
import { LetterContent } from './LetterContent.tsx';

/** A secure message's public page (spec §3 Secure message): the SMS code first when asked, then the text and files. */
export function LetterPage({ route }: { route: ItemRoute }) {
  const [code, setCode] = useState<string | null>(() => (route.preview ? null : storedLinkCode(route.id)));
  const base = itemPath('letters', route.organisationsId, route.customersId, route.id);
  const { credentials, client, state, show, fail } = useItemPage<PublicLetterView>({
    id: route.id,
    path: base,
    previewPath: route.preview ? `v2.5/user/letters/${route.id}/preview` : null,
    code,
    open: (load, token) =>
      load().catch((error: unknown) => {
        // A code kept from earlier in this tab that no longer opens the letter: back to the code step.
        if (!code || pageProblemOf(error) !== 'OTHER') throw error;
        storeLinkCode(route.id, null);
        setCode(null);
        return publicClient(() => ({ token })).get<PublicLetterView>(base);
      }),
  });

  /** Opens the letter with a code: the view with the code proven, or the problem for the code step to show. */
  const handleCode = async (entered: string): Promise<void> => {
    const opened = await publicClient(() => ({ token: credentials().token, code: entered })).get<PublicLetterView>(base);
    storeLinkCode(route.id, entered);
    setCode(entered);
    await show(opened);
  };

  const download = async (filesId: string, name: string) => {
    // Staff previewing download through their own API with their session; the recipient with the link's headers.
    const response = route.preview
      ? await globalThis.fetch(`/api/v2.5/user/letters/${route.id}/files/${filesId}`, { headers: { authorization: `Bearer ${useSessionStore.getState().token ?? ''}` } })
      : await linkFetch(credentials)(`/api/${base}/files/${filesId}`);
    if (!response.ok) throw Object.assign(new Error('download failed'), { code: response.status === 404 ? 'FILE_NOT_FOUND' : 'HTTP_ERROR' });
    saveBlob(await response.blob(), name);
  };

  if (state.status === 'loading' || state.status === 'problem') return <ItemPageStatus state={state} preview={route.preview} />;
  const { view } = state;
  return (
    <Frame organisation={view.organisation} preview={route.preview}>
      {view.needs_code ? (
        <CodeStep telHint={view.tel_hint} sendCode={() => client.post(`${base}/code`)} open={handleCode} onLinkProblem={fail} />
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
            await show(await client.get<PublicLetterView>(base));
          }}
        />
      )}
    </Frame>
  );
}
