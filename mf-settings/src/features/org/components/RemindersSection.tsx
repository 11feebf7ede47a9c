import { useTranslation } from 'react-i18next';
import { Checkbox } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import { fibonacciDays, resendStrategies, type OutboundSettings } from '@tunne/contracts';
import { loadOutbound, outboundOptions } from '../form/outbound-form.ts';
import { remindersForm, weekdays } from '../form/reminders-form.ts';
import { useSettingsForm } from '../form/use-settings-form.ts';
import { NumberField, SelectField } from './fields.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';
import * as styles from './OrgSettings.module.css';

/** The gaps the reminder job uses (1, 1, 2, 3, 5, 8), so the text says what the code does. */
const fibonacciGaps = [1, 2, 3, 4, 5, 6].map(fibonacciDays).join(', ');

const RemindersForm = ({ data, onSaved }: { data: OutboundSettings; onSaved: (data: OutboundSettings) => void }) => {
  const { t } = useTranslation('settings');
  const settings = useSettingsForm(outboundOptions(remindersForm, data, onSaved));
  const { register, formState } = settings.form;
  const daysProblem = formState.errors.resend_weekdays;
  return (
    <SettingsFormFrame settings={settings} label={t('sections.reminders.title')}>
      <div className={styles.group}>
        <p className={styles.hint}>{t('org.reminders.intro')}</p>
        <div className={styles.grid}>
          <SelectField name="resend_strategy" label={t('org.reminders.strategy')}>
            {resendStrategies.map((strategy) => (
              <option key={strategy} value={strategy}>
                {t(`org.reminders.strategies.${strategy}.label`)}
              </option>
            ))}
          </SelectField>
          <NumberField name="resend_maxcnt" label={t('org.reminders.maxcnt')} min={0} max={20} />
        </div>
        <dl className={styles.strategies} aria-label={t('org.reminders.explained')}>
          {resendStrategies.map((strategy) => (
            <div key={strategy} className={styles.pair}>
              <dt>{t(`org.reminders.strategies.${strategy}.label`)}</dt>
              <dd>{t(`org.reminders.strategies.${strategy}.text`, { days: fibonacciGaps })}</dd>
            </div>
          ))}
        </dl>
      </div>
      <fieldset className={styles.group} aria-describedby={daysProblem ? 'reminders-days-error' : undefined}>
        <legend className={styles.legend}>{t('org.reminders.weekdays')}</legend>
        <p className={styles.hint}>{t('org.reminders.weekdaysHint')}</p>
        <div className={styles.weekdays}>
          {weekdays.map((day) => (
            <Checkbox
              key={day}
              label={t(`org.reminders.days.${day}`)}
              {...register(`weekday_${day}`, { onChange: () => settings.form.clearErrors('resend_weekdays') })}
            />
          ))}
        </div>
        {daysProblem && (
          <p id="reminders-days-error" className={styles.error}>
            {t('org.reminders.noDays')}
          </p>
        )}
      </fieldset>
    </SettingsFormFrame>
  );
};

/** Settings › reminders: the resend strategy, the most reminders per item and the weekdays they may go out on (J.10). */
export const RemindersSection = () => {
  const load = useLoad(loadOutbound, []);
  return (
    <SectionFrame section="reminders" load={load}>
      {(data) => <RemindersForm data={data} onSaved={load.set} />}
    </SectionFrame>
  );
};
