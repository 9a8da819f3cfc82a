/**
 * Every API path the web client calls, in one place so the client and the
 * server cannot drift apart.
 */
export const ApiPaths = {
  health: '/api/health',
  auth: {
    signUp: '/api/v1/auth/sign-up',
    signIn: '/api/v1/auth/sign-in',
    signOut: '/api/v1/auth/sign-out',
    session: '/api/v1/auth/session',
    forgotPassword: '/api/v1/auth/forgot-password',
    resetPassword: '/api/v1/auth/reset-password',
    changePassword: '/api/v1/auth/change-password',
    resendVerification: '/api/v1/auth/resend-verification',
  },
  onboarding: '/api/v1/onboarding',
  wallet: '/api/v1/wallet',
  walletLedger: '/api/v1/wallet/ledger',
  walletDebits: '/api/v1/wallet/debits',
  events: '/api/v1/events',
  commerceConfig: '/api/v1/commerce/config',
  orders: '/api/v1/orders',
  digistoreWebhook: '/api/v1/webhooks/digistore24',
  purchases: {
    lookup: '/api/v1/purchases/lookup',
    setupCode: '/api/v1/purchases/setup-code',
    setupPassword: '/api/v1/purchases/setup-password',
    thankYou: '/api/v1/purchases/thank-you',
  },
  referrals: '/api/v1/referrals/me',
  me: '/api/v1/me',
  meExport: '/api/v1/me/export',
} as const;
