import { sql, type RawBuilder } from 'kysely';

/**
 * The lease every claimed queue shares (issue 26; the chats the worker answers, the messages the
 * sender delivers): a row is taken by writing `locked_by` (the process) and `locked_until`; a
 * process that dies loses it when `locked_until` passes, and every write of the holder is
 * conditional on `locked_by` still being it. The claims pick free rows with SKIP LOCKED, so
 * replicas never wait on each other. (The reminder and retention jobs do their work inside the
 * claiming transaction, so its row locks are their lease.)
 */
export const lease = {
  /** `locked_until` free or expired at `now`; `alias` names the table in a join. */
  isFree(now: Date, alias?: string): RawBuilder<boolean> {
    const column = sql.ref(alias ? `${alias}.locked_until` : 'locked_until');
    return sql<boolean>`(${column} is null or ${column} <= ${now})`;
  },
  /** The SET list that takes a row for `workerId` until `until`. */
  take(workerId: string, until: Date): RawBuilder<unknown> {
    return sql`locked_by = ${workerId}, locked_until = ${until}`;
  },
  /** The SET list that lets a row go. */
  released: sql`locked_by = null, locked_until = null`,
  /** The same, for Kysely's `.set()`. */
  releasedValues: { locked_by: null, locked_until: null },
} as const;
