import type { Instance } from '@secretaria/shared/instances-schemas';
import { formatInstancePhone } from '@secretaria/shared/instance-display';
import { planLabel } from '@secretaria/shared/plans';
import { timezoneLabel } from '@secretaria/shared/timezones';
import { Badge } from '@/components/ui/badge';
import { CountryFlag } from './country-flag';
import { InstanceStatusBadge } from './instance-status-badge';
import { msg } from '@secretaria/shared/messages';

export function InstanceHeader({ instance }: { instance: Instance }) {
  return (
    <div className="mb-6 grid gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {instance.name?.trim() || msg.unnamed}
        </h1>
        <InstanceStatusBadge status={instance.status} />
        <Badge variant="secondary">{planLabel(instance.price_id)}</Badge>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CountryFlag src={instance.pais?.img} />
        <span className="tabular-nums">{formatInstancePhone(instance)}</span>
        <span aria-hidden="true">·</span>
        <span>{timezoneLabel(instance.timezone)}</span>
      </p>
    </div>
  );
}
