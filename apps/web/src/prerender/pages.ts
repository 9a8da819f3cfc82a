/**
 * The pages prerendered at build time, by path: the file each one is written to under
 * dist/prerendered/ (the server answers exactly these paths with that file; every other path
 * gets the empty app shell, dist/index.html), and the route module that renders it (the build
 * preloads its chunk; pages.test.ts checks it against the route table). Public pages only:
 * they look the same for every visitor. `startOnInteraction`: for a visitor who is not signed in,
 * the app's scripts start at the first interaction rather than after the first paint
 * (module-loader.ts, decision 021).
 */
export const PRERENDERED_PAGES = {
  '/': { file: 'index.html', module: 'src/app/routes/landing.tsx', startOnInteraction: true },
  '/d': { file: 'd.html', module: 'src/app/routes/sales.tsx', startOnInteraction: true },
  '/auth': { file: 'auth.html', module: 'src/app/routes/auth.tsx', startOnInteraction: true },
  '/privacy-policy': { file: 'privacy-policy.html', module: 'src/app/routes/privacy-policy.tsx' },
  '/terms-conditions': {
    file: 'terms-conditions.html',
    module: 'src/app/routes/terms-conditions.tsx',
  },
  '/disclaimer': { file: 'disclaimer.html', module: 'src/app/routes/disclaimer.tsx' },
  '/cookie-policy': { file: 'cookie-policy.html', module: 'src/app/routes/cookie-policy.tsx' },
  '/refund-policy': { file: 'refund-policy.html', module: 'src/app/routes/refund-policy.tsx' },
  '/legal-info': { file: 'legal-info.html', module: 'src/app/routes/legal-info.tsx' },
} as const satisfies Record<string, { file: string; module: string; startOnInteraction?: boolean }>;
