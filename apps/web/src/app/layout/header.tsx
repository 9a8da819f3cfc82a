import type { AuthUser } from '@ketoflow/contracts';
import { BookOpen, LogIn, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { env } from '../../config/env';
import { useSession, useSignOut } from '../../entities/session/session';
import { cn } from '../../lib/utils';
import { CoinPill } from './coin-pill';
import { ShowMeAroundButton } from '../tours/show-me-around-button';
import { MobileNav } from './mobile-nav';
import { APP_NAV_ITEMS } from './nav-items';
import { PlanDayPill } from './plan-day-pill';
import { ThemeToggle } from './theme-toggle';

/** Routes that always get the simplified header, even when signed in (spec §2). */
const SIMPLE_HEADER_PATHS = new Set(['/', '/auth']);
/** Routes where the Login button is hidden. */
const NO_LOGIN_PATHS = new Set(['/auth', '/affiliate-center']);

export interface HeaderProps {
  /** Current meal-plan day, once the meal-plan feature provides it; null hides the pill. */
  planDay?: number | null;
}

export function Header({ planDay = null }: HeaderProps) {
  const { pathname } = useLocation();
  const { user, isPending } = useSession();

  if (!user || SIMPLE_HEADER_PATHS.has(pathname)) {
    return <PublicHeader user={user} isPending={isPending} pathname={pathname} />;
  }
  return <AppHeader user={user} pathname={pathname} planDay={planDay} />;
}

function HeaderShell({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      {children}
    </header>
  );
}

function SignOutButton({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { signOut, isPending } = useSignOut();
  return (
    <Button
      variant="ghost"
      size={compact ? 'icon' : 'default'}
      className={className}
      onClick={() => void signOut()}
      disabled={isPending}
      aria-label={compact ? 'Sign Out' : undefined}
    >
      <LogOut aria-hidden="true" />
      {!compact && 'Sign Out'}
    </Button>
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

function AppHeader({
  user,
  pathname,
  planDay,
}: {
  user: AuthUser;
  pathname: string;
  planDay: number | null;
}) {
  return (
    <HeaderShell>
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link
          to="/dashboard"
          className="mr-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          aria-label={`${env.appName} dashboard`}
        >
          <Logo compact />
        </Link>
        <PlanDayPill day={planDay} />
        <CoinPill userId={user.id} />
        <div className="flex items-center max-md:hidden">
          <IconLink
            to="/documentation"
            label="Documentation"
            active={pathname === '/documentation'}
          >
            <BookOpen aria-hidden="true" />
          </IconLink>
          <IconLink to="/profile" label="My Profile" active={pathname === '/profile'}>
            <UserRound aria-hidden="true" />
          </IconLink>
        </div>
        <ShowMeAroundButton userId={user.id} />
        <ThemeToggle />
        <SignOutButton className="max-md:hidden" />
        <MobileNav email={user.email} />
      </div>
      <nav aria-label="Main" className="mx-auto w-full max-w-6xl px-2 max-md:hidden sm:px-4">
        <ul className="-mb-px flex items-center gap-1 overflow-x-auto">
          {APP_NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    'flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                    isActive
                      ? 'border-primary text-foreground'
                      : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                  )
                }
              >
                <item.icon className="size-4" aria-hidden="true" />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </HeaderShell>
  );
}

function IconLink({
  to,
  label,
  active,
  children,
}: {
  to: string;
  label: string;
  active: boolean;
  children: ReactNode;
}) {
  return (
    // A native title tooltip: Radix Tooltip (floating-ui) would weigh on every page's entry chunk.
    <Button
      asChild
      variant="ghost"
      size="icon"
      className={cn(active && 'bg-accent text-accent-foreground')}
    >
      <Link to={to} aria-label={label} title={label} aria-current={active ? 'page' : undefined}>
        {children}
      </Link>
    </Button>
  );
}
