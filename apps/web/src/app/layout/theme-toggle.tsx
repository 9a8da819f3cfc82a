import { Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useTheme } from '../../lib/theme';
import { useHydrated } from '../../lib/use-hydrated';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useTheme();
  // Usable once the (possibly prerendered) page is live: an earlier click would do nothing.
  const hydrated = useHydrated();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggle}
      disabled={!hydrated}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
