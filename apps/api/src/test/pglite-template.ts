import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/**
 * The migrated database the run's global set-up made (absent on the PostgreSQL pass), read once
 * per worker: each database opened from it is a copy.
 */
let template: Blob | undefined;
export function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}
