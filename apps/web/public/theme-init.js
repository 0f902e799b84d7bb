/* global window, document */
// Runs before the app: avoids a flash of the wrong theme. /auth is always light (spec §2).
(function () {
  try {
    var saved = window.localStorage.getItem('theme');
    var onAuth = window.location.pathname.replace(/\/+$/, '') === '/auth';
    if (saved === 'dark' && !onAuth) document.documentElement.classList.add('dark');
  } catch {
    // Storage unavailable: stay light.
  }
})();
