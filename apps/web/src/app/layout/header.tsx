import type { AuthUser } from '@ketoflow/contracts';
import { LogIn } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { env } from '../../config/env';
import { lazyReady } from '../../lib/lazy-ready';
import { useSession } from '../../entities/session/session';
import { HeaderShell, SignOutButton } from './header-parts';
import { ThemeToggle } from './theme-toggle';

/** The signed-in header is its own chunk: visitors of the public pages never load it. */
const appHeader = lazyReady(() => import('./app-header'));
const AppHeader = appHeader.Component;

/**
 * Starts loading the signed-in header early (require-auth.tsx: behind the sign-in guard); a
 * page with start data waits for it before its first render (main.tsx).
 */
export function preloadAppHeader(): Promise<void> {
  return appHeader.preload();
}

/** Routes that always get the simplified header, even when signed in. */
const SIMPLE_HEADER_PATHS = new Set(['/', '/auth']);
/** Routes where the Login button is hidden. */
const NO_LOGIN_PATHS = new Set(['/auth', '/affiliate-center']);

export function Header() {
  const { pathname } = useLocation();
  const { user, isPending } = useSession();

  if (!user || SIMPLE_HEADER_PATHS.has(pathname)) {
    return <PublicHeader user={user} isPending={isPending} pathname={pathname} />;
  }
  return (
    // While it loads: the bar at its height, so the page below does not move.
    <Suspense
      fallback={
        <HeaderShell>
          <div className="h-16 md:h-27" />
        </HeaderShell>
      }
    >
      <AppHeader user={user} pathname={pathname} />
    </Suspense>
  );
}

/**
 * "I want {product}" on /d: glide to the plans (instantly with reduced motion) and move focus
 * there for keyboard users. Returns false when the plans are not on this page (/auth), so the
 * caller navigates to /d#plans instead.
 */
function scrollToPlans(): boolean {
  const plans = document.getElementById('plans');
  if (!plans) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  plans.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  plans.focus({ preventScroll: true });
  return true;
}

function PublicHeader({
  user,
  isPending,
  pathname,
}: {
  user: AuthUser | null;
  isPending: boolean;
  pathname: string;
}) {
  const navigate = useNavigate();
  const showIWant = pathname === '/auth' || (pathname === '/d' && !user);
  const showLogin = !user && !isPending && !NO_LOGIN_PATHS.has(pathname);

  return (
    <HeaderShell>
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link
          to="/"
          className="mr-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          aria-label={`${env.appName} home`}
        >
          <Logo />
        </Link>
        <ThemeToggle />
        {user && (
          <>
            <span
              className="max-w-[9rem] truncate text-sm text-muted-foreground sm:max-w-[16rem]"
              title={user.email}
            >
              {user.email}
            </span>
            <SignOutButton />
          </>
        )}
        {showIWant && (
          <Button
            variant="coin"
            onClick={() => {
              if (!scrollToPlans()) void navigate('/d#plans');
            }}
            className="max-sm:px-3 max-sm:text-xs"
          >
            I want {env.appName}
          </Button>
        )}
        {showLogin && (
          <Button asChild variant={showIWant ? 'outline' : 'default'}>
            <Link to="/auth">
              <LogIn aria-hidden="true" />
              Login
            </Link>
          </Button>
        )}
      </div>
    </HeaderShell>
  );
}
