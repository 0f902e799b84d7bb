import type { Instance } from '@secretaria/shared/instances-schemas';
import type { InstanceRow } from './instances.repo';

export function toInstanceDto(row: InstanceRow): Instance {
  return {
    id: row.id,
    name: row.name,
    phone_number: row.phone_number,
    full_phone_number: row.full_phone_number,
    pais_id: row.pais_id,
    pais:
      row.pais !== null && row.ddi !== null && row.img !== null
        ? { pais: row.pais, ddi: row.ddi, img: row.img }
        : null,
    assistant_name: row.assistant_name,
    knowledge_base: row.knowledge_base,
    timezone: row.timezone,
    timezone_offset: Number(row.timezone_offset),
    status: row.status,
    price_id: row.price_id,
    subscription_renewal_date: row.subscription_renewal_date
      ? new Date(row.subscription_renewal_date).toISOString()
      : null,
    evolution_status: row.evolution_status,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
