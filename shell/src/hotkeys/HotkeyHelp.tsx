import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@tunne/design-system';
import { hotkeyHelp } from './hotkeys.ts';
import { useHotkeyHelpStore } from './hotkey-help-store.ts';
import * as styles from './HotkeyHelp.module.css';

/** The list of keyboard shortcuts with what each does (opened with ?; Escape or the close button closes it). */
export const HotkeyHelp = () => {
  const { t } = useTranslation('shell');
  const open = useHotkeyHelpStore((state) => state.open);
  const hide = useHotkeyHelpStore((state) => state.hide);
  return (
    <Modal
      open={open}
      title={t('hotkeys.title')}
      onClose={hide}
      closeLabel={t('dialog.close')}
      size="sm"
      footer={
        <Button variant="primary" onClick={hide}>
          {t('dialog.close')}
        </Button>
      }
    >
      <p className={styles.intro}>{t('hotkeys.intro')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('hotkeys.key')}</th>
            <th scope="col">{t('hotkeys.action')}</th>
          </tr>
        </thead>
        <tbody>
          {hotkeyHelp.map(({ key, text }) => (
            <tr key={key}>
              <td>
                <kbd className={styles.key}>{key}</kbd>
              </td>
              <td>{t(`hotkeys.${text}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
};

/** Opens the shortcut list: for those who do not know the ? key yet. */
export const HotkeyHelpButton = () => {
  const { t } = useTranslation('shell');
  return (
    <Button variant="secondary" aria-keyshortcuts="?" onClick={() => useHotkeyHelpStore.getState().show()}>
      {t('hotkeys.open')}
    </Button>
  );
};
