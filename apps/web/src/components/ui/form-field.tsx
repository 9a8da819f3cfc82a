import { Slot } from 'radix-ui';
import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Label } from './label';

export interface FormFieldProps {
  label: ReactNode;
  /** Exactly one control (Input, PasswordInput, SelectTrigger…): it receives id and aria-*. */
  children: ReactElement;
  description?: ReactNode;
  /** Error text; marks the control aria-invalid and announces the message. */
  error?: string | undefined;
  /** Optional id for the control (default: generated). */
  id?: string;
  className?: string;
  /** Extra content on the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
}

/**
 * Label + control + description + error, wired for assistive technology:
 * `<FormField label="Email" error={errors.email?.message}><Input {...register('email')} /></FormField>`
 */
export function FormField({
  label,
  children,
  description,
  error,
  id,
  className,
  labelAside,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const descriptionId = `${generated}-description`;
  const errorId = `${generated}-error`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </div>
      <Slot.Root
        id={controlId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </Slot.Root>
      {description && <FormDescription id={descriptionId}>{description}</FormDescription>}
      {error && <FormMessage id={errorId}>{error}</FormMessage>}
    </div>
  );
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

export function FormMessage({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p role="alert" className={cn('text-sm font-medium text-destructive', className)} {...props} />
  );
}
