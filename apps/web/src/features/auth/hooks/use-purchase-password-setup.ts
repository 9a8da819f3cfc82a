import type { PurchaseProof } from '@ketoflow/contracts';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useSignIn } from '../api/auth-api';
import { useSetupPassword } from '../api/purchase-setup-api';
import { PASSWORD_SET_SIGN_IN, setupErrorNotice } from '../messages';
import { usePostSignInNavigate } from './use-post-auth-navigate';
import { formatInteger } from '../../../lib/format';

/** On setup success the user is auto signed in after 1.5 s. */
export const POST_SETUP_SIGN_IN_MS = 1500;

export interface PurchasePasswordSetupOptions {
  /** Just before the automatic sign-in (e.g. to keep /auth from redirecting on its own). */
  onBeforeSignIn?: () => void;
  /** The automatic sign-in failed: the caller shows sign-in mode, passwords cleared. */
  onSignInFailed: (email: string) => void;
}

/**
 * Sets the first password with a proof of the purchase, then signs in after 1.5 s and routes
 * like any sign-in. Rejects (after its "Setup failed" toast) when the server refuses.
 */
export function usePurchasePasswordSetup(options: PurchasePasswordSetupOptions) {
  const setup = useSetupPassword();
  const signIn = useSignIn();
  const postSignIn = usePostSignInNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return async (values: { email: string; password: string }, proof: PurchaseProof) => {
    let coins: number;
    try {
      coins = (await setup.mutateAsync({ ...values, proof })).coinsAvailable;
    } catch (error) {
      const notice = setupErrorNotice(error);
      toast.error(notice.title, { description: notice.description });
      throw error;
    }
    toast.success('Password set', {
      description:
        coins > 0
          ? `Signing you in… ${formatInteger(coins)} FlowCoins are waiting for you.`
          : 'Signing you in…',
    });
    await new Promise((resolve) => setTimeout(resolve, POST_SETUP_SIGN_IN_MS));
    if (!mounted.current) return;
    try {
      options.onBeforeSignIn?.();
      const result = await signIn.mutateAsync(values);
      // A buyer's brand-new password cannot have two-factor sign-in behind it yet.
      if (!('user' in result)) throw new Error('two-factor sign-in needed');
      await postSignIn(result.user);
    } catch {
      options.onSignInFailed(values.email);
      toast(PASSWORD_SET_SIGN_IN);
    }
  };
}
