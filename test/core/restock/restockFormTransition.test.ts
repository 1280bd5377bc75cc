import { describe, expect, it } from 'vitest';
import { INITIAL_RESTOCK_FORM_STATE, restockFormTransition, type RestockFormState } from '../../../src/core/restock';

const invalid = { field: 'email', message: { key: 'restock.emailBlank' } } as const;

describe('restockFormTransition', () => {
  it('goes idle → submitting → success, and success is final', () => {
    const submitting = restockFormTransition(INITIAL_RESTOCK_FORM_STATE, { type: 'submit' });
    expect(submitting).toEqual({ status: 'submitting' });
    const success = restockFormTransition(submitting, { type: 'succeeded' });
    expect(success).toEqual({ status: 'success' });
    expect(restockFormTransition(success, { type: 'submit' })).toBe(success);
    expect(restockFormTransition(success, { type: 'failed', message: 'x' })).toBe(success);
  });

  it('goes submitting → error with the message, and the error can be submitted again', () => {
    const error = restockFormTransition({ status: 'submitting' }, { type: 'failed', message: 'Already signed up' });
    expect(error).toEqual({ status: 'error', message: 'Already signed up' });
    expect(restockFormTransition(error, { type: 'submit' })).toEqual({ status: 'submitting' });
  });

  it('keeps a validation error in idle until the shopper edits', () => {
    const withError = restockFormTransition(INITIAL_RESTOCK_FORM_STATE, { type: 'invalid', error: invalid });
    expect(withError).toEqual({ status: 'idle', invalid });
    expect(restockFormTransition(withError, { type: 'edit' })).toEqual(INITIAL_RESTOCK_FORM_STATE);
  });

  it('ignores a second submit and validation while submitting', () => {
    const submitting: RestockFormState = { status: 'submitting' };
    expect(restockFormTransition(submitting, { type: 'submit' })).toBe(submitting);
    expect(restockFormTransition(submitting, { type: 'invalid', error: invalid })).toBe(submitting);
  });
});
