import type { EmailMessage } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = `<p><a href="${escapeHtml(action.url)}" style="background:#059669;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(action.url)}</p>`;
  return `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#555">Secretária IA</p></body></html>`;
}

type EmailContent = {
  to: string;
  subject: string;
  title: string;
  paragraphs: string[];
  action: { label: string; url: string };
};

function buildEmail({ to, subject, title, paragraphs, action }: EmailContent): EmailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}`,
    html: layout(title, paragraphs, action),
    link: action.url,
  };
}

export const verificationEmail = (to: string, name: string, url: string) =>
  buildEmail({
    to,
    subject: 'Confirme seu email — Secretária IA',
    title: 'Confirme seu email',
    paragraphs: [
      `Olá, ${name}!`,
      'Recebemos seu cadastro na Secretária IA. Confirme seu email para ativar a conta e fazer login.',
      'Se não foi você, ignore esta mensagem.',
    ],
    action: { label: 'Confirmar email', url },
  });

export const resetPasswordEmail = (to: string, name: string, url: string) =>
  buildEmail({
    to,
    subject: 'Redefinição de senha — Secretária IA',
    title: 'Redefinir senha',
    paragraphs: [
      `Olá, ${name}!`,
      'Recebemos um pedido para redefinir a senha da sua conta. O link vale por 1 hora.',
      'Se não foi você, ignore esta mensagem: sua senha continua a mesma.',
    ],
    action: { label: 'Redefinir senha', url },
  });

export const existingAccountEmail = (to: string, name: string, loginUrl: string) =>
  buildEmail({
    to,
    subject: 'Tentativa de cadastro com seu email — Secretária IA',
    title: 'Seu email já tem uma conta',
    paragraphs: [
      `Olá, ${name}!`,
      'Alguém tentou criar uma conta na Secretária IA com este email, que já está cadastrado.',
      'Se foi você, basta entrar com sua senha ou pedir a redefinição dela na tela de login.',
    ],
    action: { label: 'Entrar', url: loginUrl },
  });
