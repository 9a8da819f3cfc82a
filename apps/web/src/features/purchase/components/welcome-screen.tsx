import { PartyPopper, ShoppingBag, type LucideIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/data-state';
import { env } from '../../../config/env';
import { isApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { readThankYouParams, useThankYou } from '../api/thank-you-api';
import { loadErrorText } from '../../../lib/load-error';
import {
  BuyerOptions,
  NextStep,
  OrderSkeleton,
  OrderSummary,
  PaymentPending,
} from './welcome-order';
import { type WelcomeScreenProps, type WelcomeVariant } from '../model/welcome';

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
