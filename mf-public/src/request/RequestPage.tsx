import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@tunne/app-kit/error-text';
import { formatDateTime } from '@tunne/app-kit/format';
import type { OutboundFile, PublicReceipt, PublicRequestView, RequestAnswerBody } from '@tunne/contracts';
import { itemPath } from '../shared/api.ts';
import { Frame } from '../shared/Frame.tsx';
import { ItemPageStatus } from '../shared/ItemPageStatus.tsx';
import { pageProblemOf } from '../shared/LinkProblem.tsx';
import { Message } from '../shared/Message.tsx';
import type { ItemRoute } from '../shared/route.ts';
import { useItemPage } from '../shared/use-item-page.ts';
import * as styles from '../shared/public.module.css';
import { RequestSteps } from './RequestSteps.tsx';
import type { FilesControl } from './step-props.ts';

/** The answer a recipient starts from: their saved draft, else what the customer has now (prefill). */
export const startingAnswer = (view: PublicRequestView): RequestAnswerBody => {
  if (view.draft) return view.draft;
  const { basic, ...people } = view.prefill;
  return { ...(basic ? { basic } : {}), ...people };
};

/** A request's public page (spec §3 Request): the asked parts step by step, a summary, the receipt. */
export function RequestPage({ route }: { route: ItemRoute }) {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const base = itemPath('requests', route.organisationsId, route.customersId, route.id);
  const [files, setFiles] = useState<OutboundFile[]>([]);
  const { client, state, setState } = useItemPage<PublicRequestView, PublicReceipt>({
    id: route.id,
    path: base,
    previewPath: route.preview ? `v2.5/user/requests/${route.id}/preview` : null,
    stateOf: (view) => {
      setFiles(view.files);
      // Staff may preview an answered request; the recipient gets the already-answered page.
      return view.answered_at && !route.preview ? { status: 'problem', error: { code: 'LINK_ALREADY_ANSWERED' } } : { status: 'ready', view };
    },
  });

  const filesControl: FilesControl = {
    files,
    upload: async (chosen) => {
      for (const file of chosen) {
        const form = new FormData();
        form.append('file', file, file.name);
        const added = await client.upload<OutboundFile>(`${base}/files`, form);
        setFiles((current) => [...current, added]);
      }
    },
    remove: async (file) => {
      await client.delete(`${base}/files/${file.id}`);
      setFiles((current) => current.filter((item) => item.id !== file.id));
    },
  };

  const saveDraft = useCallback((draft: RequestAnswerBody) => client.put(`${base}/draft`, draft), [client, base]);
  const submit = useCallback(async (answer: RequestAnswerBody) => {
    const { step: _step, ...body } = answer;
    try {
      const receipt = await client.post<PublicReceipt>(`${base}/submit`, body);
      setState((current) => (current.status === 'ready' ? { status: 'done', view: current.view, receipt } : current));
      return null;
    } catch (error) {
      if (pageProblemOf(error) !== 'OTHER') {
        setState({ status: 'problem', error });
        return null;
      }
      return errorText(error);
    }
  }, [client, base, errorText, setState]);

  if (state.status === 'loading' || state.status === 'problem') return <ItemPageStatus state={state} preview={route.preview} />;
  const { view } = state;
  if (state.status === 'done') {
    return (
      <Frame organisation={view.organisation}>
        <Message tone="success" title={t('receipt.title')}>
          <p>{t('receipt.received', { date: formatDateTime(state.receipt.answered_at) })}</p>
          <p>{state.receipt.awaits_acceptance ? t('receipt.awaitsAcceptance', { organisation: view.organisation.name }) : t('receipt.stored', { organisation: view.organisation.name })}</p>
          <p>{t('receipt.close')}</p>
        </Message>
      </Frame>
    );
  }
  return (
    <Frame organisation={view.organisation} preview={route.preview}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{t('request.eyebrow', { organisation: view.organisation.name })}</p>
        <h1 className={styles.pageTitle}>{t('request.title', { customer: view.customer_name })}</h1>
        {view.description && <p className={styles.cover}>{view.description}</p>}
        <p className={styles.help}>{t('request.expires', { date: formatDateTime(view.expires_at) })}</p>
      </div>
      <RequestSteps view={view} initial={startingAnswer(view)} files={filesControl} readOnly={route.preview} saveDraft={saveDraft} submit={submit} />
    </Frame>
  );
}
