import { date, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

/** weight_logs: weight, units (metric|imperial), date, bmi (only with a height). */
export const weightLogs = pgTable(
  'weight_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** In the unit the user logged it: kg for metric, lb for imperial. */
    weight: doublePrecision('weight').notNull(),
    units: text('units').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    bmi: doublePrecision('bmi'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('weight_logs_user_date_idx').on(t.userId, t.date)],
);

/** Tape measurements, stored in cm whatever the user typed. */
export const bodyMeasurements = pgTable(
  'body_measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    waistCm: doublePrecision('waist_cm'),
    hipsCm: doublePrecision('hips_cm'),
    chestCm: doublePrecision('chest_cm'),
    armCm: doublePrecision('arm_cm'),
    thighCm: doublePrecision('thigh_cm'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('body_measurements_user_date_idx').on(t.userId, t.date)],
);

/** Blood ketone (BHB, mmol/L) and glucose readings; GKI is computed when both exist. */
export const ketoneReadings = pgTable(
  'ketone_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    ketonesMmolL: doublePrecision('ketones_mmol_l'),
    /** As entered, in glucose_unit (mg/dL or mmol/L). */
    glucose: doublePrecision('glucose'),
    glucoseUnit: text('glucose_unit'),
    gki: doublePrecision('gki'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ketone_readings_user_time_idx').on(t.userId, t.measuredAt)],
);
