import { sessionQueryKey } from '@/features/auth/api/get-session';
import { profileKeys } from '@/features/profile/api/get-profile';
import { registerRealtimeQueryKeys } from '@/lib/realtime-registry';

/** Which cached data each table's changes make stale. The user's display name follows nome. */
export function registerPanelRealtimeTables(): void {
  registerRealtimeQueryKeys('profiles', [profileKeys.all, sessionQueryKey]);
}
