import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function PasswordPage() {
  useDocumentTitle('Alterar Senha');
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Alterar Senha"
        description="Por segurança, as suas outras sessões serão encerradas."
      />
      <Card>
        <CardHeader>
          <CardTitle>Nova senha</CardTitle>
          <CardDescription>Informe a senha atual e escolha uma nova.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
