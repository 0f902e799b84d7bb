import { describe, expect, it } from 'vitest';
import { DEFAULT_SIMULATED_REPLY } from '@secretaria/simulators/llm/llm-simulator';
import { loadConfig } from '@/config/env';
import { createLogger } from '@/lib/logger';
import { connectExternalServices } from './external-services';

const logger = createLogger('silent');

describe('connectExternalServices: the model', () => {
  it('has no model client unless a provider or the simulator is configured', async () => {
    const services = await connectExternalServices(loadConfig({}), logger);
    try {
      expect(services.llm).toBeNull();
    } finally {
      await services.close();
    }
  });

  it('starts the model simulator in-process with LLM_SIMULATOR=true and answers in pt-BR', async () => {
    const services = await connectExternalServices(loadConfig({ LLM_SIMULATOR: 'true' }), logger);
    try {
      expect(services.llm).toMatchObject({ model: 'simulado', canTranscribe: true });
      const reply = await services.llm!.chat({ messages: [{ role: 'user', content: 'Oi' }] });
      expect(reply.message.content).toBe(DEFAULT_SIMULATED_REPLY);
      const voice = await services.llm!.transcribe({
        audio: Buffer.from([1, 2, 3]),
        mimeType: 'audio/ogg',
        fileName: 'voz.ogg',
      });
      expect(voice.text).toMatch(/marcar um horário/);
    } finally {
      await services.close();
    }
  });
});
