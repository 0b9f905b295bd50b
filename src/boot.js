/*
 * Starts the site's JavaScript once the prerendered page has painted. The HTML is complete on its
 * own, so nothing the app loads may compete with the first paint; a landing page's dialog and its
 * form are in it, opened by the browser itself. The entry module's hashed URL is in data-entry.
 * The page carries only the style rules its own HTML uses; the whole stylesheet (data-stylesheet)
 * is loaded here, after the first paint, and the app starts once it has arrived, so that nothing
 * the app draws is ever shown without its styles (scripts/build/page-styles.ts). The page's own
 * rules then go: the whole sheet has them all. If it fails to load (offline), they stay.
 * The prerender step writes this file inline into every page (no request before the first paint)
 * and allows it in the Content-Security-Policy by its SHA-256 hash.
 */
(function () {
  var root = document.documentElement;
  // Hides what only a browser without JavaScript should see (.no-js-only in index.css).
  root.classList.add('js');
  var painted = false;
  var loaded = false;
  // Once the page has painted: what waits for the first paint is laid out (.after-first-paint in
  // src/before-start.css), and the app starts if the page has loaded.
  function afterPaint() {
    if (painted) return;
    painted = true;
    root.classList.add('painted');
    if (loaded) setTimeout(start, 0);
  }
  // The browser reports the first contentful paint; one without paint timing has painted once
  // the task after its first animation frame runs.
  var entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (entryTypes && entryTypes.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(afterPaint, 0);
    });
  }
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var stylesheet = boot.getAttribute('data-stylesheet');
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element[name] = attributes[name];
    element.crossOrigin = '';
    document.head.appendChild(element);
    return element;
  }
  function run() {
    add('script', { type: 'module', src: entry });
  }
  function start() {
    if (started) return;
    started = true;
    // A page started before it painted (a background tab, a held submit) is laid out whole.
    root.classList.add('painted');
    if (!stylesheet) return run();
    // The entry module downloads meanwhile; it runs when the stylesheet has loaded or failed
    // (offline, the app's own error screen is the better answer than waiting).
    add('link', { rel: 'modulepreload', href: entry });
    var link = add('link', { rel: 'stylesheet', href: stylesheet });
    link.onload = function () {
      // The whole sheet holds every rule of the page's own <style>, in the same order, but the
      // rules for before the start (src/before-start.css), which go with it. With both, each
      // element the app draws or changes was matched against those rules twice.
      var own = document.querySelector('style[data-page-styles]');
      // Parts of the page laid out only near the screen until now (.defer-layout in
      // src/before-start.css) are laid out as usual, one part in each frame after the one that
      // applies the sheet (.laying-out in src/index.css), top to bottom: each frame is then a
      // short task. A page opened at a fragment had them laid out from the start.
      var holding = own && !document.querySelector(':target');
      if (holding) root.classList.add('laying-out');
      if (own) own.remove();
      root.classList.add('sheet-loaded');
      if (holding) layOutInTurn(Array.prototype.filter.call(document.querySelectorAll('.defer-layout'), onThePage));
      run();
    };
    link.onerror = run;
  }
  // A closed dialog's parts are not drawn until it opens, and then near the screen.
  function onThePage(part) {
    return !part.closest('dialog');
  }
  function layOutInTurn(parts) {
    requestAnimationFrame(function () {
      setTimeout(function () {
        var part = parts.shift();
        if (!part) return root.classList.remove('laying-out');
        part.setAttribute('data-laid-out', '');
        layOutInTurn(parts);
      }, 0);
    });
  }
  // The app starts after the load event and the first contentful paint, whichever comes last. A
  // page that never paints (opened in a background tab) still starts a few seconds after loading.
  function afterLoad() {
    loaded = true;
    setTimeout(start, 3000);
    if (painted) setTimeout(start, 0);
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
  // A landing page's call to action opens its dialog by the browser's own invoker (commandfor,
  // command="show-modal"). Where the browser has no invokers, a click does it here, and the app's
  // own handler once it has started (use-dialog-trigger.ts); each does nothing when the other has.
  if (!('commandForElement' in HTMLButtonElement.prototype)) {
    document.addEventListener('click', function (event) {
      var button = event.target instanceof Element && event.target.closest('button[commandfor]');
      var dialog = button && document.getElementById(button.getAttribute('commandfor'));
      if (!dialog || typeof dialog.showModal !== 'function') return;
      var command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close' && dialog.open) dialog.close();
    });
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
})();
