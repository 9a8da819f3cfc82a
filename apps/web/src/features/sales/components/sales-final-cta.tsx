import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CallToActionSection } from '../../../components/marketing';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../entities/session/session';
import { appName, scrollToPlans } from './sales-hero';

export function FinalCallToAction() {
  const { user } = useSession();
  return (
    <CallToActionSection
      titleId="final-cta-title"
      title="Start today, with 60 days to change your mind"
      icon={<ShieldCheck className="size-10 text-primary" aria-hidden="true" />}
    >
      <p className="max-w-xl text-muted-foreground text-pretty">
        Your plan is ready in minutes. If {appName} Pro isn’t right for you, the 60-day money-back
        guarantee gives you your money back.
      </p>
      {user ? (
        <Button asChild size="lg">
          <Link to="/coin-recharge">You’re signed in — top up from FlowCoins</Link>
        </Button>
      ) : (
        <Button size="lg" variant="coin" onClick={scrollToPlans}>
          Choose your plan
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </CallToActionSection>
  );
}
