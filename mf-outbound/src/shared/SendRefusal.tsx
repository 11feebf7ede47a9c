import { useTranslation } from 'react-i18next';
import { isApiCallError } from '@tunne/app-kit';
import * as styles from './Section.module.css';

/**
 * A send the service refused for a reason staff must know (409: the customer is frozen, its enhanced due diligence is
 * not approved, …): the dialog says so in its own words and stays open on the saved draft (issue 25 §3). Any 409 is
 * shown the same way, by its catalogue text, so a new refusal code needs no change here.
 */
export const isSendRefusal = (error: unknown): boolean => isApiCallError(error) && error.status === 409;

/** The refusal's text inside the dialog; nothing when there is none. */
export const SendRefusal = ({ text }: { text: string | null }) =>
  text ? (
    <p className={styles.warning} role="alert" data-testid="outbound-send-refusal">
      {text}
    </p>
  ) : null;

/** Why the send buttons are disabled: the customer is frozen (its id names the note for aria-describedby). */
export const FrozenSendNote = ({ id }: { id: string }) => {
  const { t } = useTranslation('outbound');
  return (
    <p className={styles.warning} role="note" id={id} data-testid="outbound-frozen-note">
      {t('common.frozenSend')}
    </p>
  );
};
