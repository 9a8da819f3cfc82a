import { PurchaseSetupForm } from '../../features/auth';
import { WelcomeScreen } from '../../features/purchase';

/** The reseller login entry: like /welcome with a signed link; otherwise sign-in or the e-mailed code. */
export default function LoginDigistoreRoute() {
  return (
    <WelcomeScreen
      variant="reseller"
      renderPasswordSetup={({ email, params }) => (
        <PurchaseSetupForm email={email} thankYouParams={params} />
      )}
    />
  );
}
