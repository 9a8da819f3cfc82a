// What the prerendered pages' module loader (src/prerender/module-loader.ts) keeps for the app
// while its scripts are not running yet, and what a visitor typed meanwhile.

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

/** Text typed into prerendered fields that a fresh render replaced, by field name. */
let typedIntoReplacedFields = new Map<string, string>();

/**
 * Before the app renders afresh over prerendered markup (a URL with a query string): what was
 * typed into its fields, so the new fields of the same name can take it over (`keepTypedValue`).
 * The prerendered fields stay on screen until React's first commit replaces them, a moment
 * later: what is typed into them meanwhile is recorded too (an email typed in that gap was
 * lost, and the sign-up went out without it).
 */
export function rememberTypedValues(container: HTMLElement): void {
  typedIntoReplacedFields = new Map();
  const prerendered = new Set<EventTarget>();
  const remember = (field: HTMLInputElement) => {
    if (field.type === 'checkbox' || field.type === 'radio') return;
    if (field.value === '') typedIntoReplacedFields.delete(field.name);
    else typedIntoReplacedFields.set(field.name, field.value);
  };
  for (const field of container.querySelectorAll<HTMLInputElement>('input[name]')) {
    prerendered.add(field);
    remember(field);
  }
  if (prerendered.size === 0) return;
  const onInput = (event: Event) => {
    if (prerendered.has(event.target as EventTarget)) remember(event.target as HTMLInputElement);
  };
  container.addEventListener('input', onInput, true);
  // Once React has replaced them, the old fields send nothing more.
  const stop = new MutationObserver(() => {
    if ([...prerendered].some((field) => (field as Node).isConnected)) return;
    container.removeEventListener('input', onInput, true);
    stop.disconnect();
  });
  stop.observe(container, { childList: true, subtree: true });
}

/** The fields `keepTypedValue` has already looked at. */
const fieldsSeen = new WeakSet<HTMLInputElement>();

/**
 * A react-hook-form field registration that takes over what a visitor typed into the field's
 * prerendered markup before the page was live. Its fields can be typed into at once (decision
 * 021). Hydrating them, react-hook-form itself keeps text typed before the form was ready,
 * but as if nobody had typed it (no `onChange`); a fresh render (`rememberTypedValues`) has
 * new, empty fields. So the first time the ref gets a field it reads what was typed there (or
 * into the field it replaced) and hands it to `restore`, which puts it through the form as if
 * typed now.
 */
export function keepTypedValue<R extends { name: string; ref: (instance: unknown) => void }>(
  registration: R,
  restore: (typed: string) => void,
): R {
  return {
    ...registration,
    ref: (field: unknown) => {
      if (!(field instanceof HTMLInputElement) || fieldsSeen.has(field)) {
        registration.ref(field);
        return;
      }
      fieldsSeen.add(field);
      const typed = field.value || (typedIntoReplacedFields.get(registration.name) ?? '');
      typedIntoReplacedFields.delete(registration.name);
      registration.ref(field);
      if (typed !== '') restore(typed);
    },
  };
}
