import { Hono } from 'hono';
import { INVALID_BODY, invalidJson, readBody } from './evolution-body';
import {
  closeSession,
  connectInstance,
  deleteInstance,
  startSession,
} from './evolution-connection';
import type { EvolutionContext, EvolutionEnv } from './evolution-context';
import { createReply, instanceRow } from './evolution-dto';
import { evolutionError } from './evolution-errors';
import { apikeyAuth, instanceExists, nameAvailable } from './evolution-guards';
import { newInstanceId, newInstanceToken, newRowId } from './evolution-ids';
import { WEBHOOK_EVENTS, type Instance } from './evolution-types';
import { parseCreate } from './evolution-validation';

export function instanceRoutes(ctx: EvolutionContext) {
  const app = new Hono<EvolutionEnv>();
  const exists = instanceExists(ctx);
  const auth = apikeyAuth(ctx, 'instance');

  app.post(
    '/instance/create',
    nameAvailable(ctx),
    apikeyAuth(ctx, 'global'),
    ctx.faults.gate('create'),
    async (c) => {
      const body = await readBody(c);
      if (body === INVALID_BODY) return invalidJson();
      const parsed = parseCreate(body);
      if (!parsed.ok) return parsed.response;
      const input = parsed.value;
      const now = new Date();
      const instance: Instance = {
        id: newInstanceId(),
        name: input.instanceName,
        token: input.token ?? newInstanceToken(),
        integration: input.integration,
        state: 'close',
        number: input.number,
        wuid: null,
        profileName: null,
        qr: null,
        qrCount: 0,
        settings: input.settings,
        webhook: input.webhook
          ? {
              id: newRowId(),
              ...input.webhook,
              // Create stores the webhook enabled whatever `webhook.enabled` says.
              enabled: true,
              events: input.webhook.events.length > 0 ? input.webhook.events : [...WEBHOOK_EVENTS],
              createdAt: now,
              updatedAt: now,
            }
          : null,
        messages: [],
        lids: new Map(),
        disconnection: null,
        createdAt: now,
        updatedAt: now,
      };
      ctx.store.add(instance);
      ctx.webhooks.emit(instance, 'instance.create', {
        instanceName: instance.name,
        instanceId: instance.id,
      });
      const wantsQr = input.qrcode && instance.integration === 'WHATSAPP-BAILEYS';
      const qrcode = wantsQr ? await startSession(ctx, instance, input.number) : null;
      return c.json(createReply(instance, qrcode), 201);
    },
  );

  app.get('/instance/connect/:instanceName', exists, auth, ctx.faults.gate('connect'), async (c) =>
    c.json(await connectInstance(ctx, c.var.instance, c.req.query('number') ?? null)),
  );

  app.get(
    '/instance/connectionState/:instanceName',
    exists,
    auth,
    ctx.faults.gate('connectionState'),
    (c) => c.json({ instance: { instanceName: c.var.instance.name, state: c.var.instance.state } }),
  );

  app.delete('/instance/logout/:instanceName', exists, auth, ctx.faults.gate('logout'), (c) => {
    const instance = c.var.instance;
    if (instance.state === 'close') {
      return evolutionError(400, [`The "${instance.name}" instance is not connected`]);
    }
    closeSession(ctx, instance, { viaApi: true });
    return c.json({
      status: 'SUCCESS',
      error: false,
      response: { message: 'Instance logged out' },
    });
  });

  app.delete('/instance/delete/:instanceName', exists, auth, ctx.faults.gate('delete'), (c) => {
    deleteInstance(ctx, c.var.instance);
    return c.json({ status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } });
  });

  app.get(
    '/instance/fetchInstances',
    apikeyAuth(ctx, 'fetch'),
    ctx.faults.gate('fetchInstances'),
    (c) => {
      const { instanceName, instanceId, number } = c.req.query();
      if (instanceName && !ctx.store.get(instanceName)) {
        return evolutionError(404, [`Instance "${instanceName}" not found`]);
      }
      const scope = c.var.tokenScope;
      const rows = ctx.store
        .list()
        .filter((i) => !scope || i.token === scope)
        .filter((i) => !instanceName || i.name === instanceName)
        .filter((i) => !instanceId || i.id === instanceId)
        .filter((i) => !number || i.number === number)
        .map(instanceRow);
      return c.json(rows);
    },
  );

  return app;
}
