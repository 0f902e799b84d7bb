import type { GatewayPort } from '@/modules/messaging/gateway-port';

export type NumberChangeOutcome = 'created' | 'replaced';

/**
 * A new number for an instance's own gateway instance (docs/decisions/028). The name stays: it is
 * the instance's, not the number's. The line linked so far is let go (logged out, the gateway
 * instance deleted) and the gateway instance made again for the new number with this instance's
 * webhook, so the next QR links the new line. A gateway that does not know the name yet (its
 * creation failed at checkout) simply gets it. Any failure throws: the caller then saves nothing.
 */
export async function changeGatewayNumber(
  client: GatewayPort,
  name: string,
  number: string,
  options: { webhookUrl?: string } = {},
): Promise<NumberChangeOutcome> {
  const state = await client.connectionState(name);
  if (state === 'CONNECTED') await client.logout(name);
  if (state !== undefined) await client.deleteInstance(name);
  await client.createInstance(name, { number, webhookUrl: options.webhookUrl });
  return state === undefined ? 'created' : 'replaced';
}
