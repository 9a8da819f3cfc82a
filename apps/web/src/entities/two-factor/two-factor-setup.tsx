import type { TwoFactorSetup } from '@ketoflow/contracts';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { QrCode } from '../../components/qr-code';
import { SecondFactorForm } from '../../components/second-factor-form';
import { Button } from '../../components/ui/button';
import { env } from '../../config/env';
import { useConfirmTwoFactor } from './two-factor-api';

/** The secret in groups of four, as authenticator apps show it when typed by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function downloadCodes(codes: readonly string[]) {
  const text = `${env.appName} backup codes\nEach code signs you in once if you lose your phone.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${env.appName.toLowerCase()}-backup-codes.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The enrolment's second part: scan (or type) the secret, keep the backup codes, then prove it
 * with the app's first code — only that turns two-factor sign-in on.
 */
export function TwoFactorSetupSteps({
  setup,
  onDone,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onDone: () => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  return (
    <div className="grid gap-6">
      <ol className="grid gap-6">
        <li className="grid gap-3">
          <p className="text-sm font-medium">1. Scan this code with your authenticator app</p>
          <QrCode value={setup.totpUri} label="QR code for your authenticator app" />
          <p className="text-sm text-muted-foreground">
            Can’t scan it? Choose “enter a setup key” in the app and type:
          </p>
          <code
            data-testid="two-factor-secret"
            className="w-fit rounded-md bg-muted px-3 py-2 font-mono text-sm break-all"
          >
            {groupSecret(setup.secret)}
          </code>
        </li>
        <li className="grid gap-3">
          <p className="text-sm font-medium">2. Keep your backup codes somewhere safe</p>
          <p className="text-sm text-muted-foreground">
            Each one signs you in once if you lose your phone. They are shown only now.
          </p>
          <ul
            aria-label="Backup codes"
            className="grid grid-cols-2 gap-2 rounded-lg border p-3 font-mono text-sm sm:grid-cols-3"
          >
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={() => downloadCodes(setup.backupCodes)}
          >
            <Download aria-hidden="true" />
            Download backup codes
          </Button>
        </li>
        <li className="grid gap-3">
          <p className="text-sm font-medium">3. Enter the code the app shows</p>
          <SecondFactorForm
            allowBackupCode={false}
            submitLabel="Turn on two-factor sign-in"
            pendingLabel="Checking..."
            fallback="Two-factor sign-in was not turned on. Please try again."
            onSubmit={async ({ code }) => {
              await confirm.mutateAsync(code);
              toast.success('Two-factor sign-in is on', {
                description: 'Next time you sign in, we will ask for a code from your app.',
              });
              onDone();
            }}
          >
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          </SecondFactorForm>
        </li>
      </ol>
    </div>
  );
}
