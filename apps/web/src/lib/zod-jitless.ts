/**
 * zod compiles fast object parsers with `new Function` unless told not to, and probes for it
 * when a schema is created. The CSP forbids eval, so the probe only fails, and browsers report
 * every failure as a CSP violation. zod reads this shared object when it loads (chunks with
 * schemas load later), so setting it here, first thing, skips the probe: the parsers are the
 * ones zod uses without eval anyway.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
