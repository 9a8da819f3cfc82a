import { WeightTrackerPage } from '../../features/weight';

/** /weight-tracker: the weight feature (weight, measurements, ketones and GKI). */
export default function WeightTrackerRoute() {
  return <WeightTrackerPage />;
}
