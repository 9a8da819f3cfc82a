import { BookOpen, LogOut, Menu, UserRound } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet';
import { useSignOut } from '../../entities/session/session';
import { cn } from '../../lib/utils';
import { APP_NAV_ITEMS, type NavItem } from './nav-items';

const EXTRA_ITEMS: readonly NavItem[] = [
  { label: 'My Profile', to: '/profile', icon: UserRound },
  { label: 'Documentation', to: '/documentation', icon: BookOpen },
];

/** Below 768 px the navigation row lives in this side drawer. */
export function MobileNav({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const { signOut, isPending } = useSignOut();

  const link = (item: NavItem) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        onClick={() => setOpen(false)}
        className={({ isActive }) =>
          cn(
            'flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            isActive
              ? 'bg-accent text-accent-foreground'
              : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
          )
        }
      >
        <item.icon className="size-4" aria-hidden="true" />
        {item.label}
      </NavLink>
    </li>
  );

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="truncate" title={email}>
            {email}
          </SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="flex flex-1 flex-col gap-4">
          <ul className="grid gap-1">{APP_NAV_ITEMS.map(link)}</ul>
          <div className="h-px bg-border" role="separator" />
          <ul className="grid gap-1">{EXTRA_ITEMS.map(link)}</ul>
        </nav>
        <Button
          variant="outline"
          onClick={() => {
            setOpen(false);
            void signOut();
          }}
          disabled={isPending}
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </SheetContent>
    </Sheet>
  );
}
