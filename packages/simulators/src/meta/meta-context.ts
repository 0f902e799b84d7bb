import type { MetaClock } from './meta-clock';
import type { MetaFaults } from './meta-faults';
import type { MetaStore } from './meta-store';
import type { MetaWebhooks } from './meta-webhooks';

export type MetaSettings = {
  /**
   * How a free-form send outside the 24-hour window fails: 'status' (Meta: accepted, then a
   * `failed` status with 131047) or 'response' (a synchronous 131047 error).
   */
  windowErrors: 'status' | 'response';
  /** 'approve': a new template is PENDING in the reply and APPROVED right after; 'pending': it waits for /sim. */
  templateReview: 'approve' | 'pending';
  /** Emit `sent` and `delivered` statuses after each accepted send (read comes from the phone page or /sim). */
  autoStatuses: boolean;
  /** Guards /sim/meta/* when set (header `x-sim-key`). */
  controlKey: string | null;
};

export type MetaContext = {
  settings: MetaSettings;
  store: MetaStore;
  clock: MetaClock;
  faults: MetaFaults;
  webhooks: MetaWebhooks;
  serverUrl(): string;
};
