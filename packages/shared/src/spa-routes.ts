/**
 * The routes the web app's client router answers, written once: the router builds its tree from
 * these paths and the server answers 200 with the app for them and 404 (with the same app, which
 * renders its 'Página não encontrada' screen) for anything else (spec §2).
 */
export const spaPaths = {
  landing: '/',
  terms: '/termos-de-uso',
  privacy: '/politica-privacidade',
  lgpd: '/lgpd',
  auth: '/auth',
  resetPassword: '/redefinir-senha',
  panel: '/painel',
  instances: '/painel/instancias',
  instance: '/painel/instancias/:id',
  profile: '/painel/perfil',
  password: '/painel/senha',
  services: '/painel/servicos',
  disponibilidade: '/painel/disponibilidade',
  agenda: '/painel/agenda',
  conversas: '/painel/conversas',
} as const;

const patterns = Object.values(spaPaths).map(
  (path) => new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`),
);

/**
 * Whether the client router shows a page for this path (a trailing slash is the same page). Any
 * other path under /painel is known too: the panel sends it to its start page.
 */
export function isSpaPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith(`${spaPaths.panel}/`)) return true;
  return patterns.some((pattern) => pattern.test(path));
}
