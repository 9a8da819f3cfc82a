import { Share, SquarePlus } from 'lucide-react';
import { env } from '../../../config/env';

/**
 * iPhone and iPad give Web Push only to an app on the home screen (iOS 16.4 or later), so in
 * Safari the way there comes first.
 */
export function IosPushHint() {
  return (
    <div role="note" className="grid gap-2 rounded-lg border bg-muted/30 p-4 text-sm">
      <p className="font-medium">
        On iPhone and iPad, reminders need {env.appName} on your Home Screen (iOS 16.4 or later).
      </p>
      <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
        <li>
          Tap Share{' '}
          <Share className="inline size-4 align-text-bottom" aria-label="(the share icon)" /> in
          Safari.
        </li>
        <li>
          Choose Add to Home Screen{' '}
          <SquarePlus className="inline size-4 align-text-bottom" aria-hidden="true" />.
        </li>
        <li>Open {env.appName} from its icon on the Home Screen.</li>
        <li>Come back here and turn reminders on.</li>
      </ol>
    </div>
  );
}
