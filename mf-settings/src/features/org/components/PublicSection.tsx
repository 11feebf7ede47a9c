import { useTranslation } from 'react-i18next';
import { FieldGrid, FormSection } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import type { OutboundSettings } from '@tunne/contracts';
import { loadOutbound, outboundForm, outboundOptions } from '../form/outbound-form.ts';
import { useSettingsForm } from '../form/use-settings-form.ts';
import { ColourField, NumberField } from './fields.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';

const validtimes = ['validtime_after_request', 'validtime_after_letter', 'validtime_after_identification', 'validtime_after_esignature'] as const;

const form = outboundForm({
  public_color: 'text',
  ...Object.fromEntries(validtimes.map((key) => [key, 'number' as const])),
});

const PublicForm = ({ data, onSaved }: { data: OutboundSettings; onSaved: (data: OutboundSettings) => void }) => {
  const { t } = useTranslation('settings');
  const settings = useSettingsForm(outboundOptions(form, data, onSaved));
  return (
    <SettingsFormFrame settings={settings} label={t('sections.public.title')}>
      <FormSection title={t('org.public.pages')} help={t('org.public.pagesHint')}>
        <FieldGrid minColumnWidth={240}>
          <ColourField name="public_color" label={t('org.public.color')} hint={t('org.public.colorHint')} fallback="#1f4e8c" />
        </FieldGrid>
      </FormSection>
      <FormSection title={t('org.public.validity')} help={t('org.public.validityHint')}>
        <FieldGrid minColumnWidth={240}>
          {validtimes.map((key) => (
            <NumberField key={key} name={key} label={t(`org.public.${key}`)} min={1} max={365} />
          ))}
        </FieldGrid>
      </FormSection>
    </SettingsFormFrame>
  );
};

/** Settings › public visibility: the public pages' colour and how long links stay valid (J.08, J.09).
 * The public pages no longer count down and close (issue 26): public_countdown_seconds is no longer offered here. */
export const PublicSection = () => {
  const load = useLoad(loadOutbound, []);
  return (
    <SectionFrame section="public" load={load}>
      {(data) => <PublicForm data={data} onSaved={load.set} />}
    </SectionFrame>
  );
};
