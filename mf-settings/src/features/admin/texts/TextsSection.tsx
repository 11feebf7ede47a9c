import { TextTemplateBody, type TextTemplate } from '@tunne/contracts';
import { NamedItemsSection, type NamedItemsConfig } from '../shared/NamedItemsSection.tsx';
import { createText, deleteText, listTexts, updateText } from './api.ts';

const config: NamedItemsConfig<TextTemplate> = {
  section: 'texts',
  schema: TextTemplateBody,
  textProperty: 'text',
  textRequired: true,
  nameMax: 200,
  textMax: 20_000,
  textOf: (row) => row.text,
  dateOf: (row) => row.updated_at,
  list: listTexts,
  create: (body) => createText({ name: body.name, text: body.text ?? '' }),
  update: (id, body) => updateText(id, { name: body.name, text: body.text ?? '' }),
  remove: deleteText,
};

/** Settings › text templates: the ready texts users pick when writing messages (spec §3 Other entities). */
export const TextsSection = () => <NamedItemsSection config={config} />;
