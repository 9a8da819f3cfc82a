import { Check, ClipboardList, Info, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { useDocumentMeta } from '../../lib/document-meta';

const BENEFITS = [
  'A personalised AI summary of your goals and starting point',
  'Daily targets for net carbs, protein, fat and calories',
  'An estimated timeline towards your goal weight',
  'Meal plans, recipes and coaching tailored to your tastes',
  'Access to the dashboard, KetoVision and every tracker',
] as const;

/** Shown instead of an app screen to signed-in users who have not finished onboarding. */
export function OnboardingGate({
  lookupFailed = false,
  onRetry,
}: {
  lookupFailed?: boolean;
  onRetry?: () => void;
}) {
  useDocumentMeta({ title: 'Complete Your Setup' });
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="gap-3">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <ClipboardList className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">
            Complete Your Setup
          </h1>
          <CardDescription className="text-base">
            Your personalised AI summary is required to access the dashboard. Answer a few questions
            about yourself and your goals; it takes about three minutes.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div
            role="note"
            className="flex items-start gap-3 rounded-lg border border-coin/40 bg-coin-soft px-4 py-3 text-sm"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-coin" aria-hidden="true" />
            <p>
              <span className="font-semibold text-coin">Onboarding Required</span>
              <span className="text-foreground"> — finish it once to unlock every screen.</span>
            </p>
          </div>
          <div className="grid gap-2">
            <h2 className="text-sm font-semibold">What you get</h2>
            <ul className="grid gap-2">
              {BENEFITS.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
          {lookupFailed && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              We could not check your profile just now.
              {onRetry && (
                <Button variant="link" size="sm" className="h-auto p-0" onClick={onRetry}>
                  <RefreshCw aria-hidden="true" />
                  Check again
                </Button>
              )}
            </p>
          )}
          <Button asChild size="lg" className="w-full">
            <Link to="/onboarding">Complete Onboarding</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
