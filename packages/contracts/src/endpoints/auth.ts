import {
  AcceptedResponseSchema,
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  ResendVerificationBodySchema,
  ResetPasswordBodySchema,
  SessionResponseSchema,
  SignInBodySchema,
  SignInResponseSchema,
  SignUpBodySchema,
  SignUpResponseSchema,
} from '../auth.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401, 403, 409, 429] as const;

/** Sign-up, sign-in and passwords: /api/v1/auth (better-auth's own /api/auth/* is not here). */
export const authEndpoints = {
  session: defineEndpoint({
    method: 'GET',
    path: '/api/v1/auth/session',
    status: 200,
    response: SessionResponseSchema,
    errors: [],
  }),
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/sign-up',
    body: SignUpBodySchema,
    status: 201,
    response: SignUpResponseSchema,
    errors,
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/sign-in',
    body: SignInBodySchema,
    status: 200,
    response: SignInResponseSchema,
    errors,
  }),
  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/sign-out',
    status: 204,
    errors: [],
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/forgot-password',
    body: ForgotPasswordBodySchema,
    status: 202,
    response: AcceptedResponseSchema,
    errors,
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/resend-verification',
    body: ResendVerificationBodySchema,
    status: 202,
    response: AcceptedResponseSchema,
    errors,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/reset-password',
    body: ResetPasswordBodySchema,
    status: 204,
    errors,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/change-password',
    body: ChangePasswordBodySchema,
    status: 204,
    errors,
  }),
};
