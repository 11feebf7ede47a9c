import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, FormSection } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import { eidLevels, type EidMethodAvailability, type OutboundSettings } from '@tunne/contracts';
import { getOutbound, listEids } from '../api.ts';
import { methodField, methodsForm, methodsShown } from '../form/methods-form.ts';
import { loadOutbound, outboundOptions } from '../form/outbound-form.ts';
import { useSettingsForm } from '../form/use-settings-form.ts';
import { EidLevelCard, lowerLevels } from './EidLevelCard.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';
import * as styles from './OrgSettings.module.css';

interface Methods {
  outbound: OutboundSettings;
  eids: EidMethodAvailability[];
}

const loadMethods = async (signal: AbortSignal): Promise<Methods> => {
  const [outbound, eids] = await Promise.all([loadOutbound(signal), listEids(signal)]);
  return { outbound, eids };
};

const MethodsForm = ({ data, onSaved }: { data: Methods; onSaved: (data: Methods) => void }) => {
  const { t } = useTranslation('settings');
  const shown = useMemo(() => methodsShown(data.eids.map((eid) => eid.method), data.outbound.eid_methods), [data]);
  const form = useMemo(() => methodsForm(shown), [shown]);
  const settings = useSettingsForm(outboundOptions(form, data.outbound, (outbound) => onSaved({ ...data, outbound })));
  const { register, watch, formState, clearErrors } = settings.form;
  const restricted = watch('restrict') === 'chosen';
  const available = (method: string) => data.eids.some((eid) => eid.method === method && eid.available);
  const clear = { onChange: () => clearErrors('eid_methods') };
  return (
    <SettingsFormFrame settings={settings} label={t('sections.methods.title')}>
      <FormSection title={t('org.methods.offered')} help={t('org.methods.intro')}>
        <label className={styles.radio}>
          <input type="radio" value="all" {...register('restrict', clear)} />
          {t('org.methods.all')}
        </label>
        <label className={styles.radio}>
          <input type="radio" value="chosen" {...register('restrict', clear)} />
          {t('org.methods.chosen')}
        </label>
        <div className={styles.switches} role="group" aria-label={t('org.methods.list')}>
          {shown.map((method) => (
            <div key={method} className={styles.switch}>
              <Checkbox label={t(`org.methods.names.${method}`)} disabled={!restricted} {...register(methodField(method), clear)} />
              {!available(method) && <p className={styles.hint}>{t('org.methods.unavailable')}</p>}
            </div>
          ))}
        </div>
        {formState.errors.eid_methods && (
          <p className={styles.error} role="alert">
            {t('org.methods.none')}
          </p>
        )}
      </FormSection>
      <FormSection title={t('org.methods.minLevel')} help={t('org.methods.minLevelIntro')}>
        {eidLevels.map((level) => (
          <label key={level} className={styles.radio}>
            {/* Lowering is asked from another admin (EidLevelCard below); raising is saved here at once. */}
            <input type="radio" value={level} disabled={lowerLevels(data.outbound.eid_min_level).includes(level)} {...register('eid_min_level')} />
            {t(`org.methods.levels.${level}`)}
          </label>
        ))}
        {lowerLevels(data.outbound.eid_min_level).length > 0 && <p className={styles.hint}>{t('org.methods.lowerNeedsApproval')}</p>}
      </FormSection>
    </SettingsFormFrame>
  );
};

/** Settings › identification/signing methods: every available eID method, or only the chosen ones (J.15). */
export const MethodsSection = () => {
  const load = useLoad(loadMethods, []);
  const [version, setVersion] = useState(0);
  return (
    <SectionFrame section="methods" load={load}>
      {(data) => (
        <>
          {/* An approved lowering changes the level under the form: it starts again from the settings as they are now. */}
          <MethodsForm key={version} data={data} onSaved={load.set} />
          <EidLevelCard
            onChanged={async () => {
              load.set({ ...data, outbound: await getOutbound() });
              setVersion((value) => value + 1);
            }}
          />
        </>
      )}
    </SectionFrame>
  );
};
