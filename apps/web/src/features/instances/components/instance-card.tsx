import { Clock, Pencil, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { Instance } from '@secretaria/shared/instances-schemas';
import { formatInstancePhone } from '@secretaria/shared/instance-display';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CountryFlag } from './country-flag';
import { InstanceStatusBadge } from './instance-status-badge';

/** Spec §2: one card per instance in the grid. */
export function InstanceCard({ instance }: { instance: Instance }) {
  const name = instance.name?.trim() || 'Sem nome';
  const headingId = `instance-${instance.id}-name`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-4 p-5"
      data-testid="instance-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 truncate text-lg leading-tight font-semibold">
          {name}
        </h2>
        <InstanceStatusBadge status={instance.status} />
      </div>
      <dl className="grid gap-2 text-sm">
        <div className="flex min-w-0 items-center gap-2">
          <dt className="sr-only">Número</dt>
          <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <CountryFlag src={instance.pais?.img} />
          <dd className="truncate tabular-nums">{formatInstancePhone(instance)}</dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <dt className="sr-only">Fuso horário</dt>
          <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <dd className="truncate text-muted-foreground">{instance.timezone}</dd>
        </div>
      </dl>
      <Link
        to={`/painel/instancias/${instance.id}`}
        className={buttonClasses({ variant: 'outline', className: 'mt-auto w-full' })}
        aria-label={`Editar ${name}`}
      >
        <Pencil aria-hidden="true" />
        Editar
      </Link>
    </Card>
  );
}
