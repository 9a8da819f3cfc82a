import { MarketingSection, StepsList } from '../../../components/marketing';
import {
  CostOfWaiting,
  DemoWidgets,
  FlowCoinsExplainer,
  Objections,
  type DemoId,
} from '../../../entities/marketing';
import { useDocumentMeta } from '../../../lib/document-meta';
import { PlansGrid } from './plans-grid';
import { SalesFooter } from './sales-footer';
import { FinalCallToAction } from './sales-final-cta';
import { Hero, appName } from './sales-hero';
import { StruggleVsBenefit } from './sales-sections';
import { ThirdPartyScripts } from './third-party-scripts';

const STEPS = [
  {
    title: 'Share Your Goals',
    text: 'Answer a few questions about your body, your goal, your pace and the foods you avoid.',
  },
  {
    title: 'Get Your Plan',
    text: 'Get daily calorie and macro targets, a personal summary, and AI meal plans built on them.',
  },
  {
    title: 'Track & Adapt',
    text: 'Log meals, fasts and weigh-ins. Your trend and goal estimate update as you go.',
  },
];

/** The sales page shows four AI feature demos (the landing page adds the fasting timer). */
const SALES_DEMOS: readonly DemoId[] = ['plan', 'scan', 'coach', 'recipe'];

/** /d — the sales page: every section, the plans and the optional scripts. */
export function SalesPage() {
  useDocumentMeta({
    title: `${appName} Pro: plans and FlowCoins`,
    description: `${appName} Pro: AI meal plans, KetoVision food scans and the FlowBrain coach. Monthly, yearly or one-time plans with a 60-day money-back guarantee.`,
  });
  return (
    <>
      <main id="main" className="flex-1">
        <Hero />
        <MarketingSection id="struggle" title="Sound familiar?" tinted>
          <StruggleVsBenefit />
        </MarketingSection>
        <MarketingSection
          id="cost-of-waiting"
          title="What waiting costs"
          intro="Putting it off costs time, and the usual alternatives cost money."
        >
          <CostOfWaiting />
        </MarketingSection>
        <MarketingSection id="objections" title="Questions you might have" tinted>
          <Objections />
        </MarketingSection>
        <MarketingSection
          id="how-it-works"
          title="How it works"
          intro="Three steps, then it fits around your day."
        >
          <StepsList steps={STEPS} />
        </MarketingSection>
        <MarketingSection
          id="demos"
          title="See the AI at work"
          intro="Meal plans, food scans, coaching and recipes, each for a few FlowCoins."
          tinted
        >
          <DemoWidgets demos={SALES_DEMOS} />
        </MarketingSection>
        <MarketingSection
          id="flowcoins"
          title="How FlowCoins work"
          intro={`FlowCoins are ${appName}’s in-app currency for AI features. Your plan fills your wallet; you spend coins only when you use AI.`}
        >
          <FlowCoinsExplainer />
        </MarketingSection>
        <section
          id="plans"
          tabIndex={-1}
          aria-labelledby="plans-title"
          className="scroll-mt-20 border-t bg-card/40 outline-none"
        >
          <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
            <h2
              id="plans-title"
              className="text-center text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
            >
              Choose your plan
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground text-pretty">
              Every plan includes every feature. The difference is how many FlowCoins you get.
            </p>
            <div className="mt-12">
              <PlansGrid />
            </div>
          </div>
        </section>
        <FinalCallToAction />
      </main>
      <SalesFooter />
      <ThirdPartyScripts />
    </>
  );
}
