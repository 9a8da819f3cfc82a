import { createUserDirectory } from '../modules/auth/index.js';
import type { BodyService } from '../modules/body/index.js';
import { loadCoachTips } from '../modules/coach/index.js';
import { createDigestModule } from '../modules/digest/index.js';
import { createFastingHistory } from '../modules/fasting/index.js';
import type { MealsService } from '../modules/meals/index.js';
import type { Identity } from './identity.js';
import type { Platform } from './platform.js';

/**
 * The weekly summary e-mail, read from the daily loop's modules. It is built before the
 * reminders module, which sends it: so it takes nothing that depends on the reminders. Fasts
 * come from fasting's history reader (the fasting module plans goal reminders) and the tip
 * from the coach's guide as loaded here (the coach reads fasting).
 */
export async function wireDigest(
  { config, db, log, mailer }: Platform,
  {
    profile,
    meals,
    body,
  }: {
    profile: Pick<Identity['profile'], 'reader'>;
    meals: { service: Pick<MealsService, 'list'> };
    body: { service: Pick<BodyService, 'weighInsBetween'> };
  },
) {
  const directory = createUserDirectory();
  const tips = await loadCoachTips();
  return createDigestModule({
    mailer,
    appUrl: config.appUrl,
    appName: config.appName,
    logger: log,
    sources: {
      recipient: async (userId) => (await directory.emailsOf(db, [userId])).get(userId) ?? null,
      profile: profile.reader,
      diary: meals.service,
      weights: body.service,
      fasts: createFastingHistory(db),
      tips,
    },
  });
}
