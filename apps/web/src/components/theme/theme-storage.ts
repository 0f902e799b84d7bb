/** Where the chosen theme is kept; public/theme-init.js reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'theme';
