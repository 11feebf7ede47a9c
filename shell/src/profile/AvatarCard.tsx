import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Dialog } from '@tunne/design-system';
import { useErrorText } from '@tunne/app-kit';
import { avatarLimits, type Profile } from '@tunne/contracts';
import { Avatar } from '../components/Avatar.tsx';
import { OutcomeDialog, type Outcome } from '../components/OutcomeDialog.tsx';
import { avatarFileProblem, avatarMaxMegabytes } from './avatar-file.ts';
import { removeAvatar, uploadAvatar } from './profile-api.ts';
import * as styles from './Profile.module.css';

/**
 * Change avatar (spec §2 Profile; §7 POST users/me/avatar as a file form): a PNG or JPEG, checked here for type and
 * size before it is sent (the service checks the content again), or removed to show the initials.
 */
export const AvatarCard = ({ name, profile, onSaved }: { name: string; profile: Profile | null; onSaved: (profile: Profile) => void }) => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const inputId = useId();
  const problemId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [doneMessage, setDoneMessage] = useState('');
  const avatarUrl = profile?.avatar_url ?? null;

  const problemText = (file: File | null | undefined): string | null => {
    const found = avatarFileProblem(file);
    if (found === 'missing') return t('profile.avatarMissing');
    if (found === 'type') return t('profile.avatarWrongType');
    if (found === 'size') return t('profile.avatarTooLarge', { size: avatarMaxMegabytes });
    return null;
  };

  const handleUpload = async (): Promise<void> => {
    const file = fileRef.current?.files?.[0];
    const found = problemText(file);
    setProblem(found);
    if (found || !file) return;
    setBusy('upload');
    try {
      onSaved(await uploadAvatar(file));
      if (fileRef.current) fileRef.current.value = '';
      setDoneMessage(t('profile.avatarSaved'));
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const handleRemove = async (): Promise<void> => {
    setBusy('remove');
    try {
      onSaved(await removeAvatar());
      setConfirmRemove(false);
      setDoneMessage(t('profile.avatarRemoved'));
      setOutcome({ kind: 'done' });
    } catch (error) {
      setConfirmRemove(false);
      setOutcome({ kind: 'error', message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t('profile.avatarTitle')}>
      <div className={styles.avatarRow}>
        {avatarUrl ? (
          <img className={styles.avatarPreview} src={avatarUrl} alt={t('profile.avatarAlt')} />
        ) : (
          <Avatar name={name} url={null} size="lg" />
        )}
        <div className={styles.avatarTools}>
          <label className={styles.fileLabel} htmlFor={inputId}>
            {t('profile.avatarFile')}
          </label>
          <input
            ref={fileRef}
            id={inputId}
            type="file"
            accept={avatarLimits.types.join(',')}
            aria-describedby={problem ? problemId : `${inputId}-hint`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setProblem(event.target.files?.[0] ? problemText(event.target.files[0]) : null)}
          />
          {problem ? (
            <p id={problemId} className={styles.problem} role="alert">
              {problem}
            </p>
          ) : (
            <p id={`${inputId}-hint`} className={styles.hint}>
              {t('profile.avatarText', { size: avatarMaxMegabytes })}
            </p>
          )}
          <div className={styles.buttons}>
            <Button variant="primary" onClick={() => void handleUpload()} loading={busy === 'upload'}>
              {t('profile.avatarUpload')}
            </Button>
            {avatarUrl && (
              <Button variant="ghost" onClick={() => setConfirmRemove(true)} disabled={busy !== null}>
                {t('profile.avatarRemove')}
              </Button>
            )}
          </div>
        </div>
      </div>
      <Dialog
        open={confirmRemove}
        kind="confirm"
        destructive
        title={t('profile.avatarRemoveTitle')}
        message={t('profile.avatarRemoveText')}
        confirmLabel={t('profile.avatarRemove')}
        confirmLoading={busy === 'remove'}
        closeLabel={t('dialog.cancel')}
        onConfirm={() => void handleRemove()}
        onClose={() => setConfirmRemove(false)}
      />
      <OutcomeDialog outcome={outcome} doneMessage={doneMessage} onClose={() => setOutcome(null)} />
    </Card>
  );
};
