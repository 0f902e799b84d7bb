import type { Kysely } from 'kysely';
import type { Instance } from '@secretaria/shared/instances-schemas';
import type { DB } from '@/db/schema';
import { toInstanceDto } from './instance-dto';
import { listInstanceRows } from './instances.repo';

export async function listInstances(db: Kysely<DB>, userId: string): Promise<Instance[]> {
  return (await listInstanceRows(db, userId)).map(toInstanceDto);
}
