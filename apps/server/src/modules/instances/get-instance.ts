import type { Kysely } from 'kysely';
import type { Instance } from '@secretaria/shared/instances-schemas';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import { toInstanceDto } from './instance-dto';
import { findInstanceRow } from './instances.repo';

export async function getInstance(db: Kysely<DB>, userId: string, id: string): Promise<Instance> {
  return toInstanceDto(orNotFound(await findInstanceRow(db, userId, id), msg.instanceNotFound));
}
