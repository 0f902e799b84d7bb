import type { Context } from 'hono';
import type { EvolutionFaults } from './evolution-faults';
import type { EvolutionStore } from './evolution-store';
import type { Instance } from './evolution-types';
import type { WebhookDispatcher } from './evolution-webhooks';

export type EvolutionSettings = {
  apiKey: string;
  /** Real Evolution refuses the session after this many QR codes (env QRCODE_LIMIT). */
  qrLimit: number;
  /** Evolution waits 2 s (connect) and 5 s (create with qrcode) for the first QR; 0 here. */
  connectDelayMs: number;
  defaultBusinessNumber: string;
  defaultProfileName: string;
};

export type EvolutionContext = {
  settings: EvolutionSettings;
  store: EvolutionStore;
  webhooks: WebhookDispatcher;
  faults: EvolutionFaults;
  serverUrl(): string;
};

export type EvolutionEnv = {
  Variables: {
    instance: Instance;
    /** Set when fetchInstances was called with an instance token instead of the global key. */
    tokenScope: string | null;
  };
};

export type EvolutionRouteContext = Context<EvolutionEnv>;
