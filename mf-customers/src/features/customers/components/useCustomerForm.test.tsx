import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiCallError } from '@tunne/app-kit';
import { emptyBasics } from '../customer-form.ts';
import { serverErrorType, useCustomerForm } from './useCustomerForm.ts';

const refusal = (code: string, field?: string) => new ApiCallError(code, 'bad', 400, [{ code, message: 'bad', ...(field ? { field } : {}) }]);

describe('the customer basics form and the service\'s refusals (issue 26: "check your input" named no field)', () => {
  it('puts a VALIDATION_FAILED on the field its pointer names, and a catalogue code on its usual field', () => {
    const { result } = renderHook(() => useCustomerForm('business', emptyBasics()));
    let applied = false;
    act(() => {
      applied = result.current.applyServerError(refusal('VALIDATION_FAILED', '/email'));
    });
    expect(applied).toBe(true);
    expect(result.current.form.getFieldState('email').error).toMatchObject({ type: serverErrorType, message: 'form:invalid' });
    act(() => {
      applied = result.current.applyServerError(refusal('INVALID_BUSINESSID', '/businessid'));
    });
    expect(applied).toBe(true);
    expect(result.current.form.getFieldState('businessid').error).toMatchObject({ type: serverErrorType });
  });

  it('leaves a refusal that names no field of the form to the error dialog', () => {
    const { result } = renderHook(() => useCustomerForm('business', emptyBasics()));
    expect(result.current.applyServerError(refusal('VALIDATION_FAILED', '/organisations_id'))).toBe(false);
    expect(result.current.applyServerError(refusal('VALIDATION_FAILED'))).toBe(false);
    expect(result.current.applyServerError(new Error('network'))).toBe(false);
  });
});
