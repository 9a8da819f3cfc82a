/**
 * The marketing pieces the landing page (/) and the sales page (/d) share: one demo set, one
 * objections list, one cost-of-waiting block, one FlowCoins explanation. They live here, not in
 * a feature, because features do not import each other; they read the price table and domain
 * rules, so they are not UI primitives either.
 */
export { CostOfWaiting } from './cost-of-waiting';
export { DemoWidgets, type DemoId } from './demos/demo-widgets';
export { FlowCoinsExplainer } from './flowcoins-explainer';
export { Objections } from './objections';
export { useCoinPrices } from './use-coin-prices';
