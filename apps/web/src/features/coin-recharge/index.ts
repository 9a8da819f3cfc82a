export { CoinRechargePage } from './components/coin-recharge-page';
