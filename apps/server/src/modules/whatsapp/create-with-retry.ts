import type { GatewayPort } from '@/modules/messaging/gateway-port';

export type GatewayCreation = {
  evolutionStatus: 'criado' | 'erro';
  alreadyExisted: boolean;
  attempts: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates the instance on the gateway after payment (spec §4): up to `attempts` tries, `delayMs`
 * apart; an 'already in use' reply counts as success (a previous try may have succeeded without
 * its reply arriving). Never throws: the outcome decides the row's status (Inativo or Erro).
 */
export async function createGatewayInstanceWithRetry(
  client: GatewayPort,
  instanceName: string,
  options: { attempts?: number; delayMs?: number; webhookUrl?: string; number?: string } = {},
): Promise<GatewayCreation> {
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const { alreadyExists } = await client.createInstance(instanceName, {
        number: options.number,
        webhookUrl: options.webhookUrl,
      });
      return { evolutionStatus: 'criado', alreadyExisted: alreadyExists, attempts: attempt };
    } catch {
      if (attempt < attempts) await sleep(options.delayMs ?? 2000);
    }
  }
  return { evolutionStatus: 'erro', alreadyExisted: false, attempts };
}
