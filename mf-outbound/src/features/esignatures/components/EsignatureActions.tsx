import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import type { Esignature } from '@tunne/contracts';
import type { Confirmation } from '../../../shared/ConfirmDialog.tsx';
import type { DetailContext } from '../../../kinds/kind.ts';
import { pauseEsignature, resumeEsignature, sendEsignature } from '../api.ts';

/** An e-signature's footer by its status (spec §4): a draft is sent; a sent one paused or reminded again; a paused one resumed. */
export const EsignatureActions = ({ item, frozen, busy, act, confirm, changed }: DetailContext<Esignature>) => {
  const { t } = useTranslation('outbound');
  /** The send asked first; an EDD refusal is said in the confirmation, which offers an admin the override. */
  const sending = (texts: Pick<Confirmation, 'title' | 'message' | 'confirmLabel'>): Confirmation => ({
    ...texts,
    run: async () => changed(await sendEsignature(item.id)),
    runWithEddOverride: async (reason) => changed(await sendEsignature(item.id, reason)),
  });
  return (
    <>
      {item.status === 'DRAFT' && (
        <Button
          disabled={frozen}
          variant="primary"
          loading={busy === 'send'}
          onClick={() => void act('send', () => sendEsignature(item.id), sending({ title: t('confirm.sendTitle'), message: t('esignatures.sendText'), confirmLabel: t('actions.sendNow') }))}
        >
          {t('actions.sendNow')}
        </Button>
      )}
      {item.status === 'SEND' && (
        <>
          <Button loading={busy === 'pause'} onClick={() => void act('pause', () => pauseEsignature(item.id))}>
            {t('esignatures.pause')}
          </Button>
          <Button disabled={frozen} variant="primary" onClick={() => confirm(sending({ title: t('confirm.resendTitle'), message: t('esignatures.resendAllText'), confirmLabel: t('actions.resend') }))}>
            {t('esignatures.resendAll')}
          </Button>
        </>
      )}
      {item.status === 'PAUSED' && (
        <Button disabled={frozen} variant="primary" loading={busy === 'resume'} onClick={() => void act('resume', () => resumeEsignature(item.id))}>
          {t('esignatures.resume')}
        </Button>
      )}
    </>
  );
};
