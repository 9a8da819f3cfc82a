import type { TourDefinition } from '../../entities/tours/types';

/** The profile's guided tour: plan and answers, preferences, tours, your data. */
export const profileTour: TourDefinition = {
  id: 'profile',
  steps: [
    {
      target: 'profile-plan',
      title: 'Your plan and answers',
      description:
        'Your daily targets are worked out from your answers. Change any section of your answers and the targets follow.',
    },
    {
      target: 'profile-preferences',
      title: 'Units and theme',
      description:
        'Choose metric or imperial units, and a dark or light look. The theme is saved on this device.',
    },
    {
      target: 'profile-tours',
      title: 'See the tours again',
      description:
        'Replay tours brings back every screen’s tour, starting on the dashboard. “Show me around” in the header starts the tour of the screen you are on.',
    },
    {
      target: 'profile-data',
      title: 'Your data',
      description:
        'Download everything we store about you as one file, or delete your account and all of its data for good.',
    },
  ],
};
