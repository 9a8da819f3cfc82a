import { CoinRechargePage } from '../../features/coin-recharge';

export default function CoinRechargeRoute() {
  return <CoinRechargePage />;
}
