import {
  ComparisonLists,
  MarketingSection,
  StepsList,
  TestimonialCarousel,
} from '../../../components/marketing';
import { env } from '../../../config/env';
import { usePaymentProviderScript } from '../../../entities/commerce/payment-provider-script';
import {
  CostOfWaiting,
  DemoWidgets,
  FlowCoinsExplainer,
  Objections,
} from '../../../entities/marketing';
import { useSession } from '../../../entities/session/session';
import { useDocumentMeta } from '../../../lib/document-meta';
import { BENEFITS, LANDING_DEMOS, PAINS, STEPS, TESTIMONIALS } from '../model/landing-content';
import { DreamMeSection } from './dream-me-section';
import { FeatureCards } from './feature-cards';
import { LandingCallToAction } from './landing-cta';
import { LandingHero } from './landing-hero';
import { ProductFacts } from './product-facts';
import { SiteFooter } from './site-footer';
import { TrustBadges } from './trust-badges';

const CTA_ID = 'get-started';
const appName = env.appName;

/** / — the landing page: every section, in order. */
export function LandingPage() {
  const signedIn = useSession().user !== null;
  usePaymentProviderScript();
  useDocumentMeta({
    title: 'Your AI keto companion',
    description: `${appName} plans your keto meals, scans your food, times your fasts and coaches you with AI. Start free.`,
  });

  return (
    <>
      <main id="main" className="flex-1">
        <LandingHero signedIn={signedIn} />
        <TrustBadges />
        <MarketingSection id="pain-vs-benefit" title="Less guessing, more keto" size="compact">
          <ComparisonLists
            pain={{ title: 'Keto on your own', items: PAINS }}
            benefit={{ title: <>Keto with {appName}</>, items: BENEFITS }}
          />
        </MarketingSection>
        <MarketingSection
          id="dream-me"
          title="Dream Me: picture where you are heading"
          intro="Pick a timeline to see what Dream Me shows you once your plan is set up."
          size="compact"
          tinted
        >
          <DreamMeSection ctaId={CTA_ID} />
        </MarketingSection>
        <MarketingSection
          id="how-it-works"
          title="How it works"
          intro="Three steps, then it fits around your day."
          size="compact"
        >
          <StepsList steps={STEPS} />
        </MarketingSection>
        <MarketingSection
          id="demos"
          title="See it at work"
          intro="Five features in a few seconds each. AI features cost a few FlowCoins; the fasting timer is free."
          size="compact"
          tinted
        >
          <DemoWidgets demos={LANDING_DEMOS} />
        </MarketingSection>
        <MarketingSection
          id="features"
          title="Everything keto, in one place"
          intro="AI features are paid with FlowCoins, so you only pay for what you use."
          size="compact"
        >
          <FeatureCards />
        </MarketingSection>
        <MarketingSection
          id="testimonials"
          title="How people use it"
          intro="Illustrative stories written by our team to show how the app is used. They are not reviews by real customers, and results vary."
          size="compact"
          tinted
        >
          <TestimonialCarousel
            items={TESTIMONIALS}
            label="Illustrative testimonials"
            badge="Illustrative"
          />
        </MarketingSection>
        <MarketingSection
          id="cost-of-waiting"
          title="What waiting costs"
          intro="Putting it off costs time, and the usual alternatives cost money."
          size="compact"
        >
          <CostOfWaiting />
        </MarketingSection>
        <MarketingSection
          id="statistics"
          title={`${appName} in numbers`}
          intro="Facts about the app itself, as it ships today."
          size="compact"
          tinted
        >
          <ProductFacts />
        </MarketingSection>
        <MarketingSection id="objections" title="Questions you might have" size="compact">
          <Objections />
        </MarketingSection>
        <MarketingSection
          id="flowcoins"
          title="How FlowCoins work"
          intro={`FlowCoins are ${appName}’s in-app currency for AI features. You spend coins only when you use AI.`}
          size="compact"
          tinted
        >
          <FlowCoinsExplainer />
        </MarketingSection>
        <LandingCallToAction id={CTA_ID} signedIn={signedIn} />
      </main>
      <SiteFooter />
    </>
  );
}
