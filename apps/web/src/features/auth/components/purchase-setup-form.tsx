import type { ThankYouParams } from '@ketoflow/contracts';
import { useNavigate } from 'react-router';
import { usePurchasePasswordSetup } from '../hooks/use-purchase-password-setup';
import { CredentialsForm } from './credentials-form';

export interface PurchaseSetupFormProps {
  /** The buyer address of the verified thank-you link. */
  email: string;
  /** The link's query as received: the server verifies it again as the proof. */
  thankYouParams: ThankYouParams;
}

/**
 * Setup mode inline on /welcome: the signed thank-you link is the proof, so no code is needed.
 * If the automatic sign-in fails, /auth takes over in sign-in mode.
 */
export function PurchaseSetupForm({ email, thankYouParams }: PurchaseSetupFormProps) {
  const navigate = useNavigate();
  const runSetup = usePurchasePasswordSetup({
    onSignInFailed: (address) =>
      void navigate('/auth', { replace: true, state: { email: address } }),
  });
  return (
    <CredentialsForm
      mode="setup"
      defaultEmail={email}
      emailReadOnly
      onSubmit={(values) => runSetup(values, { kind: 'thank-you', params: thankYouParams })}
    />
  );
}
