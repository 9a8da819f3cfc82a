import {
  ArrowRight,
  BrainCircuit,
  CalendarDays,
  CalendarRange,
  Check,
  Coins,
  ScanLine,
  Scale,
  Sparkles,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  CallToActionSection,
  CoinAmountPill,
  MarketingHero,
  MarketingSection,
  StepsList,
  type HeroPoint,
} from '../../../components/marketing';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { env } from '../../../config/env';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useSession } from '../../../entities/session/session';
import { SiteFooter } from './site-footer';

const STEPS = [
  {
    title: 'Share Your Goals',
    text: 'Answer a few questions about you, your goal and the foods you avoid. You get a personalised AI summary and daily macro targets.',
  },
  {
    title: 'Get Your Plan',
    text: 'Meal plans and recipes built around your net-carb, protein and fat targets, with a coach to answer your questions.',
  },
  {
    title: 'Track & Adapt',
    text: 'Log meals, fasts and weigh-ins. Your plan adjusts as you go, and you always see where you stand.',
  },
] as const;

const POINTS: readonly HeroPoint[] = ['Free to start', 'No card needed', 'Works on any device'].map(
  (text) => ({ icon: Check, text }),
);

const FEATURES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CalendarDays,
    title: 'Meal plans',
    text: 'AI meal plans that hit your macro targets, with a shopping list and swaps you like.',
  },
  {
    icon: ScanLine,
    title: 'KetoVision',
    text: 'Photograph a meal and get its net carbs, macros and a keto score in seconds.',
  },
  {
    icon: BrainCircuit,
    title: 'FlowBrain coach',
    text: 'Your AI keto guide answers questions using your own targets and logs.',
  },
  {
    icon: Timer,
    title: 'Fasting',
    text: 'Start a 16:8 or 20:4 fast, follow the timer and see which zone you are in.',
  },
  {
    icon: Scale,
    title: 'Weight',
    text: 'Log weigh-ins and follow your trend and BMI rather than the daily noise.',
  },
  {
    icon: CalendarRange,
    title: 'Metashift',
    text: 'A phased programme that moves you step by step from your first week onwards.',
  },
  {
    icon: Sparkles,
    title: 'Dream Me',
    text: 'See an illustration of a possible you in 6 months, 1 year or 2 years.',
  },
  {
    icon: Coins,
    title: 'FlowCoins',
    text: 'AI features cost a few coins each. You see the price before you use one.',
  },
];

/** A static sample of the dashboard's macro card: shows what the app looks like. */
function MacroPreview() {
  const rows = [
    {
      label: 'Net carbs',
      value: 18,
      target: 25,
      unit: 'g',
      className: 'bg-carbs',
      text: 'text-carbs',
    },
    {
      label: 'Protein',
      value: 92,
      target: 110,
      unit: 'g',
      className: 'bg-protein',
      text: 'text-protein',
    },
    { label: 'Fat', value: 121, target: 140, unit: 'g', className: 'bg-fat', text: 'text-fat' },
  ];
  return (
    <figure className="relative w-full max-w-sm rounded-2xl border bg-card p-5 shadow-xl">
      <figcaption className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold">Today</span>
        <CoinAmountPill amount="240" />
      </figcaption>
      <div className="mt-5 grid gap-4">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1.5">
            <div className="flex items-baseline justify-between text-sm">
              <span className={`font-medium ${row.text}`}>{row.label}</span>
              <span className="num text-muted-foreground">
                <span className="font-semibold text-foreground">{row.value}</span> / {row.target}{' '}
                {row.unit}
              </span>
            </div>
            <Progress
              value={(row.value / row.target) * 100}
              indicatorClassName={row.className}
              aria-label={`${row.label}: ${row.value} of ${row.target} ${row.unit}`}
            />
          </div>
        ))}
        <div className="flex items-center justify-between rounded-lg bg-muted px-3 py-2 text-sm">
          <span className="flex items-center gap-2 text-muted-foreground">
            <Timer className="size-4" aria-hidden="true" />
            Fasting 16:8
          </span>
          <span className="num font-semibold">13:42:08</span>
        </div>
      </div>
      <p className="mt-4 text-xs text-muted-foreground">
        Example day. Your targets come from your answers.
      </p>
    </figure>
  );
}

export function LandingPage() {
  const { user } = useSession();
  const appName = env.appName;

  useDocumentMeta({
    title: 'Your AI keto companion',
    description: `${appName} plans your keto meals, scans your food, times your fasts and coaches you with AI. Start free.`,
  });

  return (
    <>
      <main id="main" className="flex-1">
        <MarketingHero
          tone="primary"
          badgeIcon={Sparkles}
          badge="Your AI keto companion"
          title="Keto made simple, with a coach that knows you"
          lead={
            <>
              {appName} builds meal plans around your macros, scans your food, times your fasts and
              answers your questions, so you can stay on track without the guesswork.
            </>
          }
          actions={
            <>
              <Button asChild size="lg">
                <Link to={user ? '/dashboard' : '/auth?mode=sign-up'}>
                  {user ? 'Go to Dashboard' : 'Try It Free'}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#how-it-works">See how it works</a>
              </Button>
            </>
          }
          points={POINTS}
          preview={<MacroPreview />}
        />

        <MarketingSection
          id="how-it-works"
          title="How it works"
          intro="Three steps, then it fits around your day."
          size="compact"
          tinted
        >
          <StepsList steps={STEPS} />
        </MarketingSection>

        <MarketingSection
          id="features"
          title="Everything keto, in one place"
          intro="AI features are paid with FlowCoins, so you only pay for what you use."
          size="compact"
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-xl border bg-card p-5">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <feature.icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{feature.title}</h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{feature.text}</p>
              </li>
            ))}
          </ul>
        </MarketingSection>

        {!user && (
          <CallToActionSection titleId="cta-title" title="Ready to start your keto journey?">
            <p className="text-muted-foreground">
              Create your free account and get your personalised plan in a few minutes.
            </p>
            <Button asChild size="lg">
              <Link to="/auth?mode=sign-up">Start Free Trial</Link>
            </Button>
          </CallToActionSection>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
