import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/utils';
import { Header } from './header';

/** Centred spinner with a visible, announced label ("Loading...", "Checking your profile..."). */
export function StatusScreen({ label, className }: { label: string; className?: string }) {
  return (
    <main
      id="main"
      className={cn('flex flex-1 flex-col items-center justify-center gap-3 px-4 py-16', className)}
    >
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3">
        <Spinner className="size-8 text-primary" />
        <p className="text-sm text-muted-foreground">{label}</p>
      </div>
    </main>
  );
}

/** The generic page-loading screen: the header plus "Loading page...". */
export function PageLoading() {
  return (
    <>
      <Header />
      <StatusScreen label="Loading page..." />
    </>
  );
}
