import { useQuery } from '@tanstack/react-query';
import { instanceLabel } from '@secretaria/shared/instance-display';
import type { InstanceNavItem } from '@/components/layouts/navbar-links';
import { instancesQueryOptions } from '../api/get-instances';

/** The mobile menu's one link per instance: its name or formatted phone (spec §2). */
export function useInstanceNavItems(enabled: boolean): InstanceNavItem[] {
  const instances = useQuery({
    ...instancesQueryOptions,
    enabled,
    select: (list) => list.map((instance) => ({ id: instance.id, label: instanceLabel(instance) })),
  });
  return instances.data ?? [];
}
