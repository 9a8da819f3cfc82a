import { Download, Share, SquarePlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LogoMark } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { env } from '../../config/env';
import {
  IOS_HINT_DELAY_MS,
  dismissInstall,
  installCardVariant,
  promptInstall,
  useCanPromptInstall,
  useInstallEnvironment,
} from '../../lib/pwa';

/**
 * "Install {product}": an "Install App" button where the browser offered
 * installation, on iOS an Add to Home Screen hint after 3 s. Hidden in standalone mode, on /d,
 * and for 24 h after a dismissal. Renders nothing on the server and on the first client
 * render (prerendered pages hydrate without a mismatch); browser facts are read afterwards.
 */
export function InstallCard() {
  const { pathname } = useLocation();
  const canPrompt = useCanPromptInstall();
  const { standalone, dismissed, ios } = useInstallEnvironment();
  const [iosHintDue, setIosHintDue] = useState(false);

  useEffect(() => {
    if (!ios || standalone) return;
    const timer = setTimeout(() => setIosHintDue(true), IOS_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ios, standalone]);

  const variant = installCardVariant({
    pathname,
    standalone,
    dismissed,
    canPrompt,
    ios,
    iosHintDue,
  });
  if (!variant) return null;

  return (
    <aside
      aria-labelledby="install-card-title"
      className="fixed inset-x-3 bottom-3 z-30 animate-slide-in-bottom rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[22rem]"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
          <LogoMark className="h-6" />
        </span>
        <div className="grid flex-1 gap-1">
          <h2 id="install-card-title" className="font-semibold">
            Install {env.appName}
          </h2>
          {variant === 'ios-hint' ? (
            <p className="text-sm text-muted-foreground">
              Tap Share <Share className="inline size-4 align-text-bottom" aria-hidden="true" />{' '}
              then{' '}
              <span className="font-medium text-foreground">
                Add to Home Screen{' '}
                <SquarePlus className="inline size-4 align-text-bottom" aria-hidden="true" />
              </span>{' '}
              to open {env.appName} like an app.
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                Open it from your home screen or dock, in its own window.
              </p>
              <Button
                size="sm"
                className="mt-2 w-fit"
                data-activity="install_app"
                onClick={() => void promptInstall()}
              >
                <Download aria-hidden="true" />
                Install App
              </Button>
            </>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          className="-mt-1 -mr-1 text-muted-foreground"
          onClick={() => dismissInstall()}
          aria-label="Dismiss install prompt"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </aside>
  );
}
