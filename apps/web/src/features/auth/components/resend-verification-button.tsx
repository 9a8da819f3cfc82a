import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useResendVerification } from '../api/auth-api';
import { genericErrorNotice } from '../messages';

/** Sends the confirmation e-mail again (POST resend-verification; always 202). */
export function ResendVerificationButton({
  email,
  variant = 'outline',
  className,
}: {
  email: string;
  variant?: 'outline' | 'link';
  className?: string;
}) {
  const resend = useResendVerification();
  return (
    <Button
      variant={variant}
      className={className}
      disabled={resend.isPending || !email}
      onClick={() => {
        resend.mutate(email, {
          onSuccess: () =>
            toast.success('Email sent', {
              description: `We sent a new confirmation link to ${email}.`,
            }),
          onError: (error) => {
            const notice = genericErrorNotice('Could not send email', error);
            toast.error(notice.title, { description: notice.description });
          },
        });
      }}
    >
      {resend.isPending && <Spinner />}
      Resend confirmation email
    </Button>
  );
}
