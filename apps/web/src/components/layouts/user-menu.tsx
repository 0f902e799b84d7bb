import { ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

type UserMenuProps = { name: string; email: string; onSignOut: () => void };

function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : name.slice(0, 2);
  return (letters || email.slice(0, 2)).toUpperCase();
}

/** Desktop account menu (spec §2): Minha Conta, Alterar Perfil, Alterar Senha, Sair. */
export function UserMenu({ name, email, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2">
          <span className="sr-only">Menu do usuário</span>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-primary-ink"
          >
            {initials(name, email)}
          </span>
          <span className="hidden max-w-40 truncate text-sm lg:inline">{name || email}</span>
          <ChevronDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block">Minha Conta</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/painel/perfil')}>
          <UserRound aria-hidden="true" />
          Alterar Perfil
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/painel/senha')}>
          <KeyRound aria-hidden="true" />
          Alterar Senha
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
