import {
  DisableTwoFactorBodySchema,
  PasswordConfirmBodySchema,
  SecondFactorBodySchema,
  SecondFactorSignInResponseSchema,
  TwoFactorConfirmBodySchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../two-factor.js';
import { defineEndpoint } from './define.js';

/** Two-factor sign-in: enrolment from the profile, and the second step of a sign-in. */
export const twoFactorEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/two-factor',
    status: 200,
    response: TwoFactorStatusSchema,
    errors: [401],
  }),
  /** Starts (or restarts) an enrolment: a new secret and backup codes, not active yet. */
  setup: defineEndpoint({
    method: 'POST',
    path: '/api/v1/me/two-factor/setup',
    body: PasswordConfirmBodySchema,
    status: 200,
    response: TwoFactorSetupSchema,
    errors: [400, 401, 409, 429],
  }),
  /** The first code from the app turns two-factor sign-in on. */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/v1/me/two-factor/confirm',
    body: TwoFactorConfirmBodySchema,
    status: 200,
    response: TwoFactorStatusSchema,
    errors: [400, 401, 429],
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/v1/me/two-factor/disable',
    body: DisableTwoFactorBodySchema,
    status: 200,
    response: TwoFactorStatusSchema,
    errors: [400, 401, 429],
  }),
  /** The second step of a sign-in that answered `twoFactorRequired`. */
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/two-factor',
    body: SecondFactorBodySchema,
    status: 200,
    response: SecondFactorSignInResponseSchema,
    errors: [400, 401, 429],
  }),
};
