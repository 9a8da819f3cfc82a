import { ArrowRight, Check, Sparkles, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { CoinAmountPill, MarketingHero, type HeroPoint } from '../../../components/marketing';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { env } from '../../../config/env';

const POINTS: readonly HeroPoint[] = ['Free to start', 'No card needed', 'Works on any device'].map(
  (text) => ({ icon: Check, text }),
);

const MACROS = [
  { label: 'Net carbs', value: 18, target: 25, bar: 'bg-carbs', text: 'text-carbs' },
  { label: 'Protein', value: 92, target: 110, bar: 'bg-protein', text: 'text-protein' },
  { label: 'Fat', value: 121, target: 140, bar: 'bg-fat', text: 'text-fat' },
] as const;

/** A static sample of the dashboard's macro card: shows what the app looks like. */
function MacroPreview() {
  return (
    <figure className="relative w-full max-w-sm rounded-2xl border bg-card p-5 shadow-xl">
      <figcaption className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold">Today</span>
        <CoinAmountPill amount="240" />
      </figcaption>
      <div className="mt-5 grid gap-4">
        {MACROS.map((row) => (
          <div key={row.label} className="grid gap-1.5">
            <div className="flex items-baseline justify-between text-sm">
              <span className={`font-medium ${row.text}`}>{row.label}</span>
              <span className="num text-muted-foreground">
                <span className="font-semibold text-foreground">{row.value}</span> / {row.target} g
              </span>
            </div>
            <Progress
              value={(row.value / row.target) * 100}
              indicatorClassName={row.bar}
              aria-label={`${row.label}: ${row.value} of ${row.target} g`}
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

/** "Try It Free" (to /auth), or "Go to Dashboard" when signed in. */
export function LandingHero({ signedIn }: { signedIn: boolean }) {
  return (
    <MarketingHero
      tone="primary"
      titleId="hero-title"
      badgeIcon={Sparkles}
      badge="Your AI keto companion"
      title="Keto made simple, with a coach that knows you"
      lead={
        <>
          {env.appName} builds meal plans around your macros, scans your food, times your fasts and
          answers your questions, so you can stay on track without the guesswork.
        </>
      }
      actions={
        <>
          <Button asChild size="lg">
            <Link to={signedIn ? '/dashboard' : '/auth?mode=sign-up'}>
              {signedIn ? 'Go to Dashboard' : 'Try It Free'}
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
  );
}
