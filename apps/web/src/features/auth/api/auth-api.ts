import {
  endpoints,
  type SecondFactorBody,
  type SignInBody,
  type SignInResponse,
  type SignUpBody,
  type SignUpResponse,
} from '@ketoflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  clearPendingReferralCode,
  readPendingReferralCode,
} from '../../../entities/referral/pending-referral';

export function signIn(body: SignInBody): Promise<SignInResponse> {
  return api.call(endpoints.auth.signIn, { body });
}

/** Carries the pending referral code (from /ref/{code}); it is removed once the account exists. */
export async function signUp(body: SignUpBody): Promise<SignUpResponse> {
  const referralCode = body.referralCode ?? readPendingReferralCode() ?? undefined;
  const result = await api.call(endpoints.auth.signUp, { body: { ...body, referralCode } });
  clearPendingReferralCode();
  return result;
}

/** Always 202 (the API never reveals whether the address has an account). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.call(endpoints.auth.forgotPassword, { body: { email } });
}

export function resetPassword(body: { token: string; password: string }): Promise<void> {
  return api.call(endpoints.auth.resetPassword, { body });
}

export function resendVerification(email: string): Promise<unknown> {
  return api.call(endpoints.auth.resendVerification, { body: { email } });
}

/** The second step of a two-factor sign-in: the code starts the session. */
export function completeSecondFactor(body: SecondFactorBody) {
  return api.call(endpoints.twoFactor.signIn, { body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

export function useCompleteSecondFactor() {
  return useMutation({ mutationFn: completeSecondFactor });
}
