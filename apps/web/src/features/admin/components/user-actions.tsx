import type { AdminUserDetail } from '@ketoflow/contracts';
import { AdminCoinAmountSchema, AdminReasonSchema } from '@ketoflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { formatCoins } from '../../../lib/format';
import { applyServerError } from '../../../lib/form-errors';
import { useAdjustCoins } from '../api/admin-users-api';
import { DeleteDialog, ReasonDialog } from './account-dialogs';
import { ActionForm } from './action-form';
import { FilterSelect } from './filter-select';

const CoinsFormSchema = z.object({
  direction: z.enum(['credit', 'debit']),
  // The field holds text; only digits become the number sent (the API takes nothing else),
  // so "1e3" or "0x10" are refused here instead of moving 1000 or 16 coins.
  amount: z
    .string()
    .trim()
    .min(1, 'Give the number of coins.')
    .regex(/^\d+$/, 'Whole coins only, in digits.')
    .transform(Number)
    .pipe(AdminCoinAmountSchema),
  reason: AdminReasonSchema,
});
type CoinsForm = z.input<typeof CoinsFormSchema>;

/**
 * Credit or debit. The Idempotency-Key stays the same while the admin sends the same values
 * (a double click, a retry after a lost answer: the coins move once) and changes with them.
 */
function CoinsDialog({ user }: { user: AdminUserDetail }) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState<{ key: string; values: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const adjust = useAdjustCoins(user.account.id);
  const form = useForm<CoinsForm, unknown, z.output<typeof CoinsFormSchema>>({
    resolver: zodResolver(CoinsFormSchema),
    defaultValues: { direction: 'credit', amount: '', reason: '' },
  });
  const direction = useWatch({ control: form.control, name: 'direction' });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const sent = JSON.stringify(values);
      const key = attempt?.values === sent ? attempt.key : crypto.randomUUID();
      setAttempt({ key, values: sent });
      const result = await adjust.mutateAsync({ body: values, key });
      toast.success(
        `${values.direction === 'credit' ? 'Credited' : 'Debited'} ${formatCoins(values.amount)}`,
        { description: `New balance: ${formatCoins(result.balance)}.` },
      );
      setOpen(false);
      setAttempt(null);
      form.reset();
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, {
          byCode: {
            INSUFFICIENT_BALANCE: `Insufficient balance: the account has ${formatCoins(user.wallet.balance)}.`,
          },
          fallback:
            'That did not go through. Send it again: the same request never moves coins twice.',
        }),
      );
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <Coins aria-hidden="true" />
          Adjust coins
        </Button>
      }
      title="Adjust coins"
      description={`${user.account.email} has ${formatCoins(user.wallet.balance)}. The change goes on the ledger as an admin adjustment.`}
    >
      <ActionForm
        submitLabel={direction === 'credit' ? 'Credit coins' : 'Debit coins'}
        pendingLabel="Saving..."
        pending={adjust.isPending}
        error={formError}
        onSubmit={() => void submit()}
      >
        <FilterSelect
          label="Direction"
          anyLabel={null}
          value={direction}
          options={[
            { value: 'credit', label: 'Credit (add coins)' },
            { value: 'debit', label: 'Debit (remove coins)' },
          ]}
          onChange={(v) => form.setValue('direction', v || 'credit')}
        />
        <FormField label="Coins" error={form.formState.errors.amount?.message}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('amount')} />
        </FormField>
        <FormField label="Reason" error={form.formState.errors.reason?.message}>
          <Input autoComplete="off" {...form.register('reason')} />
        </FormField>
      </ActionForm>
    </FormDialog>
  );
}

/** The actions on a user's page; each asks for a reason that goes to the audit log. */
export function UserActions({ user, self }: { user: AdminUserDetail; self: boolean }) {
  const { account } = user;
  return (
    <div className="flex flex-wrap gap-2">
      <CoinsDialog user={user} />
      {!account.emailConfirmed && (
        <ReasonDialog
          user={user}
          action="sendConfirmation"
          description={`A new confirmation link goes to ${account.email}.`}
        />
      )}
      <ReasonDialog
        user={user}
        action="sendPasswordReset"
        description={`A reset link goes to ${account.email}; it works for one hour.`}
      />
      {!self &&
        (account.banned ? (
          <ReasonDialog user={user} action="unban" description="The person can sign in again." />
        ) : (
          <ReasonDialog
            user={user}
            action="ban"
            description="Every session ends at once and the person cannot sign in until the ban is lifted."
          />
        ))}
      {!self && <DeleteDialog user={user} />}
    </div>
  );
}
