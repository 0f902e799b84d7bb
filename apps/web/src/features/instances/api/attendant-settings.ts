import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AttendantSettingsSchema,
  type AttendantSettings,
  type UpdateAttendantSettingsRequestSchema,
} from '@secretaria/shared/attendant-settings-schemas';
import { instanceKeys } from './get-instances';
import { api } from '@/lib/api-client';

export const attendantSettingsKeys = {
  all: ['attendant-settings'] as const,
  detail: (instanceId: string) => [...attendantSettingsKeys.all, instanceId] as const,
};

const path = (instanceId: string) =>
  `/api/instances/${encodeURIComponent(instanceId)}/attendant-settings`;

export function useAttendantSettings(instanceId: string) {
  return useQuery({
    queryKey: attendantSettingsKeys.detail(instanceId),
    queryFn: () => api.get(path(instanceId), { schema: AttendantSettingsSchema }),
  });
}

export type AttendantSettingsChanges = z.input<typeof UpdateAttendantSettingsRequestSchema>;

export function useUpdateAttendantSettings(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AttendantSettingsChanges): Promise<AttendantSettings> =>
      api.patch(path(instanceId), input, { schema: AttendantSettingsSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(attendantSettingsKeys.detail(instanceId), saved);
      // The assistant's name and the knowledge base are the instance's too.
      return queryClient.invalidateQueries({ queryKey: instanceKeys.all });
    },
  });
}
