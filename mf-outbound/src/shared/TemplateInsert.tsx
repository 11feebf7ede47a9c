import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@tunne/design-system';
import { api, useLoad, withSignal } from '@tunne/app-kit';
import type { TextTemplate } from '@tunne/contracts';

/** GET /api/v2.5/user/texts: the organisation's text templates (Settings › Text templates). */
const listTexts = (signal?: AbortSignal): Promise<TextTemplate[]> => api.get<TextTemplate[]>('v2.5/user/texts', withSignal(signal));

/** The field's text with a template added: after what is written, a blank line between. */
export const withTemplate = (current: string | null | undefined, template: string): string => {
  const before = (current ?? '').trimEnd();
  return before ? `${before}\n\n${template}` : template;
};

/**
 * Offers the organisation's text templates for a message field (issue 26): choosing one adds its text to the field
 * (`onInsert`), and the choice goes back to the prompt so the same one can be added again. Nothing is shown while the
 * organisation has none (or they cannot be read).
 */
export const TemplateInsert = ({ field, onInsert }: { field: string; onInsert: (text: string) => void }) => {
  const { t } = useTranslation('outbound');
  const load = useLoad((signal) => listTexts(signal), []);
  const [choice, setChoice] = useState('');
  if (load.state !== 'done' || load.data.length === 0) return null;
  return (
    <Select
      label={t('templates.insert', { field })}
      size="sm"
      value={choice}
      onChange={(event) => {
        const template = load.data.find((item) => item.id === event.target.value);
        setChoice('');
        if (template) onInsert(template.text);
      }}
    >
      <option value="">{t('templates.choose')}</option>
      {load.data.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </Select>
  );
};
