import {
  EmailSchema,
  PURCHASE_SETUP_CODE_LENGTH,
  PURCHASE_SETUP_CODE_TTL_MINUTES,
} from '@ketoflow/contracts';
import { MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useRequestSetupCode } from '../api/purchase-setup-api';
import { genericErrorNotice, INVALID_EMAIL } from '../messages';

export interface SetupCodeStepProps {
  /** The address typed in the form; the code goes there. */
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
}

/**
 * Proof of the purchase without the thank-you link: a one-time code e-mailed to the buyer.
 * Knowing the address alone never sets a password.
 */
export function SetupCodeStep({ email, code, onCodeChange }: SetupCodeStepProps) {
  const requestCode = useRequestSetupCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [haveCode, setHaveCode] = useState(false);

  const send = async () => {
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      toast.error(INVALID_EMAIL.title, { description: INVALID_EMAIL.description });
      return;
    }
    try {
      await requestCode.mutateAsync(parsed.data);
      setSentTo(parsed.data);
      toast.success('Code sent', {
        description: `If ${parsed.data} has a purchase waiting, the code is on its way.`,
      });
    } catch (error) {
      const notice = genericErrorNotice('Could not send the code', error);
      toast.error(notice.title, { description: notice.description });
    }
  };

  const showInput = sentTo !== null || haveCode;
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4">
      <p className="text-sm text-muted-foreground">
        To prove the purchase is yours, we email a one-time code to the address you bought with.
      </p>
      {sentTo && (
        <p role="status" className="flex items-start gap-2 text-sm">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Sent to <strong className="break-words">{sentTo}</strong>. It works for{' '}
            {PURCHASE_SETUP_CODE_TTL_MINUTES} minutes.
          </span>
        </p>
      )}
      {showInput && (
        <FormField label="Code from the email">
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={PURCHASE_SETUP_CODE_LENGTH}
            placeholder={'0'.repeat(PURCHASE_SETUP_CODE_LENGTH)}
            className="font-mono tracking-[0.3em] tabular-nums"
            value={code}
            onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, ''))}
          />
        </FormField>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          type="button"
          variant={sentTo ? 'ghost' : 'outline'}
          size={sentTo ? 'sm' : 'default'}
          onClick={() => void send()}
          disabled={requestCode.isPending}
        >
          {requestCode.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {sentTo ? 'Send a new code' : 'Send me a code'}
        </Button>
        {!showInput && (
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => setHaveCode(true)}
          >
            I already have a code
          </Button>
        )}
      </div>
    </div>
  );
}
