import { endpoints } from '@ketoflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { adminKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { formErrorText } from '../../../lib/form-errors';

/**
 * What the owner of an admin address sees before confirming it: admin powers follow the
 * mailbox, not whoever signed up first with the address. The link is the ordinary confirmation
 * e-mail; "I have confirmed it" asks the server again.
 */
export function AdminConfirmEmail({ email, userId }: { email: string; userId: string }) {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => api.call(endpoints.auth.resendVerification, { body: { email } }),
  });
  const recheck = () => queryClient.invalidateQueries({ queryKey: adminKeys.access(userId) });
  const text = 'max-w-prose text-lg text-muted-foreground text-pretty';
  return (
    <div className="flex w-full flex-col items-start gap-4">
      <p className={text}>
        {email} is on the list of admins. Admin tools reach every account and every payment, so they
        open only once you have confirmed that this address is yours.
      </p>
      {send.isSuccess ? (
        <p role="status" className="flex items-start gap-2 text-base">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            We sent a confirmation link to {email}. Open it, then come back here. No e-mail? Check
            your spam folder, or send it again in a few minutes.
          </span>
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className="text-base text-destructive">
          {formErrorText(send.error, { serverMessageFor: ['RATE_LIMITED'] })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending
            ? 'Sending...'
            : send.isSuccess
              ? 'Send the link again'
              : 'Send me the link'}
        </Button>
        <Button variant="outline" onClick={() => void recheck()}>
          I have confirmed it
        </Button>
      </div>
    </div>
  );
}
