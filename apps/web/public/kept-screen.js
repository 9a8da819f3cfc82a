// Paints the daily-loop screen this device kept when it was last left (decision 041;
// src/lib/kept-screen.ts keeps it and names the keys read here), as soon as the page is
// parsed and before the app's scripts run: a repeat visit shows the person's data at once,
// online or offline. A plain script, not a module, so it runs before the app's entry; it does
// nothing when the page already holds a screen (drawn by the server, prerendered) or the
// server sent this visit's data, when nobody is signed in on this device, or when the kept
// screen is of another day (its "today" would be wrong). Its controls wait, disabled, for the
// app's first render, which replaces it.
/* global document, location */
(function () {
  try {
    var root = document.getElementById('root');
    if (!root || root.firstChild || document.getElementById('start-data')) return;
    if (location.search !== '' || localStorage.getItem('auth:signed-in') !== '1') return;
    var kept = JSON.parse(localStorage.getItem('auth:kept-screen:' + location.pathname) || 'null');
    if (!kept || kept.v !== 1 || typeof kept.html !== 'string') return;
    if (new Date(kept.savedAt).toDateString() !== new Date().toDateString()) return;
    root.innerHTML = kept.html;
    var controls = root.querySelectorAll('button, input, select, textarea');
    for (var i = 0; i < controls.length; i += 1) {
      if (controls[i].disabled) continue;
      controls[i].disabled = true;
      controls[i].setAttribute('data-wait', '');
    }
    root.setAttribute('data-drawn', 'device');
  } catch {
    // Storage blocked or a kept screen unreadable: the app renders as it would without one.
  }
})();
