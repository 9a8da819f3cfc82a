import type { CommerceConfig } from '@ketoflow/contracts';
import { digistoreOrderFormUrl, PLANS } from '@ketoflow/domain';
/** The configuration values the public commerce settings are built from. */
export type CommerceConfigSource = {
  digistore: {
    products: { monthly: string | undefined; yearly: string | undefined; mega: string | undefined };
    coinPacks: { productId: string; coins: number }[];
  };
  trustBadgeScriptUrl: string | undefined;
  paymentProviderScriptUrl: string | undefined;
  operator: { name: string; address: string | undefined; email: string };
};

/**
 * What the sales, recharge and legal pages need from the server's configuration: order-form
 * links per plan and coin pack, the optional third-party script URLs and the operator's
 * details. No secrets (the IPN passphrase and thank-you key never leave config.ts).
 */
export function buildCommerceConfig(config: CommerceConfigSource): CommerceConfig {
  const { products, coinPacks } = config.digistore;
  return {
    plans: PLANS.map((plan) => {
      const productId = products[plan.id];
      return { id: plan.id, orderFormUrl: productId ? digistoreOrderFormUrl(productId) : null };
    }),
    coinPacks: coinPacks.map((pack) => ({
      productId: pack.productId,
      coins: pack.coins,
      orderFormUrl: digistoreOrderFormUrl(pack.productId),
    })),
    trustBadgeScriptUrl: config.trustBadgeScriptUrl ?? null,
    paymentProviderScriptUrl: config.paymentProviderScriptUrl ?? null,
    operator: {
      name: config.operator.name,
      address: config.operator.address ?? null,
      email: config.operator.email,
    },
  };
}

/** The configured third-party script URLs; the CSP allows exactly their origins. */
export function thirdPartyScriptUrls(config: CommerceConfigSource): string[] {
  return [config.trustBadgeScriptUrl, config.paymentProviderScriptUrl].filter(
    (url): url is string => url !== undefined,
  );
}
