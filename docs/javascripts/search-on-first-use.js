// The search index is loaded when the reader first uses the search box, not with
// every page: Material requests each edition's index (about 1 MB) as a page loads,
// and its worker builds lunr's index from it at once, before anyone searches. Its
// request waits here until the search box first takes the focus (a click or tap on
// it or on the search button, or a key that opens it), or at once on a page opened
// from a search result (?h=, which search.highlight marks with the index's words).
// Run before Material's script (overrides/main.html), which sends the request.
(function () {
  const INDEX = /\/search\/search_index\.json$/;
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  const waiting = [];
  let used = new URLSearchParams(location.search).has("h");

  function use() {
    used = true;
    waiting.splice(0).forEach((go) => go());
  }

  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.searchIndex = INDEX.test(new URL(url, location.href).pathname);
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (...body) {
    if (this.searchIndex && !used) {
      waiting.push(() => send.apply(this, body));
      return;
    }
    return send.apply(this, body);
  };
  document.addEventListener("focusin", (event) => {
    if (!used && event.target.matches("[data-md-component=search-query]")) use();
  });
})();
