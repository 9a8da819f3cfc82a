import type { AuthUser, GetOnboardingResponse, LedgerPage } from '@ketoflow/contracts';
import { NotFoundError } from '../../lib/errors.js';

/** What the account needs from the modules that hold the user's data (app.ts wires them). */
export type AccountPorts = {
  auth: {
    findUserById(id: string): Promise<AuthUser | null>;
    verifyPassword(headers: Headers, password: string): Promise<void>;
    signOut(headers: Headers): Promise<{ headers: Headers }>;
    deleteUser(userId: string): Promise<void>;
  };
  onboarding: { get(userId: string): Promise<GetOnboardingResponse> };
  wallet: {
    getBalance(userId: string): Promise<number>;
    listLedger(userId: string, limit: number, cursor: string | undefined): Promise<LedgerPage>;
  };
  orders: { listOrders(userId: string): Promise<unknown> };
  referrals: { getMine(userId: string): Promise<unknown> };
  tracking: { json(userId: string): Promise<unknown> };
  activity: { exportFor(userId: string): Promise<unknown> };
};

export function createAccountService(deps: AccountPorts) {
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
        activity: await deps.activity.exportFor(userId),
      };
    },

    /** Deletes the user; every user-owned row goes with it (ON DELETE CASCADE). */
    async deleteAccount(userId: string, password: string, headers: Headers) {
      await deps.auth.verifyPassword(headers, password);
      const signOut = await deps.auth.signOut(headers);
      await deps.auth.deleteUser(userId);
      return signOut.headers;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
