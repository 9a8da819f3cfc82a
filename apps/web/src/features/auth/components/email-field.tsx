import type { ComponentProps } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** The "Email" field of the auth forms; spread `register('email', …)` into it. */
export function EmailField({
  invalid,
  ...props
}: Omit<ComponentProps<'input'>, 'aria-invalid'> & { invalid: boolean }) {
  return (
    <FormField label="Email">
      <Input
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        aria-invalid={invalid || undefined}
        {...props}
      />
    </FormField>
  );
}
