import type { EvolutionClient } from './evolution-client';

export type PhoneChangeOutcome =
  'unchanged' | 'target-existed' | 'created' | 'created-and-replaced';

/**
 * Moves the gateway instance from the old full number to the new one (spec §7, four cases):
 * same number → nothing; the new one already exists → delete the old one; the old one is missing
 * → create the new one; otherwise create the new one, then delete the old one (a failure to delete
 * the old one is tolerated: the new number must not be lost because of the old).
 */
export async function changeGatewayPhone(
  client: EvolutionClient,
  oldName: string | null,
  newName: string,
  options: { webhookUrl?: string } = {},
): Promise<PhoneChangeOutcome> {
  if (oldName === newName) return 'unchanged';
  if (await client.exists(newName)) {
    if (oldName) await client.deleteInstance(oldName).catch(() => undefined);
    return 'target-existed';
  }
  const oldExists = oldName ? await client.exists(oldName) : false;
  await client.createInstance(newName, { number: newName, webhookUrl: options.webhookUrl });
  if (!oldExists || !oldName) return 'created';
  await client.deleteInstance(oldName).catch(() => undefined);
  return 'created-and-replaced';
}
