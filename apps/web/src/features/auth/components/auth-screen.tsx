import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { env } from '../../../config/env';
import { isApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { setSessionUser, useSession } from '../../../entities/session/session';
import { useSignIn, useSignUp } from '../api/auth-api';
import {
  normalizeEmail,
  purchaseLookupQueryOptions,
  usePurchaseLookup,
} from '../api/purchase-setup-api';
import { usePostSignInNavigate } from '../hooks/use-post-auth-navigate';
import { usePurchasePasswordSetup } from '../hooks/use-purchase-password-setup';
import {
  MISSING_CODE,
  REFERRAL_FAILED_DESCRIPTION,
  signInErrorNotice,
  signUpErrorNotice,
  WELCOME_FROM_DIGISTORE,
} from '../messages';
import { AuthLayout } from './auth-layout';
import { CREDENTIAL_MODES, CredentialsForm, type CredentialMode } from './credentials-form';
import { SecondFactorStep } from './second-factor-step';
import { ForgotPasswordForm } from './forgot-password-form';
import { PurchaseHint } from './purchase-hint';
import { ResetPasswordForm } from './reset-password-form';
import { SetupCodeStep } from './setup-code-step';
import { formatInteger } from '../../../lib/format';
import {
  CheckEmailView,
  ConfirmationLinkNote,
  SignedInRedirect,
  UnconfirmedEmailNote,
  type UrlMode,
  emailFromState,
  parseMode,
} from './auth-views';

/** After sign-up the user goes to /onboarding after 1 s. */
export const POST_SIGN_UP_REDIRECT_MS = 1000;

/**
 * /auth: sign in, sign up, reseller password setup, forgot password, reset password
 * and e-mail confirmation notes.
 */
export function AuthScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const postSignIn = usePostSignInNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();

  const urlMode = parseMode(searchParams.get('mode'));
  const verified = searchParams.get('verified');
  // Once a form has signed the user in it owns the navigation (e.g. the 1 s sign-up delay).
  const [handoff, setHandoff] = useState(false);
  const [checkEmailFor, setCheckEmailFor] = useState<string | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The address being typed: drives the purchase lookup and carries over between modes.
  const [typedEmail, setTypedEmail] = useState(() => emailFromState(location.state));
  const [setupCode, setSetupCode] = useState('');
  // The address whose password was right and whose sign-in now waits for a second factor.
  const [secondFactorFor, setSecondFactorFor] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const credentialMode: CredentialMode =
    urlMode === 'sign-up' ? 'sign-up' : urlMode === 'setup' ? 'setup' : 'sign-in';
  const purchase = usePurchaseLookup(typedEmail, credentialMode === 'sign-in');
  const title =
    urlMode === 'forgot'
      ? 'Reset your password'
      : urlMode === 'reset'
        ? 'Set a new password'
        : CREDENTIAL_MODES[credentialMode].title;

  useDocumentMeta({
    title: urlMode === 'sign-up' ? 'Sign up' : urlMode === 'sign-in' ? 'Sign in' : title,
    description: `Sign in to ${env.appName} or create your free account.`,
  });

  const goTo = (mode: UrlMode) => {
    setSearchParams(mode === 'sign-in' ? {} : { mode }, { replace: true });
  };

  const enterSetup = (email: string) => {
    setTypedEmail(normalizeEmail(email));
    setSetupCode('');
    goTo('setup');
  };

  const runSetup = usePurchasePasswordSetup({
    onBeforeSignIn: () => setHandoff(true),
    // The auto sign-in failed: back to sign-in mode with the passwords cleared (the form remounts).
    onSignInFailed: (email) => {
      setHandoff(false);
      setTypedEmail(email);
      goTo('sign-in');
    },
  });

  if (user && !handoff && urlMode !== 'reset') {
    return <SignedInRedirect user={user} confirmed={verified === '1'} />;
  }

  if (checkEmailFor) {
    return (
      <CheckEmailView
        email={checkEmailFor}
        onBack={() => {
          setCheckEmailFor(null);
          goTo('sign-in');
        }}
      />
    );
  }

  const handleSignIn = async (values: { email: string; password: string }) => {
    setUnconfirmedEmail(null);
    try {
      const result = await signIn.mutateAsync(values);
      if (!('user' in result)) {
        setSecondFactorFor(values.email);
        return;
      }
      setHandoff(true);
      await postSignIn(result.user);
    } catch (error) {
      if (isApiError(error, 'EMAIL_NOT_CONFIRMED')) setUnconfirmedEmail(values.email);
      // A buyer whose account has no password yet is welcomed into setup mode.
      if (isApiError(error, 'INVALID_CREDENTIALS')) {
        const lookup = await queryClient.fetchQuery(purchaseLookupQueryOptions(values.email));
        if (lookup.purchaseDetected) {
          enterSetup(values.email);
          toast.success(WELCOME_FROM_DIGISTORE, {
            description: `Your purchase came with ${formatInteger(lookup.coins)} FlowCoins. Set your password to open your account.`,
          });
          throw error;
        }
      }
      const notice = signInErrorNotice(error);
      toast.error(notice.title, { description: notice.description });
      throw error;
    }
  };

  const handleSignUp = async (values: { email: string; password: string }) => {
    try {
      const result = await signUp.mutateAsync(values);
      const description = result.referralFailed
        ? REFERRAL_FAILED_DESCRIPTION
        : `Welcome to ${env.appName}! Let's set up your plan.`;
      if (result.emailVerificationRequired) {
        if (result.referralFailed) toast.success('Account created', { description });
        setCheckEmailFor(result.user.email);
        return;
      }
      setHandoff(true);
      setSessionUser(queryClient, result.user);
      toast.success('Account created', { description });
      redirectTimer.current = setTimeout(() => {
        void navigate('/onboarding', { replace: true });
      }, POST_SIGN_UP_REDIRECT_MS);
    } catch (error) {
      const notice = signUpErrorNotice(error);
      toast.error(notice.title, {
        description: notice.description,
        ...(isApiError(error, 'USER_ALREADY_EXISTS')
          ? { action: { label: 'Sign in', onClick: () => goTo('sign-in') } }
          : {}),
      });
      throw error;
    }
  };

  const handleSetup = async (values: { email: string; password: string }) => {
    if (!setupCode) {
      toast.error(MISSING_CODE.title, { description: MISSING_CODE.description });
      throw new Error('missing code');
    }
    await runSetup(values, { kind: 'code', code: setupCode });
  };

  const backToSignIn = (
    <Button variant="ghost" asChild className="w-full">
      <Link to="/auth" replace>
        <ArrowLeft aria-hidden="true" />
        Back to sign in
      </Link>
    </Button>
  );

  if (urlMode === 'forgot') {
    return (
      <AuthLayout
        title={title}
        description="Enter the email you signed up with and we will send you a reset link."
      >
        <ForgotPasswordForm />
        {backToSignIn}
      </AuthLayout>
    );
  }

  if (urlMode === 'reset') {
    return (
      <AuthLayout title={title} description="Choose a password of at least 6 characters.">
        <ResetPasswordForm token={searchParams.get('token') ?? ''} onDone={() => goTo('sign-in')} />
        {backToSignIn}
      </AuthLayout>
    );
  }

  if (secondFactorFor && credentialMode === 'sign-in') {
    return (
      <AuthLayout title="Two-factor sign-in" description="One more step to keep your account safe.">
        <SecondFactorStep
          email={secondFactorFor}
          onSignedIn={async (signedIn) => {
            setHandoff(true);
            await postSignIn(signedIn);
          }}
          onRestart={() => {
            setTypedEmail(secondFactorFor);
            setSecondFactorFor(null);
          }}
        />
      </AuthLayout>
    );
  }

  const config = CREDENTIAL_MODES[credentialMode];
  return (
    <AuthLayout title={config.title} description={config.description}>
      <ConfirmationLinkNote verified={verified} />
      <CredentialsForm
        // Entering or leaving setup mode starts a fresh form: passwords are cleared.
        key={credentialMode === 'setup' ? 'setup' : 'credentials'}
        mode={credentialMode}
        defaultEmail={typedEmail}
        onEmailChange={setTypedEmail}
        onSubmit={
          credentialMode === 'sign-up'
            ? handleSignUp
            : credentialMode === 'setup'
              ? handleSetup
              : handleSignIn
        }
        forgotPasswordLink={
          <Link
            to="/auth?mode=forgot"
            replace
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        {credentialMode === 'setup' && (
          <SetupCodeStep email={typedEmail} code={setupCode} onCodeChange={setSetupCode} />
        )}
        {credentialMode === 'sign-in' && purchase && (
          <PurchaseHint coins={purchase.coins} onSetUp={() => enterSetup(typedEmail)} />
        )}
        {credentialMode === 'sign-in' && unconfirmedEmail && (
          <UnconfirmedEmailNote email={unconfirmedEmail} />
        )}
      </CredentialsForm>
      {credentialMode === 'setup' ? (
        backToSignIn
      ) : (
        <p className="text-center text-sm text-muted-foreground">
          {credentialMode === 'sign-in' ? "Don't have an account? " : 'Already have an account? '}
          <Link
            to={credentialMode === 'sign-in' ? '/auth?mode=sign-up' : '/auth'}
            replace
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {credentialMode === 'sign-in' ? 'Sign up' : 'Sign in'}
          </Link>
        </p>
      )}
    </AuthLayout>
  );
}
