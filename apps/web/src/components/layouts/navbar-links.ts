import {
  CalendarClock,
  CalendarDays,
  KeyRound,
  MessagesSquare,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** Spec §2: the main menu. */
export const mainNavItems: NavItem[] = [
  { to: '/painel/instancias', label: 'Instâncias', icon: MessagesSquare },
  { to: '/painel/disponibilidade', label: 'Disponibilidade', icon: CalendarClock },
  { to: '/painel/agenda', label: 'Agenda', icon: CalendarDays },
];

export const accountNavItems: NavItem[] = [
  { to: '/painel/perfil', label: 'Perfil', icon: UserRound },
  { to: '/painel/senha', label: 'Senha', icon: KeyRound },
];

/** One entry per instance in the mobile menu: its name, or its formatted phone number. */
export type InstanceNavItem = { id: string; label: string };
