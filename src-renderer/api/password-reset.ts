import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '../../src-shared/schemas/password-reset';
import { apiRequest } from './api-request';

/** Asks for a reset link; the answer reads the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => apiRequest<{ message: string }>('POST', '/api/auth/forgot', input) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => apiRequest<{ message: string }>('POST', '/api/auth/reset', input) });
}
