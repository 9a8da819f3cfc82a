import { UNSUBSCRIBE_LINK_INVALID } from '@ketoflow/contracts';
import { CircleAlert, CircleCheck, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NeedsConnection } from '../../../components/needs-connection';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useOnline } from '../../../lib/online';
import { useUnsubscribeFromWeeklyEmail } from '../api/unsubscribe-api';

const TURN_BACK_ON = 'You can turn it back on in your profile’s Reminders.';

/**
 * Where the weekly summary e-mail's unsubscribe link leads (signed out): it asks first and
 * turns the e-mail off only when the button is pressed, because mail scanners open every link
 * in a message. Mail clients that offer one-click unsubscribe post to the link themselves.
 */
export function EmailUnsubscribePage() {
  useDocumentMeta({ title: 'Weekly summary e-mail' });
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const online = useOnline();
  const unsubscribe = useUnsubscribeFromWeeklyEmail();
  const error = unsubscribe.error;
  // A token the server refuses stays refused: no button to press again, only its words.
  const refused = isApiError(error) && error.status === 400;

  let body: ReactNode;
  if (!token) {
    body = <Note tone="error">{UNSUBSCRIBE_LINK_INVALID}</Note>;
  } else if (unsubscribe.isSuccess) {
    body = (
      <Note tone="success">
        {unsubscribe.data.already
          ? 'You had already unsubscribed from the weekly summary.'
          : 'You will no longer get the weekly summary.'}{' '}
        {TURN_BACK_ON}
      </Note>
    );
  } else if (refused) {
    body = <Note tone="error">{error.message}</Note>;
  } else {
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          This stops the e-mail that sums up your week; your reminders in the app stay as they are.
        </p>
        {error && <Note tone="error">{error.message}</Note>}
        <div className="grid gap-2">
          <Button
            className="w-full"
            onClick={() => unsubscribe.mutate(token)}
            disabled={unsubscribe.isPending || !online}
          >
            {unsubscribe.isPending && <Spinner />}
            Unsubscribe
          </Button>
          <NeedsConnection className="justify-center" />
        </div>
      </>
    );
  }

  return (
    <main id="main" className="flex flex-1 flex-col items-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md gap-6">
        <CardHeader className="justify-items-center gap-3 text-center">
          <MailX className="size-8 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-semibold tracking-tight">Stop the weekly summary e-mail?</h1>
        </CardHeader>
        <CardContent className="grid gap-5">{body}</CardContent>
      </Card>
      {(unsubscribe.isSuccess || refused || !token) && (
        <Button asChild variant="link" className="mt-4">
          <Link to="/profile">Open your profile</Link>
        </Button>
      )}
    </main>
  );
}

function Note({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      className={
        tone === 'success'
          ? 'flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/10 px-4 py-3 text-sm'
          : 'flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm'
      }
    >
      <Icon
        className={
          tone === 'success'
            ? 'mt-0.5 size-4 shrink-0 text-primary'
            : 'mt-0.5 size-4 shrink-0 text-destructive'
        }
        aria-hidden="true"
      />
      <p>{children}</p>
    </div>
  );
}
