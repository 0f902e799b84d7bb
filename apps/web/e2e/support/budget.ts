/**
 * A long test's time budget: doubled in CI, where a shared busy 2-core machine runs the suite
 * (the same assertions, more room to wait; see playwright.config.ts).
 */
export const budget = (ms: number) => (process.env.CI ? ms * 2 : ms);
