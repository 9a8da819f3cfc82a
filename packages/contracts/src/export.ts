import { z } from 'zod';

/** The tracking datasets a user can download as CSV (and all of them together as JSON). */
export const TrackingDatasetSchema = z.enum([
  'diary',
  'weights',
  'measurements',
  'readings',
  'water',
  'fasts',
]);
export type TrackingDataset = z.infer<typeof TrackingDatasetSchema>;

export const TRACKING_DATASET_LABELS: Record<TrackingDataset, string> = {
  diary: 'Meal diary',
  weights: 'Weights',
  measurements: 'Body measurements',
  readings: 'Ketone and glucose readings',
  water: 'Water',
  fasts: 'Fasts',
};
