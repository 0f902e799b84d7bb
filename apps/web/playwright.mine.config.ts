import base from './playwright.config';
const PORT = 4273;
const baseURL = `http://localhost:${PORT}`;
export default {
  ...base,
  outputDir: '/tmp/pw-mine-results',
  use: { ...base.use, baseURL },
  webServer: {
    ...(base.webServer as object),
    env: { ...(base.webServer as { env: Record<string, string> }).env, PORT: String(PORT), PUBLIC_URL: baseURL, DATA_DIR: `/tmp/pw-mine-${Date.now()}` },
    url: `${baseURL}/api/health`,
  },
};
