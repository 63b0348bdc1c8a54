// Accessible names for Material's code-annotation markers: each marker is a link
// whose number is drawn by CSS, so screen readers (and axe-core's link-name rule)
// find no text in it. Served by the site itself; nothing is fetched.
(function () {
  function label(root) {
    root.querySelectorAll("a.md-annotation__index:not([aria-label])").forEach(
      function (link) {
        var id = link.querySelector("[data-md-annotation-id]");
        var n = id ? id.getAttribute("data-md-annotation-id") : "";
        link.setAttribute("aria-label", "Annotation " + n);
      }
    );
  }
  // Coalesce the many mutations of a page load into one pass per frame.
  var pending = false;
  new MutationObserver(function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      label(document);
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
  label(document);
})();
