export { LandingPage } from './components/landing-page';
export { SiteFooter } from './components/site-footer';
