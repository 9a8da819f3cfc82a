import { z } from 'zod';
import { TrackingDatasetSchema } from '../export.js';
import { defineEndpoint } from './define.js';

/** Downloads of the tracking data: /api/v1/me/export/… */
export const exportEndpoints = {
  trackingJson: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/export/tracking.json',
    kind: 'download',
    status: 200,
    errors: [],
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/export/:dataset.csv',
    params: z.object({ dataset: TrackingDatasetSchema }),
    kind: 'download',
    status: 200,
    errors: [],
  }),
};
