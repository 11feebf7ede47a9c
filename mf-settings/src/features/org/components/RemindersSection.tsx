import { useTranslation } from 'react-i18next';
import { Checkbox, FieldGrid, FormSection } from '@tunne/design-system';
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
      <FormSection help={t('org.reminders.intro')}>
        <FieldGrid minColumnWidth={240}>
          <SelectField name="resend_strategy" label={t('org.reminders.strategy')}>
            {resendStrategies.map((strategy) => (
              <option key={strategy} value={strategy}>
                {t(`org.reminders.strategies.${strategy}.label`)}
              </option>
            ))}
          </SelectField>
          <NumberField name="resend_maxcnt" label={t('org.reminders.maxcnt')} min={0} max={20} />
        </FieldGrid>
        <dl className={styles.strategies} aria-label={t('org.reminders.explained')}>
          {resendStrategies.map((strategy) => (
            <div key={strategy} className={styles.pair}>
              <dt>{t(`org.reminders.strategies.${strategy}.label`)}</dt>
              <dd>{t(`org.reminders.strategies.${strategy}.text`, { days: fibonacciGaps })}</dd>
            </div>
          ))}
        </dl>
      </FormSection>
      <FormSection title={t('org.reminders.weekdays')} help={t('org.reminders.weekdaysHint')} aria-describedby={daysProblem ? 'reminders-days-error' : undefined}>
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
      </FormSection>
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
