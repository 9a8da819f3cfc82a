import { TrustBadge } from '../../entities/commerce/trust-badge';
import { PurchaseSetupForm } from '../../features/auth';
import { WelcomeScreen } from '../../features/purchase';

/** The Digistore24 thank-you page: the purchase, its coins, and the password step inline. */
export default function WelcomeRoute() {
  return (
    <>
      <WelcomeScreen
        variant="welcome"
        renderPasswordSetup={({ email, params }) => (
          <PurchaseSetupForm email={email} thankYouParams={params} />
        )}
      />
      <TrustBadge position="top-right" />
    </>
  );
}
