import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand/brand-logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { MobileMenu } from './mobile-menu';
import { mainNavItems, type InstanceNavItem } from './navbar-links';
import { UserMenu } from './user-menu';

type NavbarProps = {
  name: string;
  email: string;
  instances: InstanceNavItem[];
  onSignOut: () => void;
  /** Shown before the theme toggle at every width (the route passes the notices' bell). */
  actions?: ReactNode;
};

/** Spec §2: sticky bar with the main menu, the theme toggle and the account menu. */
export function Navbar({ name, email, instances, onSignOut, actions }: NavbarProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/painel/instancias"
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none touch:inline-flex touch:min-h-11 touch:items-center"
        >
          <BrandLogo />
        </Link>
        <nav aria-label="Menu principal" className="hidden items-center gap-1 lg:flex">
          {mainNavItems.map(({ to, label }) => (
            <NavLink
              key={to}
              to={to}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary-ink"
            >
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {actions}
          <ThemeToggle />
          <div className="hidden lg:block">
            <UserMenu name={name} email={email} onSignOut={onSignOut} />
          </div>
          <MobileMenu email={email} instances={instances} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  );
}
