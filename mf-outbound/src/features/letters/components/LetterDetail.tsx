import { useTranslation } from 'react-i18next';
import type { Letter } from '@tunne/contracts';
import type { DetailContext } from '../../../kinds/kind.ts';
import { DetailFiles, Part } from '../../../shared/DetailParts.tsx';
import * as styles from '../../../shared/Detail.module.css';

/** A secure message's own parts of its detail: the attachments, and the recipient's answer with its files. */
export const LetterParts = (context: DetailContext<Letter>) => {
  const { t } = useTranslation('outbound');
  const letter = context.item;
  const answerFiles = letter.files.filter((file) => file.role === 'answer');
  return (
    <>
      <Part title={t('files.attachments')}>
        <DetailFiles
          api="letters"
          context={context}
          files={letter.files.filter((file) => file.role === 'attachment')}
          label={t('files.attachments')}
          canEdit={letter.state === 'draft'}
        />
      </Part>
      {(letter.answered_at || answerFiles.length > 0) && (
        <Part title={t('letters.answer')}>
          {letter.answer_text && <p className={styles.text}>{letter.answer_text}</p>}
          <DetailFiles api="letters" context={context} files={answerFiles} label={t('letters.answerFiles')} />
        </Part>
      )}
    </>
  );
};
