import type { ThankYouParams, ThankYouResponse } from '@ketoflow/contracts';
import { CheckCircle2, Coins, KeyRound, LogIn, Mail } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingStatus } from '../../../components/data-state';
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
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../entities/session/session';
import { formatInteger } from '../../../lib/format';
import { PLAN_NAMES, type WelcomeScreenProps } from '../model/welcome';

/** Without a (valid) signed link: the two ways into a buyer account. */
export function BuyerOptions({ intro }: { intro: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Open your account</CardTitle>
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-3 text-sm">
          <li className="flex gap-3">
            <KeyRound className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <strong>First time here?</strong> Set your password. We email a one-time code to the
              address you bought with, so only you can do it.
            </span>
          </li>
          <li className="flex gap-3">
            <LogIn className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <strong>Password already set?</strong> Sign in as usual; your FlowCoins are there.
            </span>
          </li>
        </ol>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild size="lg">
            <Link to="/auth?mode=setup">
              <KeyRound aria-hidden="true" />
              Set up my password
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/auth">
              <LogIn aria-hidden="true" />
              Sign in
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function OrderSkeleton() {
  return (
    <Card>
      <LoadingStatus>Checking your purchase...</LoadingStatus>
      <CardHeader>
        <Skeleton className="h-6 w-40" />
      </CardHeader>
      <CardContent className="grid gap-3">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
      </CardContent>
    </Card>
  );
}

export function OrderSummary({ order }: { order: ThankYouResponse }) {
  const product = order.productName ?? (order.plan ? PLAN_NAMES[order.plan] : 'Your purchase');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
          Your order
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium">{product}</dd>
          <dt className="text-muted-foreground">FlowCoins credited</dt>
          <dd>
            <Badge variant="coin" className="text-sm">
              <Coins aria-hidden="true" />
              <span className="tabular-nums">{formatInteger(order.coinsCredited)}</span> FlowCoins
            </Badge>
          </dd>
          <dt className="text-muted-foreground">Account</dt>
          <dd className="font-medium break-words">{order.email}</dd>
          <dt className="text-muted-foreground">Order</dt>
          <dd className="font-mono text-xs text-muted-foreground sm:text-sm">{order.orderId}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

export function NextStep({
  order,
  params,
  renderPasswordSetup,
}: {
  order: ThankYouResponse;
  params: ThankYouParams;
  renderPasswordSetup: WelcomeScreenProps['renderPasswordSetup'];
}) {
  const { user } = useSession();
  if (order.passwordRequired) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Next step: choose your password</CardTitle>
          <CardDescription>
            Your account uses <strong className="break-words text-foreground">{order.email}</strong>
            . Set a password (at least 6 characters) and we sign you in.
          </CardDescription>
        </CardHeader>
        <CardContent>{renderPasswordSetup({ email: order.email, params })}</CardContent>
      </Card>
    );
  }
  const signedInHere = user?.email.toLowerCase() === order.email;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{signedInHere ? 'You’re all set' : 'Your password is set'}</CardTitle>
        <CardDescription>
          {signedInHere
            ? 'Your coins are in your wallet. Pick up where you left off.'
            : `Sign in with ${order.email} to use your coins.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg" className="w-full sm:w-auto">
          {signedInHere ? (
            <Link to="/dashboard">Go to Dashboard</Link>
          ) : (
            <Link to="/auth" state={{ email: order.email }}>
              <LogIn aria-hidden="true" />
              Sign in
            </Link>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}

export function PaymentPending({ gaveUp }: { gaveUp: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {gaveUp ? (
            <Mail className="size-5 text-coin" aria-hidden="true" />
          ) : (
            <Spinner className="size-5 text-primary" />
          )}
          {gaveUp ? 'Still waiting for Digistore24' : 'Confirming your payment...'}
        </CardTitle>
        <CardDescription role="status">
          {gaveUp
            ? 'This is taking longer than usual. Your purchase is safe: reload this page in a few minutes, or sign in later with “Set Up Your DigiStore24 Password”.'
            : 'Digistore24 tells us about your payment within a minute or two. This page updates by itself.'}
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
