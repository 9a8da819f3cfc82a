import type { TourDefinition } from '../../entities/tours/types';

/** Metashift's guided tour: starting the programme, an earlier start, the phases. */
export const metashiftTour: TourDefinition = {
  id: 'metashift',
  steps: [
    {
      target: 'metashift-main',
      title: 'A guide through keto adaptation',
      description:
        'Metashift follows the usual course of switching to keto, day by day: the phase you are in, what to expect, what to focus on and a tip for the day. Start it today, and pause it at any time.',
    },
    {
      target: 'metashift-days-ago',
      title: 'Already eating keto?',
      description:
        'Tell us how many days ago you started, and the programme meets you where you are: today becomes that day plus one.',
    },
    {
      target: 'metashift-timeline',
      title: 'Five phases',
      description:
        'From Carb Clearance to Metabolic Flexibility. The day ranges are typical, not guarantees: they vary with the person, the carbohydrates you eat and how active you are.',
    },
  ],
};
