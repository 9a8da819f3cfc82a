// The admin tests' entry point: an admin the guard lets through (TOTP enrolled, session proved).
export {
  confirmEmail,
  enrolTwoFactor,
  freshTotpCode,
  signInVerifiedAdmin,
  totpCode,
  type EnrolledUser,
} from './two-factor-harness.js';
