import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../entities/session/session';

/** Shared by the public header and the signed-in one (app-header.tsx). */
export function HeaderShell({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      {children}
    </header>
  );
}

export function SignOutButton({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
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
