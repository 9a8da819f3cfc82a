import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  PURCHASE_SETUP_CODE_LENGTH,
  PURCHASE_SETUP_CODE_MAX_ATTEMPTS,
  PURCHASE_SETUP_CODE_TTL_MINUTES,
  type PurchaseLookupResponse,
  type SetupPasswordBody,
  type SetupPasswordResponse,
  type ThankYouParams,
  type ThankYouResponse,
} from '@ketoflow/contracts';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter.js';
import type { BuyerLookup } from './purchase-setup.buyers.js';
import type { BuyerCredentials } from './purchase-setup.ports.js';
import type { PurchaseSetupRepository } from './purchase-setup.repository.js';
import { verifyThankYouLink, type ThankYouLink } from './thank-you-link.js';

type Deps = {
  /** The set-up codes. */
  repo: PurchaseSetupRepository;
  /** Orders with their accounts. */
  buyers: BuyerLookup;
  credentials: BuyerCredentials;
  wallet: { getBalance(userId: string): Promise<number> };
  mailer: Mailer;
  limiter: RateLimiter;
  limits: RateLimits;
  /** DIGISTORE_THANKYOU_KEY; without it no thank-you link verifies. */
  thankYouKey: string | undefined;
  /** Keys the code hashes, so a copy of the table alone does not reveal live codes. */
  secret: string;
  appName: string;
  appUrl: string;
};

const PLANS = ['monthly', 'yearly', 'mega', 'pack', 'unknown'] as const;
type PlanValue = (typeof PLANS)[number];
const toPlan = (plan: string): PlanValue =>
  (PLANS as readonly string[]).includes(plan) ? (plan as PlanValue) : 'unknown';

const invalidLink = () =>
  new AppError(
    ErrorCode.INVALID_TOKEN,
    400,
    'This purchase link could not be verified. Please open the link from your Digistore24 receipt again.',
  );
const invalidCode = () =>
  new AppError(
    ErrorCode.INVALID_TOKEN,
    400,
    'This code is invalid or has expired. Please request a new one.',
  );
const alreadySet = () =>
  new ConflictError(
    'This account already has a password. Please sign in instead.',
    ErrorCode.USER_ALREADY_EXISTS,
  );

export function createPurchaseSetupService(deps: Deps) {
  const { repo, buyers, limiter, limits } = deps;

  const codeHash = (email: string, code: string) =>
    createHmac('sha256', deps.secret).update(`purchase-setup:${email}:${code}`).digest('hex');

  const sameHash = (a: string, b: string) => {
    const x = Buffer.from(a, 'utf8');
    const y = Buffer.from(b, 'utf8');
    return x.length === y.length && timingSafeEqual(x, y);
  };

  function readLink(params: ThankYouParams): ThankYouLink {
    const link = verifyThankYouLink(deps.thankYouKey, params);
    if (!link) throw invalidLink();
    return link;
  }

  /** The account a code proof unlocks, with the code to consume; throws the same error for every refusal. */
  async function checkCode(email: string, code: string) {
    const attempt = await repo.takeAttempt(email, PURCHASE_SETUP_CODE_MAX_ATTEMPTS);
    if (!attempt || !sameHash(attempt.codeHash, codeHash(email, code))) throw invalidCode();
    // Codes are only issued for pending buyers, but the account may have changed since.
    const buyer = await buyers.findPendingBuyer(email);
    if (!buyer) throw alreadySet();
    return { userId: buyer.userId, codeId: attempt.id };
  }

  async function checkLink(email: string, params: ThankYouParams) {
    const link = readLink(params);
    if (link.email !== email) {
      throw new AppError(
        ErrorCode.INVALID_TOKEN,
        400,
        'This purchase link was issued for a different email address.',
      );
    }
    const order = await buyers.findOrder(link.orderId);
    if (!order) {
      throw new ConflictError(
        'Your payment is still being confirmed. Please try again in a minute.',
      );
    }
    if (order.buyerEmail !== email || !order.userId || order.userEmail !== email) {
      throw invalidLink();
    }
    if (order.hasPassword) throw alreadySet();
    return { userId: order.userId, codeId: null };
  }

  /** A fresh one-time code to the buyer's address; earlier codes stop working. */
  async function sendCode(email: string): Promise<void> {
    const code = String(randomInt(0, 10 ** PURCHASE_SETUP_CODE_LENGTH)).padStart(
      PURCHASE_SETUP_CODE_LENGTH,
      '0',
    );
    const expiresAt = new Date(Date.now() + PURCHASE_SETUP_CODE_TTL_MINUTES * 60_000);
    await repo.replaceCode(email, codeHash(email, code), expiresAt);
    await deps.mailer.send({
      to: email,
      kind: 'purchase_setup_code',
      // Never the code in the subject: the outbox keeps subjects of sent mail.
      subject: `Your ${deps.appName} set-up code`,
      text: `Thank you for your purchase!\n\nYour code to set the password of your ${deps.appName} account:\n\n${code}\n\nEnter it on ${deps.appUrl}/auth?mode=setup within ${PURCHASE_SETUP_CODE_TTL_MINUTES} minutes. It works once.\n\nIf you did not ask for this, ignore this e-mail: nothing changes without the code.`,
    });
  }

  return {
    /** What the sign-in page shows as "Purchase Detected (N coins)". Same answer shape for every address. */
    async lookup(email: string, ip: string): Promise<PurchaseLookupResponse> {
      await limiter.hit(`purchase-lookup:ip:${ip}`, limits.purchaseLookupPerIp);
      const buyer = await buyers.findPendingBuyer(email);
      return buyer
        ? { purchaseDetected: true, coins: buyer.coins }
        : { purchaseDetected: false, coins: 0 };
    },

    /** Always accepted; a code is e-mailed only when the address has a purchase without a password. */
    async requestCode(email: string, ip: string): Promise<void> {
      await limiter.hit(`purchase-code:ip:${ip}`, limits.purchaseCodePerIp);
      await limiter.hit(`purchase-code:email:${email}`, limits.purchaseCodePerEmail);
      const buyer = await buyers.findPendingBuyer(email);
      if (!buyer) return;
      await sendCode(email);
    },

    /**
     * Support's "send a new set-up link" for an order (the admin area): the buyer's address
     * gets a fresh code, whatever the per-address limits, when the account has no password.
     */
    async sendCodeForOrder(orderId: string): Promise<{ sentTo: string; userId: string }> {
      const order = await buyers.findOrder(orderId);
      if (!order) throw new NotFoundError('No order has this id.');
      if (!order.userId || order.userEmail !== order.buyerEmail)
        throw new ConflictError('This order has no account of its buyer to set up.');
      if (order.hasPassword)
        throw new ConflictError(
          'The buyer has set a password already: send a password reset instead.',
        );
      await sendCode(order.buyerEmail);
      return { sentTo: order.buyerEmail, userId: order.userId };
    },

    /** What /welcome shows for a signed thank-you link. Creates no session. */
    async thankYou(params: ThankYouParams, ip: string): Promise<ThankYouResponse> {
      await limiter.hit(`purchase-thank-you:ip:${ip}`, limits.purchaseThankYouPerIp);
      const link = readLink(params);
      const order = await buyers.findOrder(link.orderId);
      if (!order) {
        return {
          orderId: link.orderId,
          email: link.email,
          productName: link.productName,
          orderReceived: false,
          plan: null,
          coinsCredited: 0,
          passwordRequired: false,
        };
      }
      if (order.buyerEmail !== link.email) throw invalidLink();
      return {
        orderId: order.orderId,
        email: link.email,
        productName: order.productName ?? link.productName,
        orderReceived: true,
        plan: toPlan(order.plan),
        coinsCredited: order.coinsCredited,
        passwordRequired:
          Boolean(order.userId) && order.userEmail === link.email && !order.hasPassword,
      };
    },

    /** Sets the buyer's password, with proof of the purchase. */
    async setupPassword(body: SetupPasswordBody, ip: string): Promise<SetupPasswordResponse> {
      const { email, password, proof } = body;
      await limiter.hit(`purchase-setup:ip:${ip}`, limits.purchaseSetupPerIp);
      await limiter.hit(`purchase-setup:email:${email}`, limits.purchaseSetupPerEmail);
      if (deps.credentials.isCommonPassword(password)) {
        throw new AppError(
          ErrorCode.WEAK_PASSWORD,
          400,
          'This password is too common and easy to guess. Please choose another one.',
        );
      }
      const target =
        proof.kind === 'code'
          ? await checkCode(email, proof.code)
          : await checkLink(email, proof.params);

      // The auth module's own hasher and id generator, so the account signs in like any other;
      // a code is consumed inside the transaction that sets the password, or nothing is written.
      const { codeId } = target;
      const outcome = await deps.credentials.setFirstPassword(
        {
          userId: target.userId,
          email,
          passwordHash: await deps.credentials.hashPassword(password),
          newAccountId: await deps.credentials.newAccountId(),
        },
        codeId ? (tx) => repo.consumeCode(tx, codeId) : undefined,
      );
      if (outcome === 'has-password') throw alreadySet();
      if (outcome === 'code-used') throw invalidCode();
      if (outcome === 'no-account') throw proof.kind === 'code' ? invalidCode() : invalidLink();
      return { success: true, coinsAvailable: await deps.wallet.getBalance(target.userId) };
    },
  };
}

export type PurchaseSetupService = ReturnType<typeof createPurchaseSetupService>;
