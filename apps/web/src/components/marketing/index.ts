export { CallToActionSection } from './call-to-action-section';
export { CoinAmountPill } from './coin-amount-pill';
export { MarketingHero, type HeroPoint } from './marketing-hero';
export { MarketingSection } from './marketing-section';
export { StepsList } from './steps-list';
export { ComparisonLists } from './comparison-lists';
export { useReducedMotion } from './use-reduced-motion';
export { TestimonialCarousel, type Testimonial } from './testimonial-carousel';
export { scrollToSection } from './scroll-to-section';
