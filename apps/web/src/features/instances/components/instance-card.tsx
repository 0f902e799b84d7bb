import { Clock, Pencil, Phone, QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { isInstanceActive, type Instance } from '@secretaria/shared/instances-schemas';
import { msg } from '@secretaria/shared/messages';
import { timezoneLabel } from '@secretaria/shared/timezones';
import { formatInstancePhone } from '@secretaria/shared/instance-display';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CountryFlag } from './country-flag';
import { InstanceStatusBadge } from './instance-status-badge';

/** Spec §2: one card per instance in the grid. */
export function InstanceCard({ instance }: { instance: Instance }) {
  const name = instance.name?.trim() || msg.unnamed;
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
          <dt className="sr-only">{msg.timezoneFieldLabel}</dt>
          <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <dd className="truncate text-muted-foreground">{timezoneLabel(instance.timezone)}</dd>
        </div>
      </dl>
      <div className="mt-auto grid gap-2">
        {isInstanceActive(instance.status) ? null : (
          // After payment the next step is the connection: the card leads there.
          <Link
            to={`/painel/instancias/${instance.id}?tab=geral&sub=ativacao`}
            className={buttonClasses({ className: 'w-full' })}
            aria-label={`${msg.connectWhatsapp}: ${name}`}
          >
            <QrCode aria-hidden="true" />
            {msg.connectWhatsapp}
          </Link>
        )}
        <Link
          to={`/painel/instancias/${instance.id}`}
          className={buttonClasses({ variant: 'outline', className: 'w-full' })}
          aria-label={`Editar ${name}`}
        >
          <Pencil aria-hidden="true" />
          {msg.edit}
        </Link>
      </div>
    </Card>
  );
}
