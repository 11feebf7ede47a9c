import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@tunne/app-kit/error-text';
import { formatDateTime } from '@tunne/app-kit/format';
import { schemaResolver } from '@tunne/app-kit/schema-resolver';
import { LetterAnswerBody, type OutboundFile, type PublicLetterView } from '@tunne/contracts';
import { Button } from '@tunne/design-system/Button';
import { formatFileSize } from '@tunne/design-system/FileList';
import { TextArea } from '@tunne/design-system/TextArea';
import { FilesField } from '../request/FilesField.tsx';
import { problemText } from '../request/problem-text.ts';
import { FormFooter } from '../shared/FormFooter.tsx';
import * as styles from '../shared/public.module.css';

type OpenLetter = Extract<PublicLetterView, { needs_code: false }>;

export interface LetterContentProps {
  view: OpenLetter;
  readOnly: boolean;
  download: (filesId: string, name: string) => Promise<void>;
  upload: (file: File) => Promise<OutboundFile>;
  answer: (text: string) => Promise<void>;
}

function FileDownloads({ files, label, download }: { files: OutboundFile[]; label: string; download: LetterContentProps['download'] }) {
  const { t, i18n } = useTranslation('public');
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <ul className={styles.fileRows} aria-label={label}>
        {files.map((file) => (
          <li key={file.id} className={styles.fileRow}>
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileMeta}>{formatFileSize(file.size, i18n.language)}</span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('letter.downloadNamed', { name: file.name })}
              onClick={() => void download(file.id, file.name).then(() => setProblem(null), (error: unknown) => setProblem(errorText(error)))}
            >
              {t('letter.download')}
            </Button>
          </li>
        ))}
      </ul>
      <div role="alert">{problem && <p className={styles.fieldError}>{problem}</p>}</div>
    </>
  );
}

/** The letter's text and files, and the answer (text and files) when the sender allows one. */
export function LetterContent({ view, readOnly, download, upload, answer }: LetterContentProps) {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const heading = useRef<HTMLHeadingElement>(null);
  const [answerFiles, setAnswerFiles] = useState<OutboundFile[]>(view.answer_files);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const { register, handleSubmit, formState } = useForm<{ text: string }>({
    defaultValues: { text: '' },
    resolver: schemaResolver<{ text: string }, LetterAnswerBody>(LetterAnswerBody, {
      toBody: (values) => ({ text: values.text.trim() }),
      refine: (body) => (body.text === '' && answerFiles.length === 0 ? { text: 'required' as const } : {}),
    }),
  });
  const canAnswer = view.allow_answer && !view.answered_at && !readOnly;

  const send = handleSubmit(async ({ text }) => {
    setProblem(null);
    try {
      await answer(text.trim());
    } catch (error) {
      setProblem(errorText(error));
    }
  });

  return (
    <article className={styles.panel} aria-labelledby="letter-title">
      <p className={styles.eyebrow}>{t('letter.eyebrow', { date: formatDateTime(view.sent_at) })}</p>
      <h1 id="letter-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('letter.title', { organisation: view.organisation.name })}
      </h1>
      <p className={styles.letterText}>{view.text}</p>
      {view.files.length > 0 && (
        <section aria-labelledby="letter-files">
          <h2 id="letter-files" className={styles.sectionTitle}>
            {t('letter.files')}
          </h2>
          <FileDownloads files={view.files} label={t('letter.files')} download={download} />
        </section>
      )}
      {view.answered_at ? (
        <section className={styles.answer} aria-labelledby="letter-answer">
          <h2 id="letter-answer" className={styles.sectionTitle}>
            {t('letter.yourAnswer')}
          </h2>
          <p className={styles.eyebrow}>{t('letter.answeredAt', { date: formatDateTime(view.answered_at) })}</p>
          {view.answer_text && <p className={styles.letterText}>{view.answer_text}</p>}
          {view.answer_files.length > 0 && (
            <ul className={styles.fileRows} aria-label={t('letter.answerFiles')}>
              {view.answer_files.map((file) => (
                <li key={file.id} className={styles.fileRow}>
                  <span className={styles.fileName}>{file.name}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : canAnswer ? (
        <form className={styles.answer} onSubmit={(event) => void send(event)} noValidate aria-labelledby="letter-answer">
          <h2 id="letter-answer" className={styles.sectionTitle}>
            {t('letter.answerTitle')}
          </h2>
          <div className={styles.fields}>
            <TextArea label={t('letter.answerLabel')} rows={6} error={problemText(t, 'answer', formState.errors.text?.type as string | undefined)} {...register('text')} />
            <FilesField
              label={t('letter.answerFiles')}
              readOnly={false}
              removable={false}
              control={{
                files: answerFiles,
                upload: async (chosen) => {
                  for (const file of chosen) {
                    const added = await upload(file);
                    setAnswerFiles((current) => [...current, added]);
                  }
                },
                remove: async () => undefined,
              }}
            />
          </div>
          <FormFooter problem={problem} submitLabel={t('letter.send')} busy={formState.isSubmitting} />
        </form>
      ) : null}
      <p className={styles.help}>{t('letter.expires', { date: formatDateTime(view.expires_at) })}</p>
    </article>
  );
}
