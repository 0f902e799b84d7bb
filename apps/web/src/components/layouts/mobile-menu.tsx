import { useState } from 'react';
import { LogOut, Menu, Smartphone } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { accountNavItems, mainNavItems, type InstanceNavItem, type NavItem } from './navbar-links';

type MobileMenuProps = { email: string; instances: InstanceNavItem[]; onSignOut: () => void };

const itemClass =
  'flex min-h-11 items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary-ink [&_svg]:size-4 [&_svg]:shrink-0';

function SheetLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const Icon = item.icon;
  return (
    <NavLink to={item.to} className={itemClass} onClick={onNavigate}>
      <Icon aria-hidden="true" />
      {item.label}
    </NavLink>
  );
}

/** Spec §2, below 768px: a slide-out side menu. */
export function MobileMenu({ email, instances, onSignOut }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menu">
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby="mobile-menu-description">
        <div className="pr-8">
          <SheetTitle className="text-base font-semibold">Menu</SheetTitle>
          <SheetDescription
            id="mobile-menu-description"
            className="truncate text-xs text-muted-foreground"
          >
            {email}
          </SheetDescription>
        </div>
        <nav
          aria-label="Menu principal"
          className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto"
        >
          {mainNavItems.map((item) => (
            <SheetLink key={item.to} item={item} onNavigate={close} />
          ))}
          {instances.length > 0 ? (
            <div className="mt-3 border-t pt-3">
              <p className="px-3 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
                Suas instâncias
              </p>
              {instances.map((instance) => (
                <NavLink
                  key={instance.id}
                  to={`/painel/instancias/${instance.id}`}
                  className={itemClass}
                  onClick={close}
                >
                  <Smartphone aria-hidden="true" />
                  <span className="truncate">{instance.label}</span>
                </NavLink>
              ))}
            </div>
          ) : null}
          <div className="mt-3 border-t pt-3">
            {accountNavItems.map((item) => (
              <SheetLink key={item.to} item={item} onNavigate={close} />
            ))}
            <button
              type="button"
              className={cn(itemClass, 'w-full cursor-pointer text-left')}
              onClick={() => {
                close();
                onSignOut();
              }}
            >
              <LogOut aria-hidden="true" />
              Sair
            </button>
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
