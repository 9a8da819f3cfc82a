import {
  ArrowRight,
  BrainCircuit,
  CalendarDays,
  Check,
  ScanLine,
  ShieldCheck,
  Sparkles,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { CoinAmountPill, MarketingHero, scrollToSection } from '../../../components/marketing';
import { Button } from '../../../components/ui/button';
import { env } from '../../../config/env';
import { useSession } from '../../../entities/session/session';
import { cn } from '../../../lib/utils';

export const appName = env.appName;

/** Move to the plans (the section is focusable, so focus follows). */
export function scrollToPlans(): void {
  scrollToSection('plans');
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

export function Hero() {
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
