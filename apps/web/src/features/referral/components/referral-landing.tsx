import { AlertTriangle, Gift, LayoutDashboard, Share2, UserPlus } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { env } from '../../../config/env';
import { useDocumentMeta } from '../../../lib/document-meta';
import {
  normalizeReferralCode,
  storePendingReferralCode,
} from '../../../entities/referral/pending-referral';
import { useSession } from '../../../entities/session/session';

function LandingCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="relative flex flex-1 flex-col items-center px-4 py-10 sm:justify-center sm:py-16"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_16%,transparent),transparent_70%)]"
      />
      <Card className="relative w-full max-w-md gap-6 shadow-lg">
        <CardHeader className="justify-items-center gap-3 text-center">
          {icon}
          <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
          <div className="text-sm text-muted-foreground text-pretty">{description}</div>
        </CardHeader>
        <CardContent className="grid gap-3">{children}</CardContent>
      </Card>
    </main>
  );
}

function IconBubble({
  children,
  tone = 'primary',
}: {
  children: ReactNode;
  tone?: 'primary' | 'warning';
}) {
  return (
    <span
      className={
        tone === 'primary'
          ? 'flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary'
          : 'flex size-14 items-center justify-center rounded-2xl bg-coin-soft text-coin'
      }
    >
      {children}
    </span>
  );
}

/**
 * /ref/{code}: the referral landing. A well-formed code is kept in the browser
 * (entities/referral/pending-referral) until sign-up sends it; the invitation leads to sign-up.
 */
export function ReferralLanding() {
  const { code: raw = '' } = useParams();
  const code = normalizeReferralCode(raw);
  const { user, isPending } = useSession();
  const signedOut = !isPending && !user;

  useDocumentMeta({
    title: "You're invited",
    description: `A friend invited you to ${env.appName}, the keto companion. Sign up free to get your personal plan.`,
  });

  // Only new accounts can be referred: a signed-in visitor's browser keeps nothing.
  useEffect(() => {
    if (code && signedOut) storePendingReferralCode(code);
  }, [code, signedOut]);

  if (isPending) {
    return (
      <LandingCard
        icon={<LogoMark className="h-10" />}
        title="You're invited"
        description={<Skeleton className="mx-auto h-4 w-56" />}
      >
        <Skeleton className="h-12 w-full" />
      </LandingCard>
    );
  }

  if (user) {
    return (
      <LandingCard
        icon={
          <IconBubble>
            <Share2 className="size-7" aria-hidden="true" />
          </IconBubble>
        }
        title="You already have an account"
        description="Invitation links are for new accounts. You can invite friends with your own link from the Affiliate Center."
      >
        <Button asChild size="lg" className="w-full">
          <Link to="/affiliate-center">
            <Share2 aria-hidden="true" />
            Open the Affiliate Center
          </Link>
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            Go to my dashboard
          </Link>
        </Button>
      </LandingCard>
    );
  }

  if (!code) {
    return (
      <LandingCard
        icon={
          <IconBubble tone="warning">
            <AlertTriangle className="size-7" aria-hidden="true" />
          </IconBubble>
        }
        title="This invitation link doesn't look right"
        description="Invitation codes have 8 letters and digits. Check the link you were sent, or create your account without one."
      >
        <Button asChild size="lg" className="w-full">
          <Link to="/auth?mode=sign-up">
            <UserPlus aria-hidden="true" />
            Sign up without a code
          </Link>
        </Button>
      </LandingCard>
    );
  }

  return (
    <LandingCard
      icon={
        <IconBubble>
          <Gift className="size-7" aria-hidden="true" />
        </IconBubble>
      }
      title="You're invited"
      description={
        <p>
          A friend invited you to {env.appName}. Answer a few questions and get your personal keto
          plan: daily calorie and net-carb targets, an estimated goal date, and tools for meals and
          fasting.
        </p>
      }
    >
      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        Invitation code
        <Badge variant="outline" className="font-mono text-sm tracking-widest">
          {code}
        </Badge>
      </p>
      <Button asChild size="lg" className="mt-1 w-full">
        <Link to="/auth?mode=sign-up">
          <UserPlus aria-hidden="true" />
          Join {env.appName}
        </Link>
      </Button>
      <Button asChild variant="ghost" className="w-full">
        <Link to="/auth">I already have an account</Link>
      </Button>
      <p className="text-center text-xs text-muted-foreground text-pretty">
        When you complete your plan, your friend earns FlowCoins as a thank-you. They see you only
        as a numbered friend, never your name or e-mail.
      </p>
    </LandingCard>
  );
}
