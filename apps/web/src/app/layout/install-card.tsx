import { Download, Share, SquarePlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LogoMark } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { env } from '../../config/env';
import {
  IOS_HINT_DELAY_MS,
  dismissInstall,
  isInstallDismissed,
  isIos,
  isStandalone,
  promptInstall,
  useCanPromptInstall,
} from '../../lib/pwa';

/**
 * "Install {product}" (spec §2, §4): iOS gets an Add to Home Screen hint after 3 s, other
 * browsers an "Install App" button once `beforeinstallprompt` fired. Hidden in standalone
 * mode, on /d, and for 24 h after a dismissal.
 */
export function InstallCard() {
  const { pathname } = useLocation();
  const canPrompt = useCanPromptInstall();
  const [ios] = useState(isIos);
  const [standalone] = useState(isStandalone);
  const [dismissed, setDismissed] = useState(isInstallDismissed);
  const [iosHintDue, setIosHintDue] = useState(false);

  useEffect(() => {
    if (!ios || standalone) return;
    const timer = setTimeout(() => setIosHintDue(true), IOS_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ios, standalone]);

  const visible = !standalone && !dismissed && pathname !== '/d' && (ios ? iosHintDue : canPrompt);
  if (!visible) return null;

  const dismiss = () => {
    dismissInstall();
    setDismissed(true);
  };

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
          {ios ? (
            <p className="text-sm text-muted-foreground">
              Tap <Share className="inline size-4 align-text-bottom" aria-label="Share" /> then{' '}
              <span className="font-medium text-foreground">
                Add to Home Screen{' '}
                <SquarePlus className="inline size-4 align-text-bottom" aria-hidden="true" />
              </span>{' '}
              to open {env.appName} like an app.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              Open it from your home screen or dock, full screen and offline-ready.
            </p>
          )}
          {!ios && (
            <Button
              size="sm"
              className="mt-2 w-fit"
              onClick={() => {
                void promptInstall().then((accepted) => {
                  if (accepted) setDismissed(true);
                });
              }}
            >
              <Download aria-hidden="true" />
              Install App
            </Button>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          className="-mt-1 -mr-1 text-muted-foreground"
          onClick={dismiss}
          aria-label="Dismiss install prompt"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </aside>
  );
}
