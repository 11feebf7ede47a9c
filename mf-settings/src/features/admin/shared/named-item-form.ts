import type { TSchema } from '@sinclair/typebox';
import { schemaResolver } from '@tunne/app-kit';

/** A row of a list that is a name and a longer text (text templates, tags, tasks). */
export interface NamedItem {
  id: string;
  name: string;
}

/** What the dialog edits: the name and the longer text, whatever the body calls it. */
export interface NamedItemValues {
  name: string;
  text: string;
}

/** How one list's body is made: the text's property, whether it may be empty, and the limits the inputs show. */
export interface NamedItemShape<T extends NamedItem> {
  schema: TSchema;
  /** The body's property for the longer text ('text' in templates, 'description' in tags and tasks). */
  textProperty: 'text' | 'description';
  /** An empty text is refused (templates) rather than sent as null (descriptions). */
  textRequired: boolean;
  nameMax: number;
  textMax: number;
  textOf: (row: T) => string | null;
}

export type NamedItemBody = { name: string } & Partial<Record<'text' | 'description', string | null>>;

export const namedItemValues = <T extends NamedItem>(shape: NamedItemShape<T>, row: T | null): NamedItemValues => ({
  name: row?.name ?? '',
  text: (row && shape.textOf(row)) ?? '',
});

export const namedItemBody = <T extends NamedItem>(shape: NamedItemShape<T>, values: NamedItemValues): NamedItemBody => {
  const text = values.text.trim();
  return { name: values.name.trim(), [shape.textProperty]: shape.textRequired ? text : text || null };
};

/** The list's own request schema applied to what the dialog would send; each problem goes to the field it is about. */
export const namedItemResolver = <T extends NamedItem>(shape: NamedItemShape<T>) =>
  schemaResolver<NamedItemValues, NamedItemBody>(shape.schema, {
    toBody: (values) => namedItemBody(shape, values),
    fieldOf: (property) => (property === 'name' ? 'name' : property === shape.textProperty ? 'text' : undefined),
  });
