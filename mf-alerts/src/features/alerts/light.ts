import { alertLight, isMatchAlert, type Alert, type AlertType, type SilenceClass } from '@tunne/contracts';

/**
 * The traffic light's text: open, or what the silence says (spec §4 colours; never colour alone). A sanction or PEP
 * alert says what the decision is (issue 25 §3): "Confirmed match" (red), "Not a match", "Needs evaluation".
 */
export const lightLabelKey = (alert: Pick<Alert, 'is_silenced' | 'silenceclass'> & { closed?: Alert['closed']; type?: AlertType }): string => {
  if (!alert.is_silenced || !alert.silenceclass) return alert.closed ? 'light.closed' : 'light.open';
  return alert.type && isMatchAlert(alert.type) ? `matchState.${alert.silenceclass}` : `silenceClass.${alert.silenceclass}`;
};

/** The decision's name in a choice or a history row: "Confirm match" etc. for a sanction or PEP alert. */
export const classLabelKey = (type: AlertType | undefined, silenceclass: SilenceClass): string =>
  type && isMatchAlert(type) ? `matchClass.${silenceclass}` : `silenceClass.${silenceclass}`;

/** The dialog's and buttons' words: a decision on a match for sanction and PEP alerts, a silence otherwise. */
export const wordsOf = (type: AlertType): 'decision' | 'silence' => (isMatchAlert(type) ? 'decision' : 'silence');

export { alertLight };
