import type { TourDefinition } from '../../entities/tours/types';

/** KetoVision's guided tour: scanning a photo, describing a plate, the scan history. */
export const ketovisionTour: TourDefinition = {
  id: 'ketovision',
  steps: [
    {
      target: 'ketovision-scan',
      title: 'Scan your food',
      description:
        'Photograph the barcode of a packaged food or your plate, and see its net carbs, macros and keto score. The price in FlowCoins shows here before you scan.',
    },
    {
      target: 'ketovision-photo',
      title: 'Take a photo or upload one',
      description:
        'On a phone, Take photo opens the camera. If nothing on the photo is recognised, you tell us what is on the plate, and that photo costs nothing.',
    },
    {
      target: 'ketovision-describe',
      title: 'No photo at hand?',
      description:
        'Describe your plate instead: pick the foods or write them in your own words, and get the same score.',
    },
    {
      target: 'ketovision-history',
      title: 'Your scans',
      description:
        'Every scan is kept here with its keto score, so you can open it again and log it to your diary later.',
    },
  ],
};
