import { useState } from 'react';
import type { CustomerType } from '@tunne/contracts';
import { isApiCallError } from '@tunne/app-kit';
import { validateBasics, validateField } from '../customer-form.ts';
import { serverErrorKey } from '../error-key.ts';
import type { BasicField, CustomerBasics } from '../types.ts';

/** Error text keys (namespace customers) per field. */
export type FieldErrors = Partial<Record<BasicField, string>>;

const serverFieldErrors: Record<string, BasicField> = { INVALID_BUSINESSID: 'businessid', INVALID_SSN: 'ssn', MISSING_NAME: 'name', INVALID_EMAIL: 'email' };

/** Form state for the add page and the edit dialog: validation after blur, all fields on submit. */
export const useCustomerForm = (type: CustomerType, initial: CustomerBasics) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<BasicField, boolean>>>({});

  const setValue = (field: BasicField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field has shown an error, re-check it while typing so the message goes away as soon as it is fixed.
    if (touched[field]) {
      const error = validateField(field, { ...values, [field]: value });
      setErrors((current) => ({ ...current, [field]: error ? `validation.${error}` : undefined }));
    }
  };

  const blur = (field: BasicField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    const error = validateField(field, values);
    setErrors((current) => ({ ...current, [field]: error ? `validation.${error}` : undefined }));
    // The identifier check depends on the country.
    if (field === 'country') {
      for (const id of ['businessid', 'ssn'] as const) {
        if (!values[id]) continue;
        const idError = validateField(id, values);
        setErrors((current) => ({ ...current, [id]: idError ? `validation.${idError}` : undefined }));
      }
    }
  };

  /** true when the form can be sent; otherwise shows every error. */
  const validateAll = (): boolean => {
    const all = validateBasics(type, values);
    setErrors(Object.fromEntries(Object.entries(all).map(([field, key]) => [field, `validation.${key}`])));
    setTouched(Object.fromEntries(Object.keys(values).map((field) => [field, true])));
    return Object.keys(all).length === 0;
  };

  /** Puts a field-level server error (INVALID_SSN, …) on its field; false when the error is not about a field. */
  const applyServerError = (error: unknown): boolean => {
    if (!isApiCallError(error)) return false;
    // The server names the field (/email or /contact_email); the code alone gives the usual one.
    const named = error.errors[0]?.field?.replace(/^\//, '');
    const field = named === 'contact_email' ? 'contact_email' : serverFieldErrors[error.code];
    if (!field) return false;
    setErrors((current) => ({ ...current, [field]: serverErrorKey(error.code) }));
    return true;
  };

  return { values, errors, setValue, blur, validateAll, applyServerError, reset: setValues };
};
