import {
  CalendarClock,
  CalendarDays,
  KeyRound,
  MessageCircle,
  MessagesSquare,
  Scissors,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/**
 * Spec §2: the main menu, plus Serviços: the spec leaves open how /painel/servicos is reached,
 * and an owner must find it without typing the URL (docs/decisions/004).
 */
export const mainNavItems: NavItem[] = [
  { to: '/painel/instancias', label: 'Instâncias', icon: MessagesSquare },
  { to: '/painel/servicos', label: 'Serviços', icon: Scissors },
  { to: '/painel/disponibilidade', label: 'Disponibilidade', icon: CalendarClock },
  { to: '/painel/agenda', label: 'Agenda', icon: CalendarDays },
  { to: '/painel/conversas', label: 'Conversas', icon: MessageCircle },
];

export const accountNavItems: NavItem[] = [
  { to: '/painel/perfil', label: 'Perfil', icon: UserRound },
  { to: '/painel/senha', label: 'Senha', icon: KeyRound },
];

/** One entry per instance in the mobile menu: its name, or its formatted phone number. */
export type InstanceNavItem = { id: string; label: string };
