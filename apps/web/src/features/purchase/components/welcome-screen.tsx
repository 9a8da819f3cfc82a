import type { ThankYouParams, ThankYouResponse } from '@ketoflow/contracts';
import {
  CheckCircle2,
  Coins,
  KeyRound,
  LogIn,
  Mail,
  PartyPopper,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, LoadingStatus } from '../../../components/data-state';
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
import { env } from '../../../config/env';
import { isApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useSession } from '../../../entities/session/session';
import { readThankYouParams, useThankYou } from '../api/thank-you-api';
import { formatInteger } from '../../../lib/format';
import { loadErrorText } from '../../../lib/load-error';

const PLAN_NAMES: Record<NonNullable<ThankYouResponse['plan']>, string> = {
  monthly: 'Monthly Pro',
  yearly: 'Yearly Pro',
  mega: 'Mega Deal',
  pack: 'FlowCoins pack',
  unknown: 'Your purchase',
};

export type WelcomeVariant = 'welcome' | 'reseller';

export interface WelcomeScreenProps {
  /** /welcome (the thank-you page) or /login-digistore (the reseller login entry). */
  variant: WelcomeVariant;
  /**
   * The inline password form, supplied by the app layer (it lives in the auth feature); the
   * verified link is its proof of the purchase.
   */
  renderPasswordSetup: (props: { email: string; params: ThankYouParams }) => ReactNode;
}

type Heading = { title: string; description: string; icon: LucideIcon };

/** The page heading: the thank-you page, or the reseller entry with or without a signed link. */
function headingFor(variant: WelcomeVariant, signedLink: boolean): Heading {
  if (variant === 'welcome') {
    return {
      title: 'Thank you for your purchase!',
      description: `Here is what you bought and how to start with ${env.appName}.`,
      icon: PartyPopper,
    };
  }
  return signedLink
    ? {
        title: 'Welcome from DigiStore24!',
        description: `Your purchase opened a ${env.appName} account. Here is what is in it.`,
        icon: PartyPopper,
      }
    : {
        title: 'Digistore24 sign-in',
        description: `Bought ${env.appName} through Digistore24? Your account was created with the email you used at checkout.`,
        icon: ShoppingBag,
      };
}

function Shell({ heading, children }: { heading: Heading; children: ReactNode }) {
  const { title, description, icon: Icon } = heading;
  useDocumentMeta({ title, description });
  return (
    <main
      id="main"
      className="relative mx-auto grid w-full max-w-2xl flex-1 content-start gap-6 px-4 py-10 sm:px-6 sm:py-16"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_16%,transparent),transparent_70%)]"
      />
      <header className="grid justify-items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="max-w-prose text-muted-foreground text-pretty">{description}</p>
      </header>
      {children}
    </main>
  );
}

/** Without a (valid) signed link: the two ways into a buyer account. */
function BuyerOptions({ intro }: { intro: ReactNode }) {
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

function OrderSkeleton() {
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

function OrderSummary({ order }: { order: ThankYouResponse }) {
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

function NextStep({
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

function PaymentPending({ gaveUp }: { gaveUp: boolean }) {
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

/** /welcome and /login-digistore: what was bought, the coins credited, and the next step. */
export function WelcomeScreen({ variant, renderPasswordSetup }: WelcomeScreenProps) {
  const [searchParams] = useSearchParams();
  const params = useMemo(() => readThankYouParams(searchParams), [searchParams]);
  const thankYou = useThankYou(params);
  const heading = headingFor(variant, params !== null);

  if (!params) {
    return (
      <Shell heading={heading}>
        <BuyerOptions
          intro={
            variant === 'welcome'
              ? 'Open the link on your Digistore24 receipt to see your order here, or continue below.'
              : 'Your FlowCoins were credited to the account of your checkout email.'
          }
        />
      </Shell>
    );
  }

  if (thankYou.isPending) {
    return (
      <Shell heading={heading}>
        <OrderSkeleton />
      </Shell>
    );
  }

  if (thankYou.isError) {
    const refused = isApiError(thankYou.error) && thankYou.error.status === 400;
    return (
      <Shell heading={heading}>
        <ErrorState
          headingLevel={2}
          title="We couldn’t verify this link"
          description={refused ? thankYou.error.message : loadErrorText(thankYou.error)}
          {...(refused ? {} : { onRetry: () => void thankYou.refetch() })}
          retrying={thankYou.isFetching}
        />
        <BuyerOptions intro="You can still open your account with the email you bought with." />
      </Shell>
    );
  }

  const order = thankYou.data;
  return (
    <Shell heading={heading}>
      {order.orderReceived ? (
        <>
          <OrderSummary order={order} />
          <NextStep order={order} params={params} renderPasswordSetup={renderPasswordSetup} />
        </>
      ) : (
        <PaymentPending gaveUp={thankYou.gaveUp} />
      )}
    </Shell>
  );
}
