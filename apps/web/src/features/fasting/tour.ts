import type { TourDefinition } from '../../entities/tours/types';

/** The fasting tracker's guided tour: the timer, the zones, progress and history. */
export const fastingTour: TourDefinition = {
  id: 'fasting-tracker',
  steps: [
    {
      target: 'fasting-timer',
      title: 'Start a fast',
      description:
        'Pick a rhythm such as 16:8, or set your own hours, and start now or from an earlier time. The timer runs on our server, so it keeps going when you close the app or switch devices.',
    },
    {
      target: 'fasting-zones',
      title: 'Fasting zones',
      description:
        'The zone you are in lights up as your fast goes on. Zone times are approximate and shift with your last meal and your activity.',
    },
    {
      target: 'fasting-stats',
      title: 'Your progress',
      description:
        'Your streak (days in a row on which you completed a fast), your longest fast and your average fast over the last 7 and 30 days.',
    },
    {
      target: 'fasting-history',
      title: 'History',
      description:
        'Finished fasts, newest first, each against its target. You can correct a fast’s times or delete it.',
    },
  ],
};
