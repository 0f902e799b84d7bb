/* global window, document */
// Runs before the body is parsed, so nothing is painted in the wrong state:
// - the saved theme (/auth is always light, spec §2);
// - index.html carries the pre-rendered landing page for every path: hide it off /
//   (main.tsx then removes it). An inline rule, so it never waits for the stylesheet.
(function () {
  var path = window.location.pathname.replace(/\/+$/, '');
  if (path !== '') {
    var style = document.createElement('style');
    style.textContent = '#root[data-prerendered]{display:none}';
    document.head.appendChild(style);
  }
  try {
    var saved = window.localStorage.getItem('theme');
    if (saved === 'dark' && path !== '/auth') document.documentElement.classList.add('dark');
  } catch {
    // Storage unavailable: stay light.
  }
})();
