import { useEffect } from 'react';
import { toast } from 'sonner';
import { msg } from '@secretaria/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '@/features/profile/api/get-profile';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ContaLgpdSection } from '@/features/profile/components/conta-lgpd-section';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api-client';

export function ProfilePage() {
  useDocumentTitle('Dados Pessoais');
  const profile = useProfile();
  const { forgetSession } = useAuth();
  const { error, errorUpdatedAt } = profile;

  useEffect(() => {
    if (error)
      toast.error(msg.loadProfileError, { description: errorMessage(error, msg.unexpected) });
  }, [error, errorUpdatedAt]);

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Dados Pessoais"
        description="Seu nome e seu telefone de contato na Secretária IA."
      />
      <Card>
        <CardHeader>
          <CardTitle>Informações da conta</CardTitle>
          <CardDescription>O nome aparece no menu da sua conta.</CardDescription>
        </CardHeader>
        <CardContent>
          {profile.isPending ? (
            <div className="flex items-center gap-3 py-8 text-sm text-muted-foreground">
              <Spinner />
              Carregando...
            </div>
          ) : profile.isError ? (
            <div className="grid justify-items-start gap-3">
              <Alert variant="destructive" title={msg.loadProfileError}>
                {errorMessage(profile.error, msg.unexpected)}
              </Alert>
              <Button variant="outline" onClick={() => void profile.refetch()}>
                Tentar novamente
              </Button>
            </div>
          ) : (
            <ProfileForm profile={profile.data} />
          )}
        </CardContent>
      </Card>
      <div className="mt-6">
        <ContaLgpdSection onDeleted={() => void forgetSession()} />
      </div>
    </div>
  );
}
