/* Live regions: the page's socket (htmx ws extension, `#live[ws-connect]`) pushes out-of-band
   swaps of the page's regions; the server renders them and a reconnect gets a fresh snapshot.
   This file only says how the socket is doing: `#live[data-state]` is connecting, open, closed
   (a line "reconnecting" shows) or refused (the server closed it with an application code, and
   retrying would not help). */
(function () {
  "use strict";

  var REFUSED = {
    4401: "Live updates stopped: you are signed out. Reload the page to sign in again.",
    4403: "Live updates stopped: your role may not see this page.",
    4404: "Live updates stopped: this page no longer exists."
  };
  // Codes the ws extension reconnects after by itself; after any other close we ask it to.
  var RETRIED_BY_HTMX = [1006, 1011, 1012, 1013];

  // Retry soon, then back off up to 10 s (the extension's default waits up to a minute).
  htmx.config.wsReconnectDelay = function (retry) {
    var ceiling = Math.min(500 * Math.pow(2, retry), 10000);
    return ceiling / 2 + Math.random() * ceiling / 2;
  };

  function setState(element, state, text) {
    element.dataset.state = state;
    var label = element.querySelector(".live-text");
    if (label) label.textContent = text;
  }

  document.addEventListener("htmx:wsConnecting", function (event) {
    var element = event.target;
    if (element.dataset.state === "closed") return; // keep saying "reconnecting" until it is open
    setState(element, "connecting", "Live updates: connecting…");
  });

  document.addEventListener("htmx:wsOpen", function (event) {
    setState(event.target, "open", "Live updates on.");
  });

  document.addEventListener("htmx:wsClose", function (event) {
    var element = event.target;
    if (!document.body.contains(element)) return; // the page replaced its socket (new run list filters)
    var code = event.detail.event.code;
    if (REFUSED[code]) {
      setState(element, "refused", REFUSED[code]);
      return;
    }
    setState(element, "closed", "Connection lost: reconnecting… The page catches up when it is back.");
    if (RETRIED_BY_HTMX.indexOf(code) < 0) {
      var wrapper = event.detail.socketWrapper;
      setTimeout(function () {
        if (document.body.contains(element) && element.dataset.state === "closed") wrapper.reconnect();
      }, htmx.config.wsReconnectDelay(0));
    }
  });
})();
