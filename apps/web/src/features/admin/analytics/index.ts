export { AdminAnalyticsPage } from './admin-analytics-page';
