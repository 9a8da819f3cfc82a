import { clickTourTarget, type TourDefinition } from '../../entities/tours/types';

const showWeight = clickTourTarget('weight-tab-weight');

/** The weight tracker's guided tour; its steps open the tab they talk about. */
export const weightTour: TourDefinition = {
  id: 'weight-tracker',
  steps: [
    {
      target: 'weight-log',
      title: 'Log your weight',
      description:
        'Enter today’s weight, or an earlier day’s. Weighing at the same time each day gives the clearest trend.',
      action: showWeight,
    },
    {
      target: 'weight-chart',
      title: 'Your weight and its trend',
      description:
        'Dots are your weigh-ins; the line is a smoothed trend, so water and salt from one day do not hide where you are heading. Your goal shows too.',
      action: showWeight,
    },
    {
      target: 'weight-readings',
      title: 'Ketones and glucose',
      description:
        'If you use a blood ketone or glucose meter, log readings here. With both, you get your glucose-ketone index (GKI).',
      action: clickTourTarget('weight-tab-ketones'),
    },
    {
      target: 'weight-tabs',
      title: 'Weight, measurements, ketones',
      description:
        'Three tabs: your weight, tape measurements such as waist and hips, and your readings. A reload keeps the tab you are on.',
      action: showWeight,
    },
  ],
};
