import { AlertTriangle, Home, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { clearAppDataAndReload } from '../../lib/pwa';

function describe(error: unknown): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    // V8 stacks start with "Name: message"; others (Firefox, Safari) do not.
    return error.stack?.startsWith(head) ? error.stack : `${head}\n\n${error.stack ?? ''}`.trim();
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/**
 * "Something went wrong". Used by the global error boundary and as the router's
 * errorElement, so it depends on nothing but the browser (no router, no query client).
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const [clearing, setClearing] = useState(false);
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-1 items-center justify-center bg-background px-4 py-12 text-foreground"
    >
      <div role="alert" className="w-full max-w-lg rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-destructive/15 text-destructive">
            <AlertTriangle className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-1.5">
            <h1 className="text-xl font-semibold tracking-tight">Something went wrong</h1>
            <p className="text-sm text-muted-foreground">
              An unexpected error stopped this page. Reloading usually fixes it. If it keeps
              happening, clearing the app cache loads a fresh copy.
            </p>
          </div>
        </div>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Reload Page
          </Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            <Home aria-hidden="true" />
            Go to Home
          </Button>
          <Button
            variant="ghost"
            disabled={clearing}
            onClick={() => {
              setClearing(true);
              void clearAppDataAndReload();
            }}
          >
            <Trash2 aria-hidden="true" />
            Clear Cache &amp; Reload
          </Button>
        </div>
        <details className="group mt-6 rounded-md border bg-muted/40 text-sm">
          <summary className="cursor-pointer rounded-md px-3 py-2 font-medium select-none focus-visible:outline-2 focus-visible:outline-ring">
            Error Details
          </summary>
          <pre className="max-h-64 overflow-auto border-t px-3 py-2 text-xs whitespace-pre-wrap text-muted-foreground">
            {describe(error)}
          </pre>
        </details>
      </div>
    </main>
  );
}
