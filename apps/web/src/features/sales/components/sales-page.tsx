import { DEFAULT_COIN_PRICES, planById } from '@ketoflow/domain';
import {
  ArrowRight,
  BrainCircuit,
  CalendarDays,
  Check,
  Clock,
  Coins,
  ScanLine,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CallToActionSection,
  CoinAmountPill,
  MarketingHero,
  MarketingSection,
  StepsList,
} from '../../../components/marketing';
import { Button } from '../../../components/ui/button';
import { env } from '../../../config/env';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useSession } from '../../../entities/session/session';
import { cn } from '../../../lib/utils';
import { mealPlanCost } from '../model/pricing';
import { FeatureDemos } from './feature-demos';
import { PlansGrid } from './plans-grid';
import { SalesFooter } from './sales-footer';
import { ThirdPartyScripts } from './third-party-scripts';
import { formatCoins } from '../../../lib/format';

const appName = env.appName;

/** Move to the plans: smooth unless the visitor prefers less motion; focus follows. */
function scrollToPlans() {
  const plans = document.getElementById('plans');
  if (!plans) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  plans.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  plans.focus({ preventScroll: true });
}

const PROMISES: readonly { icon: LucideIcon; text: string }[] = [
  { icon: ShieldCheck, text: '60-day money-back guarantee' },
  { icon: Zap, text: 'Instant access' },
  { icon: Check, text: 'Cancel any time' },
];

function HeroPreview() {
  const tiles: readonly { icon: LucideIcon; title: string; text: string; tone: string }[] = [
    {
      icon: CalendarDays,
      title: 'Your 7-day plan is ready',
      text: '1,650 kcal · 20 g net carbs a day',
      tone: 'text-primary bg-primary/10',
    },
    {
      icon: ScanLine,
      title: 'Salmon with asparagus',
      text: 'Keto score 92 · 2 g net carbs',
      tone: 'text-fat bg-fat/10',
    },
    {
      icon: BrainCircuit,
      title: 'FlowBrain',
      text: '“Your 14-day trend is still down 0.6 kg.”',
      tone: 'text-protein bg-protein/10',
    },
  ];
  return (
    <figure className="relative w-full max-w-sm">
      <div className="grid gap-3 rounded-2xl border bg-card p-4 shadow-xl">
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-semibold">{appName} Pro</span>
          <CoinAmountPill amount="3,300" />
        </div>
        {tiles.map((tile) => (
          <div key={tile.title} className="flex items-center gap-3 rounded-xl border p-3">
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-lg',
                tile.tone,
              )}
            >
              <tile.icon className="size-5" aria-hidden="true" />
            </span>
            <span className="grid min-w-0">
              <span className="truncate text-sm font-medium">{tile.title}</span>
              <span className="truncate text-xs text-muted-foreground">{tile.text}</span>
            </span>
          </div>
        ))}
      </div>
      <figcaption className="mt-3 text-center text-xs text-muted-foreground">
        Example screens. Yearly Pro’s first year: 2,400 + 900 bonus coins.
      </figcaption>
    </figure>
  );
}

function Hero() {
  const { user } = useSession();
  return (
    <MarketingHero
      tone="coin"
      titleId="sales-title"
      badgeIcon={Sparkles}
      badge={<>{appName} Pro</>}
      title="Keto that plans itself around you"
      lead={
        <>
          {appName} Pro turns your goals into daily targets, AI meal plans and recipes, checks your
          food with KetoVision and answers your questions through FlowBrain, your AI keto guide. All
          for less than a single visit to a nutritionist.
        </>
      }
      actions={
        <>
          <Button size="lg" variant="coin" onClick={scrollToPlans}>
            See the plans
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={user ? '/dashboard' : '/auth?mode=sign-up'}>
              {user ? 'Go to Dashboard' : 'Try it free first'}
            </Link>
          </Button>
        </>
      }
      points={PROMISES}
      preview={<HeroPreview />}
    />
  );
}

const STRUGGLES = [
  'You start keto on Monday and lose track by Thursday.',
  'You’re never sure how many net carbs are really on your plate.',
  'Recipes online ignore your macros, your allergies and your time.',
  'Advice contradicts itself everywhere, and there’s no one to ask.',
  'The scale stalls and you can’t tell why.',
];

const BENEFITS = [
  'A plan that starts from your body, your goal and your pace.',
  'Net carbs, protein and fat counted for every meal and recipe.',
  'Meal plans and recipes that leave out the foods you avoid.',
  'FlowBrain answers from your own targets and logs.',
  'A weight trend and a goal estimate, so a stall makes sense.',
];

/** One side of the comparison: a titled card whose items each carry a cross or a tick. */
function ComparisonColumn({
  title,
  items,
  icon: Icon,
  className,
  markClassName,
}: {
  title: ReactNode;
  items: readonly string[];
  icon: LucideIcon;
  className: string;
  markClassName: string;
}) {
  return (
    <div className={cn('rounded-2xl border p-6', className)}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-sm">
            <span
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
                markClassName,
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function StruggleVsBenefit() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <ComparisonColumn
        title="Keto on your own"
        items={STRUGGLES}
        icon={X}
        className="bg-card"
        markClassName="bg-destructive/15 text-destructive"
      />
      <ComparisonColumn
        title={<>Keto with {appName} Pro</>}
        items={BENEFITS}
        icon={Check}
        className="border-primary/40 bg-primary/5"
        markClassName="bg-primary/15 text-primary"
      />
    </div>
  );
}

function CostOfWaiting() {
  const mega = planById('mega');
  const monthly = planById('monthly');
  const cards: readonly { icon: LucideIcon; figure: string; title: string; text: string }[] = [
    {
      icon: Clock,
      figure: 'Minutes',
      title: 'to get your plan',
      text: 'Every week without a plan is another week of guessing and restarting. Getting started takes a few minutes.',
    },
    {
      icon: Stethoscope,
      figure: '$150+',
      title: 'per nutritionist session',
      text: 'A single consultation often costs that much, for a plan that can’t change when your week does.',
    },
    {
      icon: Coins,
      figure: '~$0.10',
      title: 'of FlowCoins per AI meal plan',
      text: 'Ask for a new plan whenever your week changes. Tracking meals, fasts and weight is free.',
    },
  ];
  return (
    <div className="grid gap-5">
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="rounded-2xl border bg-card p-6">
            <card.icon className="size-6 text-coin" aria-hidden="true" />
            <p className="mt-4">
              <span className="num block text-4xl font-bold tracking-tight">{card.figure}</span>
              <span className="font-semibold">{card.title}</span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{card.text}</p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        A 7-day AI meal plan costs {DEFAULT_COIN_PRICES.meal_plan_7} FlowCoins: about{' '}
        {mealPlanCost(mega)} with the {mega.name}, about {mealPlanCost(monthly)} in the first month
        of {monthly.name}. Nutritionist fees vary by country and practice.
      </p>
    </div>
  );
}

const OBJECTIONS: readonly { q: string; a: string }[] = [
  {
    q: 'Is keto safe for me?',
    a: `For many healthy adults a well-planned keto diet is a reasonable choice, but not for everyone. During setup ${appName} asks about pregnancy, diabetes medication, kidney or liver disease and eating disorders, and shows a clear caution when one applies. It gives general information, not medical advice: if any of these applies to you, talk to your doctor first.`,
  },
  {
    q: 'What if it doesn’t work for me?',
    a: 'Every plan comes with a 60-day money-back guarantee. Ask for your refund through Digistore24 within 60 days of your purchase and you get your money back. The FlowCoins from a refunded purchase are taken back.',
  },
  {
    q: 'I don’t have time to cook.',
    a: 'Meal plans follow the number of meals you eat and leave out what you avoid. Every recipe shows its prep time up front, so on a busy day you pick a quick one.',
  },
  {
    q: 'Do I have to pay to get started?',
    a: `No. A free account gives you your personal plan, the trackers and a welcome bonus of FlowCoins to try the AI features. A Pro plan adds the coins for using them regularly.`,
  },
  {
    q: 'Can I cancel?',
    a: 'Yes, any time. Monthly and Yearly Pro renew until you cancel, through the link in your Digistore24 order e-mail. The coins you already have stay in your wallet. The Mega Deal is a single payment, so there is nothing to cancel.',
  },
  {
    q: 'What happens after I buy?',
    a: `Instant access. Digistore24 handles the payment and ${appName} credits your FlowCoins to the account with your purchase e-mail. New here? Sign in with that e-mail and set your password.`,
  },
];

function Objections() {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {OBJECTIONS.map((item) => (
        <details
          key={item.q}
          className="group rounded-xl border bg-card px-5 py-4 open:shadow-sm [&_summary::-webkit-details-marker]:hidden"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-medium">
            {item.q}
            <span
              aria-hidden="true"
              className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 text-sm text-muted-foreground">{item.a}</p>
        </details>
      ))}
    </div>
  );
}

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

const PRICE_ROWS: readonly { label: string; coins: number }[] = [
  { label: 'FlowBrain message', coins: DEFAULT_COIN_PRICES.coach_message },
  { label: 'KetoVision food scan', coins: DEFAULT_COIN_PRICES.food_scan },
  { label: 'AI recipe', coins: DEFAULT_COIN_PRICES.recipe },
  { label: '7-day meal plan', coins: DEFAULT_COIN_PRICES.meal_plan_7 },
  { label: '14-day meal plan', coins: DEFAULT_COIN_PRICES.meal_plan_14 },
  { label: '30-day meal plan', coins: DEFAULT_COIN_PRICES.meal_plan_30 },
  { label: 'Dream Me image', coins: DEFAULT_COIN_PRICES.dream_me },
];

function FlowCoinsExplainer() {
  const points = [
    'Each AI action has a fixed price in coins, shown before you use it.',
    'Tracking meals, fasts and weight, and your personal plan, cost nothing.',
    'Subscriptions add coins every billing period; bonus coins come with the first payment.',
    'If an AI action fails, its coins are refunded automatically.',
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ul className="grid content-start gap-4">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-coin-soft text-coin">
              <Coins className="size-3.5" aria-hidden="true" />
            </span>
            {point}
          </li>
        ))}
      </ul>
      <div className="overflow-hidden rounded-2xl border bg-card">
        <table className="w-full text-sm">
          <caption className="border-b px-5 py-3 text-left font-semibold">
            Prices in FlowCoins
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">AI action</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {PRICE_ROWS.map((row) => (
              <tr key={row.label} className="border-b last:border-b-0">
                <th scope="row" className="px-5 py-2.5 text-left font-normal">
                  {row.label}
                </th>
                <td className="num px-5 py-2.5 text-right font-semibold text-coin">
                  {formatCoins(row.coins)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function FinalCallToAction() {
  const { user } = useSession();
  return (
    <CallToActionSection
      titleId="final-cta-title"
      title="Start today, with 60 days to change your mind"
      icon={<ShieldCheck className="size-10 text-primary" aria-hidden="true" />}
    >
      <p className="max-w-xl text-muted-foreground text-pretty">
        Your plan is ready in minutes. If {appName} Pro isn’t right for you, the 60-day money-back
        guarantee gives you your money back.
      </p>
      {user ? (
        <Button asChild size="lg">
          <Link to="/coin-recharge">You’re signed in — top up from FlowCoins</Link>
        </Button>
      ) : (
        <Button size="lg" variant="coin" onClick={scrollToPlans}>
          Choose your plan
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </CallToActionSection>
  );
}

/** /d — the sales page (spec §2): every section, the plans and the optional scripts. */
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
          <FeatureDemos />
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
