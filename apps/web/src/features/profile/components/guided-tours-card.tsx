import { Compass, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { resetPreferences, TOUR_PREFERENCE_KEYS } from '../../../entities/preferences';
import { useUserId } from '../../../entities/session/session';

const failed = () =>
  toast.error('Reset failed', {
    description: 'We could not reach the server. Please try again.',
  });

/**
 * FlowBrain's guided tours: "Replay tours" clears the finished, hidden and skipped tours and
 * starts again on the dashboard; "Reset" also brings back every dismissed hint. Both on every
 * device of the user, since the dismissals are kept with the account.
 */
export function GuidedToursCard() {
  const userId = useUserId();
  const navigate = useNavigate();
  const [pending, setPending] = useState<'replay' | 'reset' | null>(null);

  async function replay() {
    setPending('replay');
    // To the dashboard first: its tour then starts as soon as the dismissals are cleared.
    await navigate('/dashboard');
    try {
      await resetPreferences(userId, TOUR_PREFERENCE_KEYS);
    } catch {
      failed();
    }
  }

  async function reset() {
    setPending('reset');
    try {
      await resetPreferences(userId);
      toast.success('Tours and hints will show again', {
        description: 'Every screen’s tour shows again on your next visit, starting here.',
      });
    } catch {
      failed();
    } finally {
      setPending(null);
    }
  }

  return (
    <Card data-tour="profile-tours">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Compass className="size-5 text-muted-foreground" aria-hidden="true" />
          Guided tours
        </CardTitle>
        <CardDescription>
          FlowBrain shows each screen’s tour on your first visit. Tours you finish, hide or skip
          stay that way on all your devices.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          data-activity="tours_replay"
          onClick={() => void replay()}
          disabled={pending !== null}
        >
          {pending === 'replay' ? <Spinner /> : <Compass aria-hidden="true" />}
          Replay tours
        </Button>
        <Button variant="outline" onClick={() => void reset()} disabled={pending !== null}>
          {pending === 'reset' ? <Spinner /> : <RotateCcw aria-hidden="true" />}
          Reset tours and hints
        </Button>
      </CardContent>
    </Card>
  );
}
