import type { MyReferralsResponse } from '@ketoflow/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Coins, LogIn, Share2, UserPlus, Users } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { env } from '../../../config/env';
import { isApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useSession } from '../../../entities/session/session';
import { cn } from '../../../lib/utils';
import { useWalletBalance } from '../../../entities/wallet/wallet';
import { useMyReferrals } from '../api/referral-api';
import { CopyLinkField } from './copy-link-field';
import { ReferralList } from './referral-list';
import { formatInteger } from '../../../lib/format';
import { referralKeys } from '../../../entities/query-keys';

const TITLE = 'Affiliate Center';

function Shell({ children, intro }: { children: ReactNode; intro: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Share2 className="size-6" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h1 className="text-3xl font-semibold tracking-tight">{TITLE}</h1>
          <p className="max-w-prose text-muted-foreground text-pretty">{intro}</p>
        </div>
      </header>
      {children}
    </main>
  );
}

function rewardIntro(rewardCoins: number | null): string {
  const reward = rewardCoins === null ? 'FlowCoins' : `${formatInteger(rewardCoins)} FlowCoins`;
  return `Invite friends to ${env.appName}. When a friend you invited completes their personal plan, you earn ${reward}.`;
}

/** "Failed to fetch referral stats: {reason}" (the server's own referral texts as they are). */
function loadFailureText(error: unknown): string {
  const reason = isApiError(error)
    ? error.message
    : 'Something went wrong on our side. Please try again.';
  return reason.startsWith('Failed to') ? reason : `Failed to fetch referral stats: ${reason}`;
}

function CenterSkeleton({ label }: { label: string }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
      <LoadingStatus>{label}</LoadingStatus>
      <div className="grid gap-6">
        <Skeleton className="h-44 rounded-xl" />
        <div className="grid grid-cols-3 gap-3 sm:gap-4">
          <Skeleton className="h-24 rounded-xl sm:h-32" />
          <Skeleton className="h-24 rounded-xl sm:h-32" />
          <Skeleton className="h-24 rounded-xl sm:h-32" />
        </div>
        <Skeleton className="h-64 rounded-xl" />
      </div>
      <Skeleton className="h-64 rounded-xl max-lg:hidden" />
    </div>
  );
}

/** The route has no guard: signed-out visitors are invited to sign in. */
function SignedOutInvite() {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Sign in to get your referral link</CardTitle>
        <CardDescription>
          Every account has its own link. Sign in to copy yours and follow your referrals, or create
          a free account first.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/auth">
            <LogIn aria-hidden="true" />
            Sign in
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/auth?mode=sign-up">
            <UserPlus aria-hidden="true" />
            Create a free account
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Stat({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: number;
  hint: string;
  tone?: 'coin';
}) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-3 sm:p-5">
      <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd
        className={cn(
          'num mt-auto flex items-center gap-1.5 text-2xl font-semibold tracking-tight sm:text-3xl',
          tone === 'coin' && 'text-coin',
        )}
      >
        {tone === 'coin' && <Coins className="size-5 sm:size-6" aria-hidden="true" />}
        {formatInteger(value)}
      </dd>
      <dd className="text-xs text-muted-foreground max-sm:sr-only">{hint}</dd>
    </div>
  );
}

const STEPS = [
  'Copy your link and send it to a friend.',
  'Your friend creates a free account from your link.',
  'When they complete their personal plan, the coins land in your wallet.',
];

function Filled({ data }: { data: MyReferralsResponse }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
      <div className="grid min-w-0 gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              Share your link
              <Badge variant="outline" className="font-mono tracking-widest">
                <span className="sr-only">Your code: </span>
                {data.code}
              </Badge>
            </CardTitle>
            <CardDescription>
              Anyone who signs up from this link counts as your referral.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CopyLinkField url={data.shareUrl} />
          </CardContent>
        </Card>

        <section aria-labelledby="referral-stats">
          <h2 id="referral-stats" className="sr-only">
            Your referral totals
          </h2>
          <dl className="grid grid-cols-3 gap-3 sm:gap-4">
            <Stat
              label="Completed referrals"
              value={data.totalReferrals}
              hint="Friends who finished their plan"
            />
            <Stat
              label="FlowCoins earned"
              value={data.totalCoinsEarned}
              hint={`${formatInteger(data.rewardCoins)} per completed referral`}
              tone="coin"
            />
            <Stat
              label="Pending"
              value={data.pendingReferrals}
              hint="Signed up, plan not finished yet"
            />
          </dl>
        </section>

        <Card>
          <CardHeader>
            <CardTitle>Your referrals</CardTitle>
            <CardDescription>
              Newest first. Friends are shown by number, never by name or e-mail.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {data.referrals.length === 0 ? (
              <EmptyState
                icon={Users}
                headingLevel={3}
                title="No referrals yet"
                description="Share your link with a friend. They appear here as soon as they sign up."
              />
            ) : (
              <ReferralList referrals={data.referrals} />
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>How it works</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
                >
                  {index + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
          <p className="mt-5 text-xs text-muted-foreground">
            Each person can be referred once, and only new accounts count.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * A friend completing onboarding credits this user's wallet, which realtime pushes as a new
 * balance: take that as the cue to reload the referral list while the page is open.
 */
function useRefreshOnBalanceChange(userId: string) {
  const queryClient = useQueryClient();
  const { data: balance } = useWalletBalance(userId);
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (balance === undefined) return;
    if (previous.current !== undefined && previous.current !== balance) {
      void queryClient.invalidateQueries({ queryKey: referralKeys.mine(userId) });
    }
    previous.current = balance;
  }, [balance, queryClient, userId]);
}

function SignedInCenter({ userId }: { userId: string }) {
  const query = useMyReferrals(userId);
  useRefreshOnBalanceChange(userId);
  const intro = rewardIntro(query.data?.rewardCoins ?? null);
  if (query.data) {
    return (
      <Shell intro={intro}>
        <Filled data={query.data} />
      </Shell>
    );
  }
  if (query.isError) {
    return (
      <Shell intro={intro}>
        <QueryErrorState
          query={query}
          title="We couldn’t load your referrals"
          description={loadFailureText(query.error)}
          className="max-w-xl"
        />
      </Shell>
    );
  }
  return (
    <Shell intro={intro}>
      <CenterSkeleton label="Loading your referral link..." />
    </Shell>
  );
}

/** /affiliate-center: your code and link, totals and referrals (or a sign-in invitation). */
export function AffiliateCenter() {
  const { user, isPending } = useSession();
  useDocumentMeta({
    title: TITLE,
    description: `Share your referral link and earn FlowCoins for every friend who joins ${env.appName}.`,
  });
  if (user) return <SignedInCenter userId={user.id} />;
  return (
    <Shell intro={rewardIntro(null)}>
      {isPending ? <CenterSkeleton label="Loading..." /> : <SignedOutInvite />}
    </Shell>
  );
}
