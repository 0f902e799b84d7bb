import type { Instance } from './evolution-types';

export type EvolutionStore = ReturnType<typeof createEvolutionStore>;

export function createEvolutionStore() {
  const instances = new Map<string, Instance>();
  const notOnWhatsApp = new Set<string>();

  return {
    get: (name: string) => instances.get(name),
    list: () => [...instances.values()],
    add(instance: Instance) {
      instances.set(instance.name, instance);
    },
    remove(name: string) {
      instances.delete(name);
    },
    byToken: (token: string) => [...instances.values()].filter((i) => i.token === token),
    isOnWhatsApp: (digits: string) => !notOnWhatsApp.has(digits),
    setOnWhatsApp(digits: string, exists: boolean) {
      if (exists) notOnWhatsApp.delete(digits);
      else notOnWhatsApp.add(digits);
    },
    clear() {
      instances.clear();
      notOnWhatsApp.clear();
    },
  };
}
