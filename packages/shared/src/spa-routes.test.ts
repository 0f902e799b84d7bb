import { describe, expect, it } from 'vitest';
import { isSpaPath, spaPaths } from './spa-routes';

describe('isSpaPath', () => {
  it('knows every page of the client router, with or without a trailing slash', () => {
    for (const path of Object.values(spaPaths)) {
      const concrete = path.replace(':id', '0b7c1f9e-8f1a-4c9b-9a52-3f2d1e0c4b6a');
      expect(isSpaPath(concrete), concrete).toBe(true);
      expect(isSpaPath(`${concrete}/`), `${concrete}/`).toBe(true);
    }
    expect(isSpaPath('/painel/qualquer/coisa')).toBe(true); // the panel redirects it
  });

  it('does not know anything else', () => {
    for (const path of ['/nao-existe', '/auth/x', '/termos', '/painelx', '/wp-admin', '/lgpd/1'])
      expect(isSpaPath(path), path).toBe(false);
  });
});
