import type { TextTemplate } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface TextTemplateRow extends Omit<TextTemplate, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}

const toTextTemplate = (row: TextTemplateRow): TextTemplate => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const columns = (tx: Tx) => tx`id, name, text, created_at, updated_at`;

/** The organisation's templates by name (RLS: the tenancy set on tx). */
export const listTextTemplates = async (tx: Tx): Promise<TextTemplate[]> =>
  (await tx<TextTemplateRow[]>`select ${columns(tx)} from identity.text_templates order by lower(name), id`).map(toTextTemplate);

export const getTextTemplate = async (tx: Tx, id: string): Promise<TextTemplate | null> => {
  const [row] = await tx<TextTemplateRow[]>`select ${columns(tx)} from identity.text_templates where id = ${id}`;
  return row ? toTextTemplate(row) : null;
};

export const insertTextTemplate = async (tx: Tx, values: { name: string; text: string }): Promise<TextTemplate> => {
  const [row] = await tx<TextTemplateRow[]>`insert into identity.text_templates (name, text) values (${values.name}, ${values.text})
    returning ${columns(tx)}`;
  return toTextTemplate(row!);
};

export const updateTextTemplate = async (tx: Tx, id: string, values: { name: string; text: string }): Promise<TextTemplate | null> => {
  const [row] = await tx<TextTemplateRow[]>`update identity.text_templates set name = ${values.name}, text = ${values.text}, updated_at = now()
    where id = ${id} returning ${columns(tx)}`;
  return row ? toTextTemplate(row) : null;
};

export const deleteTextTemplate = async (tx: Tx, id: string): Promise<TextTemplate | null> => {
  const [row] = await tx<TextTemplateRow[]>`delete from identity.text_templates where id = ${id} returning ${columns(tx)}`;
  return row ? toTextTemplate(row) : null;
};
