import {
  ArrowRight,
  BrainCircuit,
  CalendarDays,
  CalendarRange,
  ChefHat,
  Handshake,
  ScanLine,
  Scale,
  Sparkles,
  Timer,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

interface Feature {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** A body-image feature: hidden when the safety answers turn those off. */
  bodyImage?: boolean;
}

export const FEATURES: readonly Feature[] = [
  {
    to: '/coach',
    title: 'Ask FlowBrain',
    description: 'Your keto coach, answering from your own numbers.',
    icon: BrainCircuit,
  },
  {
    to: '/ketovision',
    title: 'KetoVision',
    description: 'Snap your plate and see how keto-friendly it is.',
    icon: ScanLine,
  },
  {
    to: '/my-recipes',
    title: 'My Recipes',
    description: 'AI recipes built around your macros and tastes.',
    icon: ChefHat,
  },
  {
    to: '/my-meals',
    title: 'My Meals',
    description: 'Log what you eat and watch your macros add up.',
    icon: UtensilsCrossed,
  },
  {
    to: '/weight-tracker',
    title: 'Weight',
    description: 'Log your weight and follow your trend and BMI.',
    icon: Scale,
  },
  {
    to: '/fasting-tracker',
    title: 'Fasting',
    description: 'Time your fasts and see which stage you’re in.',
    icon: Timer,
  },
  {
    to: '/metashift',
    title: 'Metashift',
    description: 'A guided programme that moves you through keto in phases.',
    icon: CalendarRange,
  },
  {
    to: '/meal-plan',
    title: 'Meal plan',
    description: 'A 7-, 14- or 30-day plan made from your targets.',
    icon: CalendarDays,
  },
  {
    to: '/dream-me',
    title: 'Dream Me',
    description: 'Picture yourself 6 months to 2 years from now.',
    icon: Sparkles,
    bodyImage: true,
  },
  {
    to: '/affiliate-center',
    title: 'Affiliate',
    description: 'Share the app with friends and earn FlowCoins.',
    icon: Handshake,
  },
];

/** One card per feature screen, each a single link with a one-line description. */
export function FeatureCards({ showBodyImage }: { showBodyImage: boolean }) {
  const features = FEATURES.filter((feature) => showBodyImage || !feature.bodyImage);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.to}>
          <Link
            to={feature.to}
            className="group flex h-full items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <feature.icon className="size-5" aria-hidden="true" />
            </span>
            <span className="grid flex-1 gap-0.5">
              <span className="font-medium">{feature.title}</span>
              <span className="text-sm text-muted-foreground">{feature.description}</span>
            </span>
            <ArrowRight
              className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-foreground"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
