import type { AuthUser } from '@ketoflow/contracts';
import { BookOpen, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { env } from '../../config/env';
import { usePlanDay } from '../../entities/meal-plan/current-plan';
import { cn } from '../../lib/utils';
import { ShowMeAroundButton } from '../tours/show-me-around-button';
import { CoinPill } from './coin-pill';
import { HeaderShell, SignOutButton } from './header-parts';
import { MobileNav } from './mobile-nav';
import { NotificationBell } from './notification-bell';
import { APP_NAV_ITEMS } from './nav-items';
import { PlanDayPill } from './plan-day-pill';
import { ThemeToggle } from './theme-toggle';

/**
 * The signed-in header: plan day, coins, the notifications bell, navigation, the mobile drawer. Loaded on
 * demand by header.tsx, so the public pages never download it (nor the wallet, meal-plan and
 * drawer code behind it).
 */
export default function AppHeader({ user, pathname }: { user: AuthUser; pathname: string }) {
  // The "Day N" pill: the current meal plan's day, null when none.
  const planDay = usePlanDay();
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
        <NotificationBell userId={user.id} />
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
