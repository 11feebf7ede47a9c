import { alertLight, type Alert } from '@tunne/contracts';

/** The traffic light's text: open, or what the silence says (spec §4 colours; never colour alone). */
export const lightLabelKey = (alert: Pick<Alert, 'is_silenced' | 'silenceclass'>): string => {
  if (!alert.is_silenced || !alert.silenceclass) return 'light.open';
  return `silenceClass.${alert.silenceclass}`;
};

export { alertLight };
