import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

export const referralCodes = pgTable('referral_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  totalReferrals: integer('total_referrals').notNull().default(0),
  totalCoinsEarned: integer('total_coins_earned').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A user is referred only once. */
    refereeId: text('referee_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    referralCode: text('referral_code').notNull(),
    coinsAwarded: integer('coins_awarded').notNull().default(50),
    /** pending | completed */
    status: text('status').notNull().default('pending'),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId, t.createdAt)],
);
