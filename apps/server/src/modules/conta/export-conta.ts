import type { Kysely } from 'kysely';
import type { ContaExport } from '@secretaria/shared/conta-schemas';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import {
  findContaUser,
  listAiUsage,
  listCredenciais,
  listEntregasAntecipadas,
  listOwnedRows,
  listSessoes,
  OWNED_TABLES,
  SECRET_COLUMNS,
  type OwnedTable,
} from './conta-export.repo';

const iso = (d: Date | string) => new Date(d).toISOString();

function withoutSecrets(table: string, rows: Array<Record<string, unknown>>) {
  const secrets = SECRET_COLUMNS[table];
  if (!secrets) return rows;
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !secrets.includes(column))),
  );
}

/**
 * Everything the account holds (LGPD art. 18 II and V, docs/decisions/025): the owner's own
 * fields, sign-in methods and sessions (no hash, no token), and every row of every owned table,
 * every column but the secrets, in one read snapshot.
 */
export async function exportConta(db: Kysely<DB>, userId: string, now: Date): Promise<ContaExport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      const user = orNotFound(await findContaUser(tx, userId));
      const dados: Record<string, Array<Record<string, unknown>>> = {};
      for (const table of Object.keys(OWNED_TABLES) as OwnedTable[]) {
        dados[table] = withoutSecrets(table, await listOwnedRows(tx, table, userId));
      }
      dados.ai_usage = await listAiUsage(tx, userId);
      dados.entregas_antecipadas = await listEntregasAntecipadas(tx, userId);
      return {
        exportado_em: now.toISOString(),
        conta: {
          id: user.id,
          nome: user.nome ?? user.name,
          email: user.email,
          email_verificado: user.emailVerified,
          telefone: user.phone ?? null,
          criada_em: iso(user.createdAt),
          atualizada_em: iso(user.updatedAt),
        },
        acessos: {
          credenciais: await listCredenciais(tx, userId),
          sessoes: await listSessoes(tx, userId),
        },
        dados,
      };
    });
}
