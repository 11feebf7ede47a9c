import { useTranslation } from 'react-i18next';
import { requestAskFlags, requestRecordKinds, type Request } from '@tunne/contracts';
import type { DetailContext } from '../../../kinds/kind.ts';
import { DetailFiles, Part } from '../../../shared/DetailParts.tsx';
import * as styles from '../../../shared/Detail.module.css';
import { askSubOptions, describedAsks } from '../request-form.ts';
import { AnswerComparison } from './AnswerComparison.tsx';

const isDescribed = (flag: string): flag is (typeof describedAsks)[number] => (describedAsks as readonly string[]).includes(flag);

/** What was asked, with the descriptions and the sub-options that are on. */
const AskedParts = ({ request }: { request: Request }) => {
  const { t } = useTranslation('outbound');
  const asked = requestAskFlags.filter((flag) => request[flag]);
  const filled = requestRecordKinds.flatMap((kind) => [
    ...(request[`prefill_${kind}`] ? [t(`prefill.${kind}`)] : []),
    ...(request[`autofill_${kind}`] ? [t(`autofill.${kind}`)] : []),
  ]);
  return (
    <>
      <ul className={styles.list} aria-label={t('requests.asked')}>
        {asked.map((flag) => (
          <li key={flag}>
            <strong>{t(`asks.${flag}`)}</strong>
            {flag === 'ask_riskquestions' && request.riskquestions_type && ` (${t(`riskquestionsType.${request.riskquestions_type}`)})`}
            {(askSubOptions[flag] ?? []).filter((sub) => request[sub]).map((sub) => ` · ${t(`asks.${sub}`)}`)}
            {isDescribed(flag) && request[`${flag}_description`] && <span className={styles.hash}>{request[`${flag}_description`]}</span>}
          </li>
        ))}
      </ul>
      {(filled.length > 0 || request.prefill_changes) && (
        <p className={styles.muted}>{[...filled, ...(request.prefill_changes ? [t('prefill.changes')] : [])].join(' · ')}</p>
      )}
    </>
  );
};

/** A request's own parts of its detail (spec §4): what was asked, the attachments, the answer's files and the answer beside what was before. */
export const RequestParts = (context: DetailContext<Request>) => {
  const { t } = useTranslation('outbound');
  const request = context.item;
  const answerFiles = request.files.filter((file) => file.role === 'answer');
  return (
    <>
      <Part title={t('requests.asked')}>
        <AskedParts request={request} />
      </Part>
      <Part title={t('files.attachments')}>
        <DetailFiles
          api="requests"
          context={context}
          files={request.files.filter((file) => file.role === 'attachment')}
          label={t('files.attachments')}
          canEdit={request.state === 'draft'}
        />
      </Part>
      {answerFiles.length > 0 && (
        <Part title={t('requests.answerFiles')}>
          <DetailFiles api="requests" context={context} files={answerFiles} label={t('requests.answerFiles')} />
        </Part>
      )}
      {['wait', 'done', 'accepted'].includes(request.state) && (
        <Part title={t('answer.title')}>
          <AnswerComparison requestId={request.id} />
        </Part>
      )}
    </>
  );
};
