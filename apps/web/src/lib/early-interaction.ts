// What the prerendered pages' module loader (src/prerender/module-loader.ts) keeps for the app
// while its scripts are not running yet.

/** What the module loader keeps for the app (see above). */
type LoaderGlobals = { __kfClick?: HTMLElement; __kfInstall?: Event };

/** The button a visitor clicked before the page was live: clicked again, now that it is. */
export function replayEarlyClick(): void {
  const globals = window as Window & LoaderGlobals;
  const button = globals.__kfClick;
  delete globals.__kfClick;
  if (button?.isConnected) button.click();
}

/** A `beforeinstallprompt` the module loader caught before the app's scripts ran. */
export function takeEarlyInstallPrompt(): Event | null {
  const globals = window as Window & LoaderGlobals;
  const event = globals.__kfInstall ?? null;
  delete globals.__kfInstall;
  return event;
}
