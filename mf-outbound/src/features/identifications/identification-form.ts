import { schemaResolver } from '@tunne/app-kit';
import { IdentificationBody, type EidMethod, type Identification, type IdentificationDefaultsBody, type Language } from '@tunne/contracts';

// The identification form (spec §3 Identification): its values, the body it sends and the checks it makes first.

export interface IdentificationFormValues {
  name: string;
  email: string;
  language: Language;
  /** The mail's cover text. */
  note: string;
  description: string;
  instructions: string;
  available_eidmethods: EidMethod[];
  ask_pep: boolean;
  autofill_pep: boolean;
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A draft's values, or a new form from the user's defaults and the customer's name, contact and language. */
export const initialIdentificationValues = (
  source: Partial<IdentificationDefaultsBody & Pick<Identification, 'name' | 'email' | 'note' | 'language'>> | null,
  fallback: { name: string; email: string; language: Language },
): IdentificationFormValues => ({
  name: source?.name ?? fallback.name,
  email: source?.email ?? fallback.email,
  language: source?.language ?? fallback.language,
  note: source?.note ?? '',
  description: source?.description ?? '',
  instructions: source?.instructions ?? '',
  available_eidmethods: [...(source?.available_eidmethods ?? [])],
  ask_pep: source?.ask_pep === true,
  autofill_pep: source?.autofill_pep === true,
});

/** POST …/identifications and PUT identifications/{id}. */
export const identificationBody = (values: IdentificationFormValues): IdentificationBody => ({
  name: values.name.trim(),
  email: values.email.trim(),
  note: text(values.note),
  description: text(values.description),
  instructions: text(values.instructions),
  language: values.language,
  available_eidmethods: values.available_eidmethods,
  ask_pep: values.ask_pep,
  // Saving the PEP answer to the customer needs the question asked.
  autofill_pep: values.ask_pep && values.autofill_pep,
});

/** "Save as my defaults": the choices, not the recipient or the cover text. */
export const identificationDefaultsBody = (values: IdentificationFormValues): IdentificationDefaultsBody => ({
  ...(values.available_eidmethods.length > 0 ? { available_eidmethods: values.available_eidmethods } : {}),
  ask_pep: values.ask_pep,
  autofill_pep: values.ask_pep && values.autofill_pep,
  instructions: text(values.instructions),
  description: text(values.description),
});

/** The contracts' IdentificationBody; no method chosen is its own problem ('noMethod') on the methods group. */
export const identificationResolver = () =>
  schemaResolver<IdentificationFormValues, IdentificationBody>(IdentificationBody, {
    toBody: identificationBody,
    refine: (body) => ({
      ...(body.name === '' ? { name: 'required' } : {}),
      ...(body.email === '' ? { email: 'required' } : {}),
      ...(body.available_eidmethods.length === 0 ? { available_eidmethods: 'noMethod' } : {}),
    }),
  });
