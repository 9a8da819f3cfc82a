import type { TourDefinition } from '../../entities/tours/types';

/** The dashboard's guided tour: what each card is for and where to go from here. */
export const dashboardTour: TourDefinition = {
  id: 'dashboard',
  steps: [
    {
      target: 'dashboard-macros',
      title: 'Today’s macros',
      description:
        'Net carbs, protein, fat and calories you have logged today, against the daily targets of your plan. Net carbs are total carbs minus fibre and sugar alcohols.',
    },
    {
      target: 'dashboard-quick-add',
      title: 'Log a meal from here',
      description:
        'Add a food from the database, or describe a meal in your own words and check what was understood before it goes into your diary.',
    },
    {
      target: 'dashboard-tracking',
      title: 'Your fast and your weight',
      description:
        'A running fast counts up here, and your weight shows as a smoothed trend, so one heavy morning does not hide the direction you are going.',
    },
    {
      target: 'dashboard-coins',
      title: 'FlowCoins',
      description:
        'AI features such as KetoVision scans, meal plans and FlowBrain answers cost a few coins each. Every button shows its price before you use it.',
    },
    {
      target: 'dashboard-tools',
      title: 'Every tool in one place',
      description:
        'Each screen of the app is one tap away. Look for “Show me around” in the header to see any screen’s tour again.',
    },
  ],
};
