import { useForm } from 'react-hook-form';
import type { CustomerType } from '@tunne/contracts';
import { isApiCallError } from '@tunne/app-kit';
import { customerResolver } from '../customer-form.ts';
import { serverErrorKey } from '../../../shared/error-key.ts';
import type { BasicField, CustomerBasics } from '../types.ts';

const serverFieldErrors: Record<string, BasicField> = { INVALID_BUSINESSID: 'businessid', INVALID_SSN: 'ssn', MISSING_NAME: 'name', INVALID_EMAIL: 'email' };

/** A field's error from the server: its message is a text key (namespace customers). */
export const serverErrorType = 'server';

/**
 * Form state for the add page and the edit dialog (react-hook-form): a field is checked when it loses focus and,
 * once it has shown an error, again while typing; every field on submit. A changed country re-checks the identifier.
 */
export const useCustomerForm = (type: CustomerType, initial: CustomerBasics) => {
  const form = useForm<CustomerBasics>({ defaultValues: initial, mode: 'onTouched', resolver: customerResolver(type) });

  /** Puts a field-level server error (INVALID_SSN, …) on its field; false when the error is not about a field. */
  const applyServerError = (error: unknown): boolean => {
    if (!isApiCallError(error)) return false;
    // The server names the field (/email or /contact_email); the code alone gives the usual one.
    const named = error.errors[0]?.field?.replace(/^\//, '');
    // Issue 26: the request schema's VALIDATION_FAILED names its field too; shown there, not as "check your input".
    if (error.code === 'VALIDATION_FAILED' && named && named in form.getValues()) {
      form.setError(named as BasicField, { type: serverErrorType, message: 'form:invalid' });
      return true;
    }
    const field = named === 'contact_email' ? 'contact_email' : serverFieldErrors[error.code];
    if (!field) return false;
    form.setError(field, { type: serverErrorType, message: serverErrorKey(error.code) });
    return true;
  };

  return { form, applyServerError };
};

export type CustomerForm = ReturnType<typeof useCustomerForm>['form'];
