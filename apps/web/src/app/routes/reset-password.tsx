import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { msg } from '@secretaria/shared/messages';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useForcedLightTheme } from '@/components/theme/theme-context';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ResetPasswordPage() {
  useDocumentTitle('Redefinir senha');
  useForcedLightTheme();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [isTokenRejected, setIsTokenRejected] = useState(false);
  const isInvalid = !token || searchParams.has('error') || isTokenRejected;

  return (
    <PublicLayout>
      <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
        <Card>
          <CardHeader>
            <h1 className="text-2xl leading-tight font-semibold tracking-tight">Redefinir senha</h1>
            <CardDescription>Escolha uma nova senha para a sua conta.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {isInvalid ? (
              <>
                <Alert variant="destructive">{msg.resetLinkInvalid}</Alert>
                <p className="text-sm text-muted-foreground">
                  Peça um novo link em “Esqueceu a senha?” na tela de entrada.
                </p>
                <Link to="/auth" className={buttonClasses({ className: 'w-full' })}>
                  Ir para a tela de entrada
                </Link>
              </>
            ) : (
              <ResetPasswordForm token={token} onInvalidToken={() => setIsTokenRejected(true)} />
            )}
          </CardContent>
        </Card>
      </div>
    </PublicLayout>
  );
}
