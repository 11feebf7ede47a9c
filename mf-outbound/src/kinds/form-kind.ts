import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { currentLanguage, isApiCallError } from '@tunne/app-kit';
import { isUiLanguage, type Language } from '@tunne/contracts';
import type { CustomerContact } from '../shared/customer-api.ts';
import type { OutboundKind } from '../shared/item-api.ts';

// An outbound item kind's create/edit form as a description: one dialog frame (shared/ItemDialog.tsx) renders every
// kind from it; what only one kind has (the question picker, signatories by order) is a component its fields plug in.

/** What a new form loaded before it opened; the customer's contact gives its recipient, language and freeze. */
export type FormStart = { contact?: CustomerContact | null };

/** What a kind's fields get from the dialog frame. */
export type KindFieldsProps<Values extends FieldValues, Start extends FormStart> = {
  form: UseFormReturn<Values>;
  /** What the new form was started from; null for a draft (or when nothing was loaded). */
  start: Start | null;
  /** The attachments (a draft's own, or those chosen before it is saved), placed by the fields; null without. */
  attachments: ReactNode;
};

export type FormKind<Item extends { id: string }, Values extends FieldValues, Body, Start extends FormStart = FormStart> = {
  /** The staff API's path, and the prefix of the form's texts (`<kind>.newTitle`, `<kind>.saveDefaults`, …). */
  kind: OutboundKind;
  /** What a new form loads before it opens (the user's defaults, the customer's contact); without: it opens at once. */
  prepare?: (customerId: string, signal: AbortSignal) => Promise<Start>;
  /** The form's first values: the draft's, or a new one's from what was prepared. */
  initial: (item: Item | null, start: Start | null) => Values;
  /** The contracts' body schema applied to what the form would send, plus the rules a schema cannot state. */
  resolver: () => Resolver<Values>;
  body: (values: Values) => Body;
  create: (customerId: string, body: Body) => Promise<Item>;
  /** Drafts only. */
  update: (id: string, body: Body) => Promise<Item>;
  /** "Save as my defaults" under the choices (its texts: `<kind>.saveDefaults`, `<kind>.defaultsSaved`). */
  saveDefaults?: (values: Values) => Promise<unknown>;
  /** The item carries attachments (chosen before a new one exists, uploaded once it is created). */
  attachments?: boolean;
  Fields: ComponentType<KindFieldsProps<Values, Start>>;
};

/**
 * A part of what a new form loads that it can open without (the form starts empty there): its failure gives null.
 * An abort still rejects, so a load that was replaced never opens the form with empty values.
 */
export const optional = <T>(load: Promise<T>, signal: AbortSignal): Promise<T | null> =>
  load.catch((error: unknown) => {
    if (signal.aborted) throw error;
    console.error('Loading failed', isApiCallError(error) ? error.code : error);
    return null;
  });

/** A new item's language: the customer's, else the user's own (when it is one the items are written in), else Finnish. */
export const startLanguage = (contact?: CustomerContact | null): Language => {
  const ui = currentLanguage();
  return contact?.language ?? (isUiLanguage(ui) ? ui : 'fi');
};
