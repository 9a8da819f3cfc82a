import type { TourDefinition } from '../../entities/tours/types';

/** Dream Me's guided tour: the photo, the estimate, making the image, the results. */
export const dreamMeTour: TourDefinition = {
  id: 'dream-me',
  steps: [
    {
      target: 'dream-me-photo',
      title: 'Your photo',
      description:
        'Choose or take a photo of yourself. Only you can see it: a resized copy is kept without location or camera data, and you can delete it at any time.',
    },
    {
      target: 'dream-me-estimate',
      title: 'Your estimate',
      description:
        'Pick 6 months, 1 year or 2 years. The weight shown is an estimate from the NIH body-weight model and your plan, with the assumptions it rests on.',
    },
    {
      target: 'dream-me-make',
      title: 'Make your Dream Me',
      description:
        'An illustration of that estimate made from your photo: not a prediction of how you will look. The price in FlowCoins is on the button.',
    },
    {
      target: 'dream-me-results',
      title: 'Your results',
      description:
        'Every Dream Me you make is kept here to look at again, or to delete with its photo.',
    },
  ],
};
