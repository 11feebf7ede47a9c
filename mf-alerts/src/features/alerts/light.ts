import { alertLight, type Alert } from '@tunne/contracts';

/** The traffic light's text: open, or what the silence says (spec §4 colours; never colour alone). */
export const lightLabelKey = (alert: Pick<Alert, 'is_silenced' | 'silenceclass'> & { closed?: Alert['closed'] }): string => {
  if (!alert.is_silenced || !alert.silenceclass) return alert.closed ? 'light.closed' : 'light.open';
  return `silenceClass.${alert.silenceclass}`;
};

export { alertLight };
