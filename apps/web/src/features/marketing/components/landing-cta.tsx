import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CallToActionSection } from '../../../components/marketing';
import { Button } from '../../../components/ui/button';

/**
 * The closing call to action (the Dream Me button scrolls here). The final
 * "Start Free Trial" button is only for signed-out visitors; a signed-in one is pointed to
 * the dashboard instead.
 */
export function LandingCallToAction({ id, signedIn }: { id: string; signedIn: boolean }) {
  return (
    <CallToActionSection
      id={id}
      titleId={`${id}-title`}
      title={signedIn ? 'Welcome back' : 'Ready to start your keto journey?'}
    >
      <p className="text-muted-foreground">
        {signedIn
          ? 'Your plan, your logs and Dream Me are waiting in your dashboard.'
          : 'Create your free account and get your personalised plan in a few minutes. No card needed.'}
      </p>
      {signedIn ? (
        <Button asChild size="lg" variant="outline">
          <Link to="/dashboard">
            Open your dashboard
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button asChild size="lg">
          <Link to="/auth?mode=sign-up">
            Start Free Trial
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </CallToActionSection>
  );
}
