import { createServer } from '@/app';
import { ConfigError, loadConfig } from '@/config/env';
import { DataDirLockedError } from '@/db/data-dir-lock';
import { openDatabase } from '@/db/open-database';
import { createLogger } from '@/lib/logger';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed-demo';

/** npm run demo: (re)creates the demo owner on the configured database. */
async function main() {
  const config = loadConfig();
  const logger = createLogger('warn');
  const database = await openDatabase(config, logger);
  try {
    const server = await createServer({ config, database, logger });
    const result = await seedDemo(database.db, server.auth);
    await server.close();
    console.log(
      [
        'Dados de demonstração prontos:',
        `  1 instância (Plano PRO), 3 profissionais, 5 serviços, 2 localizações, 20 contatos,`,
        `  ${result.days} dias úteis de disponibilidade e ${result.agendamentos} agendamentos.`,
        '',
        `Inicie com "npm start", abra ${config.publicUrl}/auth e entre com:`,
        `  Email: ${DEMO_EMAIL}`,
        `  Senha: ${DEMO_PASSWORD}`,
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Falha ao criar os dados de demonstração:', error);
  }
  process.exit(1);
});
