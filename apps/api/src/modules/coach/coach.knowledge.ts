import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CoachIntentSchema, CoachSourceSchema } from '@ketoflow/contracts';
import type { CoachKnowledgeEntry } from '@ketoflow/domain';
import { z } from 'zod';

/** The curated guide's file shape: every entry must name at least one https source. */
const KnowledgeFileSchema = z.object({
  about: z.string(),
  entries: z
    .array(
      z.object({
        id: z.string().min(1),
        intent: CoachIntentSchema,
        title: z.string().min(1),
        keywords: z.array(z.string().min(1)).min(1),
        body: z.string().min(40),
        restrictive: z.boolean().optional(),
        sources: z.array(CoachSourceSchema.extend({ url: z.url({ protocol: /^https$/ }) })).min(1),
      }),
    )
    .refine(
      (list) => new Set(list.map((e) => e.id)).size === list.length,
      'knowledge-base ids must be unique',
    ),
});

const RELATIVE = 'data/coach/knowledge-base.json';

/** src/modules/coach (tsx, tests) and dist/server (bundle) both live under apps/api. */
export function defaultKnowledgeFile(): string {
  const candidates = [
    path.resolve(import.meta.dirname, '../../..', RELATIVE),
    path.resolve(import.meta.dirname, '../..', RELATIVE),
  ];
  return candidates.find((file) => existsSync(file)) ?? candidates[0]!;
}

/** Read once at start; a malformed file stops the start rather than misadvising users. */
export async function loadCoachKnowledge(
  file: string = defaultKnowledgeFile(),
): Promise<CoachKnowledgeEntry[]> {
  const parsed = KnowledgeFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  return parsed.entries;
}
