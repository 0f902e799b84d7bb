import { Menu, X } from 'lucide-react';
import { PublicHeader } from '@/components/layouts/public-layout';
import { plainButtonClasses } from '@/components/ui/button-variants';
import { AppLink } from '@/components/navigation/app-link';
import { StaticThemeToggle } from '@/components/theme/theme-toggle';

export const LANDING_SECTIONS = [
  { id: 'beneficios', label: 'Benefícios' },
  { id: 'funcionamento', label: 'Como funciona' },
  { id: 'precos', label: 'Preços' },
  { id: 'testimonials', label: 'Depoimentos' },
] as const;

const sectionLink =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

const MENU_ID = 'secoes-menu';

/** Static markup; enhance/menu.ts opens and closes it. */
function MobileSectionsMenu() {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        className={plainButtonClasses({ variant: 'ghost', size: 'icon', className: 'group' })}
        aria-expanded="false"
        aria-controls={MENU_ID}
        aria-label="Abrir menu de seções"
        data-menu-button=""
        data-label-open="Abrir menu de seções"
        data-label-close="Fechar menu de seções"
      >
        <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden group-aria-expanded:block" />
      </button>
      <nav
        id={MENU_ID}
        aria-label="Seções da página"
        hidden
        className="absolute inset-x-0 top-16 border-b bg-background px-4 pb-4 shadow-lg"
      >
        <ul className="grid gap-1 pt-2">
          {LANDING_SECTIONS.map(({ id, label }) => (
            <li key={id}>
              <a href={`#${id}`} className={`${sectionLink} block`}>
                {label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <AppLink
              to="/auth?tab=register"
              className={plainButtonClasses({ className: 'w-full' })}
            >
              Criar conta
            </AppLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export function LandingHeader() {
  return (
    <PublicHeader
      nav={
        <nav aria-label="Seções da página" className="max-lg:hidden lg:ml-4">
          <ul className="flex items-center gap-1">
            {LANDING_SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`} className={sectionLink}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      }
      themeToggle={<StaticThemeToggle />}
      mobileMenu={<MobileSectionsMenu />}
    />
  );
}
