import { endpoints, type AdminAccess } from '@ketoflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, LogIn, MailWarning, ShieldCheck, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { env } from '../../../config/env';
import { adminKeys } from '../../../entities/query-keys';
import { useSession } from '../../../entities/session/session';
import { api, isApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { AdminConfirmEmail } from './admin-confirm-email';
import { AdminConsole } from './admin-console';
import { AdminStepUp } from './admin-step-up';

function Page({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof ShieldCheck;
  title: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col items-start gap-4">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {children}
      </div>
    </main>
  );
}

const text = 'max-w-prose text-lg text-muted-foreground text-pretty';

function Waiting() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <LoadingStatus>Checking your access...</LoadingStatus>
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="size-12 rounded-xl" />
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-6 w-full max-w-prose" />
      </div>
    </main>
  );
}

function NotAllowed() {
  return (
    <Page icon={ShieldOff} title="Not allowed">
      <p className={text}>
        This area is for the team that runs {env.appName}. Your account does not have access.
      </p>
      <Button asChild>
        <Link to="/dashboard">Back to your dashboard</Link>
      </Button>
    </Page>
  );
}

function SecondFactorNeeded({ access, userId }: { access: AdminAccess; userId: string }) {
  return (
    <Page icon={KeyRound} title="Two-factor sign-in needed">
      <p className={text}>
        {access.email} is an admin. Because admin tools reach every account and every payment, they
        answer only once this session has been confirmed with an authenticator app.
      </p>
      <p className={text}>
        {access.secondFactor === 'not_enrolled'
          ? 'Two-factor sign-in is not set up for this account yet.'
          : 'Confirm it is you with your authenticator app to continue.'}
      </p>
      <AdminStepUp access={access} userId={userId} />
    </Page>
  );
}

function ConfirmEmailNeeded({ email, userId }: { email: string; userId: string }) {
  return (
    <Page icon={MailWarning} title="Confirm your e-mail address">
      <AdminConfirmEmail email={email} userId={userId} />
    </Page>
  );
}

function ForAdmin({ userId, email }: { userId: string; email: string }) {
  const query = useQuery({
    queryKey: adminKeys.access(userId),
    queryFn: () => api.call(endpoints.admin.access),
    // A 403 is an answer, not a hiccup.
    retry: false,
  });
  if (query.isPending) return <Waiting />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'ADMIN_EMAIL_NOT_CONFIRMED')
      return <ConfirmEmailNeeded email={email} userId={userId} />;
    if (isApiError(query.error) && query.error.status === 403) return <NotAllowed />;
    return (
      <Page icon={ShieldCheck} title="Admin">
        <QueryErrorState query={query} title="We couldn’t check your access" />
      </Page>
    );
  }
  if (query.data.secondFactor !== 'verified')
    return <SecondFactorNeeded access={query.data} userId={userId} />;
  return <AdminConsole />;
}

/**
 * /admin (no guard in the router): the server decides. Signed out, an invitation to
 * sign in; not an admin, "Not allowed" — nothing of the admin area is shown before the server
 * has answered, so there is no flash of admin content.
 */
export function AdminArea() {
  const { user, isPending } = useSession();
  useDocumentMeta({ title: 'Admin', description: `Tools for the team that runs ${env.appName}.` });
  if (user) return <ForAdmin userId={user.id} email={user.email} />;
  if (isPending) return <Waiting />;
  return (
    <Page icon={LogIn} title="Sign in to continue">
      <p className={text}>The admin area is for the team that runs {env.appName}.</p>
      <Button asChild>
        <Link to="/auth">Sign in</Link>
      </Button>
    </Page>
  );
}
