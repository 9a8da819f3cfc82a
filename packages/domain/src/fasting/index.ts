/**
 * Fasting rules: protocols and their targets, progress of a running fast, the caution that
 * the onboarding safety answers call for, and history statistics (streaks by calendar day in
 * the user's own time zone).
 */
export * from './protocols.js';
export * from './progress.js';
export * from './caution.js';
export { calendarDateInTimeZone, calendarDaysBetween } from './calendar.js';
export * from './stats.js';
