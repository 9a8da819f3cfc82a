import type { TourDefinition } from '../../entities/tours/types';

/** The FlowCoins screen's guided tour: balance, prices, topping up, history. */
export const coinRechargeTour: TourDefinition = {
  id: 'coin-recharge',
  steps: [
    {
      target: 'coins-balance',
      title: 'Your balance',
      description: 'Your FlowCoins, updated live when coins arrive or are spent.',
    },
    {
      target: 'coins-prices',
      title: 'What coins pay for',
      description:
        'Each AI action has a fixed price, shown before you use it. Tracking and your plan are free, and if an AI action fails its coins come back.',
    },
    {
      target: 'coins-top-up',
      title: 'Top up',
      description:
        'Buy a coin pack or a plan. Checkout opens with Digistore24 in a new tab: use the e-mail of this account there, and the coins appear here moments after payment.',
    },
    {
      target: 'coins-history',
      title: 'Every coin, accounted for',
      description:
        'The history lists every coin that came in or went out, newest first, with what it was for.',
    },
  ],
};
