import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { NotFoundError } from '../../lib/errors.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ExportService } from '../export/export.service.js';
import type { DigistoreService } from '../digistore/digistore.service.js';
import type { ReferralService } from '../referral/referral.service.js';
import type { OnboardingService } from '../onboarding/onboarding.service.js';
import type { WalletService } from '../wallet/wallet.service.js';

export function createAccountService(deps: {
  db: Db;
  auth: AuthService;
  onboarding: OnboardingService;
  wallet: WalletService;
  orders: Pick<DigistoreService, 'listOrders'>;
  referrals: Pick<ReferralService, 'getMine'>;
  tracking: Pick<ExportService, 'json'>;
}) {
  return {
    /** Everything we hold about the user, as one JSON document (GDPR art. 20). */
    async exportData(userId: string) {
      const account = await deps.auth.findUserById(userId);
      if (!account) throw new NotFoundError();
      const onboarding = await deps.onboarding.get(userId);
      const balance = await deps.wallet.getBalance(userId);
      const ledger = [];
      let cursor: string | undefined;
      do {
        const page = await deps.wallet.listLedger(userId, 100, cursor);
        ledger.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return {
        exportedAt: new Date().toISOString(),
        account,
        onboarding: onboarding.response,
        wallet: { balance, ledger },
        purchases: await deps.orders.listOrders(userId),
        referrals: await deps.referrals.getMine(userId),
        tracking: await deps.tracking.json(userId),
      };
    },

    /** Deletes the user; every user-owned row goes with it (ON DELETE CASCADE). */
    async deleteAccount(userId: string, password: string, headers: Headers) {
      await deps.auth.verifyPassword(headers, password);
      const signOut = await deps.auth.signOut(headers);
      await deps.db.delete(user).where(eq(user.id, userId));
      deps.auth.forgetSessions(userId);
      return signOut.headers;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
