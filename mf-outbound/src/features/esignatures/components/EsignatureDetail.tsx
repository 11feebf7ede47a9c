import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileList, Select, formatFileSize } from '@tunne/design-system';
import { currentLanguage } from '@tunne/app-kit';
import type { Esignature } from '@tunne/contracts';
import type { DetailContext } from '../../../kinds/kind.ts';
import { Part } from '../../../shared/DetailParts.tsx';
import { Sha256 } from '../../../shared/Sha256.tsx';
import * as styles from '../../../shared/Detail.module.css';
import {
  decideSignatoryMismatch, esignatureFileLink, openSignedPdf, resendToSignatory, signedPdfLanguages, type SignedPdfLanguage,
} from '../api.ts';
import { byOrder } from '../esignature-form.ts';
import { SignatoryCard } from './SignatoryCard.tsx';

/** The UI language as the certificate page's l parameter (sv → se, da → dk: the app's codes already are these). */
const pdfLanguageOf = (language: string): SignedPdfLanguage =>
  (signedPdfLanguages as readonly string[]).includes(language) ? (language as SignedPdfLanguage) : 'fi';

/** Beside the detail's light: how many have signed. */
export const SignedCount = ({ item }: { item: Esignature }) => {
  const { t } = useTranslation('outbound');
  const signed = item.signatories.filter((signatory) => signatory.status === 'done').length;
  return <span className={styles.muted}>{t('esignatures.signedCount', { signed, total: item.signatories.length })}</span>;
};

/** The sealed PDF, with its certificate page in the chosen language. */
const SignedPdf = ({ item, onError }: DetailContext<Esignature>) => {
  const { t } = useTranslation('outbound');
  const [pdfLanguage, setPdfLanguage] = useState<SignedPdfLanguage>(() => pdfLanguageOf(currentLanguage()));
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await openSignedPdf(item.id, pdfLanguage);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Part title={t('esignatures.signedPdf')} data-signed-pdf="">
      <div className={styles.inline}>
        <Select label={t('esignatures.pdfLanguage')} size="sm" value={pdfLanguage} onChange={(event) => setPdfLanguage(event.target.value as SignedPdfLanguage)}>
          {signedPdfLanguages.map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </Select>
        <Button variant="primary" loading={busy} onClick={() => void download()}>
          {t('esignatures.downloadSigned')}
        </Button>
      </div>
      {item.signed_sha256 && <Sha256 value={item.signed_sha256} />}
    </Part>
  );
};

/** The signatories by signing order, the current order marked; a deep link's signatory highlighted. */
const Signatories = ({ item, frozen, focusId, confirm, changed }: DetailContext<Esignature>) => {
  const { t } = useTranslation('outbound');
  return (
    <Part title={t('signatories.title')}>
      {item.signatories.length === 0 && <p className={styles.muted}>{t('signatories.none')}</p>}
      <ol className={styles.orders}>
        {byOrder(item.signatories).map(([order, group]) => (
          <li key={order} className={styles.order} data-order={order}>
            <h4 className={styles.orderTitle}>
              {t('signatories.orderTitle', { order })}
              {order === item.current_order && ` · ${t('signatories.currentTurn')}`}
            </h4>
            {group.map((signatory) => (
              <SignatoryCard
                key={signatory.id}
                signatory={signatory}
                esignature={item}
                highlighted={signatory.id === focusId}
                frozen={frozen}
                onResend={() =>
                  confirm({
                    title: t('confirm.resendTitle'),
                    message: t('confirm.resend', { email: signatory.email }),
                    confirmLabel: t('actions.resend'),
                    run: async () => changed(await resendToSignatory(item.id, signatory.id)),
                  })
                }
                onDecide={(decision) =>
                  confirm({
                    title: t(`mismatch.confirmTitle.${decision}`),
                    message: t(`mismatch.signatoryConfirm.${decision}`, { identified: signatory.identified_name ?? '', expected: signatory.name }),
                    confirmLabel: t(`mismatch.action.${decision}`),
                    destructive: decision === 'ACCEPTED',
                    run: async () => changed(await decideSignatoryMismatch(item.id, signatory.id, { decision })),
                  })
                }
              />
            ))}
          </li>
        ))}
      </ol>
    </Part>
  );
};

/** An e-signature's own parts of its detail (spec §3, §4, §7): the signed PDF, the documents, the signatories by order. */
export const EsignatureParts = (context: DetailContext<Esignature>) => {
  const { t } = useTranslation('outbound');
  const { item, onError } = context;
  const language = currentLanguage();
  return (
    <>
      {item.status === 'SIGNED' && <SignedPdf {...context} />}
      <Part title={t('esignatures.files')}>
        <FileList
          files={item.files}
          label={t('esignatures.files')}
          hrefOf={(file) => esignatureFileLink(item.id, file.id)}
          downloadLabel={(file) => t('files.download', { name: file.name })}
          details={(file) => (
            <>
              {t('esignatures.pages', { count: file.pages })} · {formatFileSize(file.size, language)}
              <Sha256 value={file.sha256} />
            </>
          )}
          onError={onError}
          empty={<p className={styles.muted}>{t('esignatures.noFiles')}</p>}
        />
      </Part>
      <Signatories {...context} />
    </>
  );
};
