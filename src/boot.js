/*
 * Starts the site's JavaScript once the prerendered page has painted. The HTML is complete on its
 * own, so nothing the app loads may compete with the first paint; links that open a dialog are
 * real links the app honours when it starts. The entry module's hashed URL is in data-entry.
 * The prerender step writes this file inline into every page (no request before the first paint)
 * and allows it in the Content-Security-Policy by its SHA-256 hash.
 */
(function () {
  // Hides what only a browser without JavaScript should see (.no-js-only in index.css).
  document.documentElement.classList.add('js');
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the load event and the first contentful paint, whichever comes last. A page that never
  // paints (opened in a background tab) still starts a few seconds after loading.
  function afterLoad() {
    setTimeout(start, 3000);
    if (!('PerformanceObserver' in window)) return setTimeout(start, 0);
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      setTimeout(start, 0);
    }
  }
  // The forms the page was served with. Until the app has taken one over (it marks the form
  // data-ready), a submit would be sent by the browser itself, a page load that stores nothing;
  // it is held instead, the app is started at once, and the form sends it when it is ready.
  var servedForms = null;
  document.addEventListener('DOMContentLoaded', function () {
    servedForms = Array.prototype.slice.call(document.querySelectorAll('form'));
  });
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!servedForms || servedForms.indexOf(form) < 0 || form.getAttribute('data-ready') === 'true') return;
      event.preventDefault();
      window.__pendingSubmit = form;
      start();
    },
    true,
  );
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
})();
