import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isPlanId, type PlanId } from '@secretaria/shared/plans';
import { msg } from '@secretaria/shared/messages';
import { useForcedLightTheme } from '@/components/theme/theme-context';
import { Alert } from '@/components/ui/alert';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { postLoginPath, storeSelectedPlan } from '@/lib/selected-plan';
import { useAuth } from '../hooks/use-auth';
import { AuthBrandPanel } from './auth-brand-panel';
import { LoginForm } from './login-form';
import { PlanBanner } from './plan-banner';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

export const EMAIL_VERIFIED_NOTICE = msg.emailVerifiedNotice;

export function AuthScreen() {
  useForcedLightTheme();
  const { user, isLoading, isSigningIn } = useAuth();
  const [searchParams] = useSearchParams();
  const planParam = searchParams.get('plan');
  const plan: PlanId | null = isPlanId(planParam) ? planParam : null;
  const hasLinkError = searchParams.has('error');
  const isVerified = searchParams.get('verified') === '1' && !hasLinkError;
  const [tab, setTab] = useState<AuthTab>(
    searchParams.get('tab') === 'register' ? 'register' : 'login',
  );
  const [isRegistered, setIsRegistered] = useState(false);
  // The e-mail just registered, handed to the sign-in form so the owner only types the password.
  const [registeredEmail, setRegisteredEmail] = useState('');
  // A notice of the past ('Cadastro realizado', 'Email confirmado') gives way to a new attempt.
  const [isNoticeDismissed, setIsNoticeDismissed] = useState(false);

  useEffect(() => {
    if (plan) storeSelectedPlan(plan);
  }, [plan]);

  if (isLoading) return <FullPageSpinner label={msg.loadingSession} />;
  // Already signed in: the panel. (During a sign-in the provider navigates itself.)
  if (user && !isSigningIn) return <Navigate to={postLoginPath(plan)} replace />;

  return (
    // On a phone the brand band keeps its own height; the form's row takes the rest of the screen.
    <div className="grid min-h-dvh grid-rows-[auto_1fr] bg-background lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-none">
      <AuthBrandPanel />
      <main className="flex items-start justify-center px-4 py-8 sm:px-6 lg:items-center lg:py-12">
        <div className="grid w-full max-w-md gap-5">
          {plan ? <PlanBanner plan={plan} /> : null}
          {isRegistered && !isNoticeDismissed ? (
            <Alert variant="success">{msg.signUpSuccessNotice}</Alert>
          ) : null}
          {isVerified && !isNoticeDismissed ? (
            <Alert variant="success">{EMAIL_VERIFIED_NOTICE}</Alert>
          ) : null}
          {hasLinkError ? <Alert variant="destructive">{msg.verifyLinkInvalid}</Alert> : null}

          <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-7">
            <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
              <TabsList className="w-full">
                <TabsTrigger value="login">{msg.signIn}</TabsTrigger>
                <TabsTrigger value="register">{msg.signUp}</TabsTrigger>
              </TabsList>
              <TabsContent value="login" className="mt-6">
                <LoginForm
                  plan={plan}
                  initialEmail={registeredEmail}
                  onAttempt={() => setIsNoticeDismissed(true)}
                />
              </TabsContent>
              <TabsContent value="register" className="mt-6">
                <RegisterForm
                  plan={plan}
                  onRegistered={(email) => {
                    setRegisteredEmail(email);
                    setIsRegistered(true);
                    setIsNoticeDismissed(false);
                    setTab('login');
                  }}
                />
              </TabsContent>
            </Tabs>
          </div>
          <p className="text-center text-xs text-muted-foreground">
            {msg.termsConsentBefore}{' '}
            <Link
              className="underline underline-offset-2 hover:text-foreground"
              to="/termos-de-uso"
            >
              {msg.termsOfUse}
            </Link>{' '}
            {msg.termsConsentAnd}{' '}
            <Link
              className="underline underline-offset-2 hover:text-foreground"
              to="/politica-privacidade"
            >
              {msg.privacyPolicy}
            </Link>
            .
          </p>
        </div>
      </main>
    </div>
  );
}
