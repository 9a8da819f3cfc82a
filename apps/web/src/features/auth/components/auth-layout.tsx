import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** The centred card every /auth view uses: mark, h1 title, subtitle, body, legal line. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main
      id="main"
      className="relative flex flex-1 flex-col items-center px-4 py-10 sm:justify-center sm:py-16"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_16%,transparent),transparent_70%)]"
      />
      <Card className="relative w-full max-w-md gap-6 shadow-lg">
        <CardHeader className="justify-items-center gap-3 text-center">
          <LogoMark className="h-10" />
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </CardHeader>
        <CardContent className="grid gap-5">{children}</CardContent>
      </Card>
      {footer}
      <p className="relative mt-6 max-w-md text-center text-xs text-muted-foreground">
        By continuing you agree to our{' '}
        <Link to="/terms-conditions" className="underline underline-offset-4 hover:text-foreground">
          Terms &amp; Conditions
        </Link>{' '}
        and{' '}
        <Link to="/privacy-policy" className="underline underline-offset-4 hover:text-foreground">
          Privacy Policy
        </Link>
        .
      </p>
    </main>
  );
}

/** Success / warning / error note inside the auth card. */
export function AuthNote({
  tone,
  children,
}: {
  tone: 'success' | 'warning' | 'error';
  children: ReactNode;
}) {
  const styles = {
    success: 'border-primary/40 bg-primary/10',
    warning: 'border-coin/40 bg-coin-soft',
    error: 'border-destructive/40 bg-destructive/10',
  } as const;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${styles[tone]}`}
    >
      {children}
    </div>
  );
}
