/**
 * Weight and body (decision 009): weight logs, tape measurements and blood
 * ketone/glucose readings with the glucose-ketone index. The form and the server share these
 * rules; the server re-checks a PATCH merged with the stored row against the create schema.
 */

// Weights, measurements and readings live in ./body/, one file each; the helpers they share
// (NoteSchema, numberInput) stay inside the package.
export {
  EARLIEST_LOG_DATE,
  FUTURE_DATE_MESSAGE,
  latestLogDate,
  ListBodyQuerySchema,
  LogDateSchema,
  MAX_CLOCK_SKEW_MS,
  ReadingTimeSchema,
  WEIGHT_BOUNDS,
  type ListBodyQuery,
} from './body/shared.js';
export * from './body/weights.js';
export * from './body/measurements.js';
export * from './body/readings.js';
