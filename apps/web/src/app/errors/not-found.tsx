import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useDocumentMeta } from '../../lib/document-meta';

/** Any unknown path: "Page not found". */
export function NotFoundPage() {
  useDocumentMeta({
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
  });
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <p className="num text-7xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">Oops! Page not found</h1>
      <p className="text-muted-foreground">The page may have moved, or the link may be mistyped.</p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}
