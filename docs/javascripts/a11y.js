// A wide table that scrolls sideways is made reachable by the
// keyboard (axe-core's scrollable-region-focusable). Served by the site itself;
// nothing is fetched.
(function () {
  var zh = document.documentElement.lang === "zh";
  var label = zh ? "表格，可横向滚动" : "Table, scrolls sideways";
  function scrollable() {
    document.querySelectorAll(".md-typeset__scrollwrap").forEach(function (wrap) {
      if (wrap.scrollWidth > wrap.clientWidth) {
        wrap.setAttribute("tabindex", "0");
        wrap.setAttribute("role", "region");
        wrap.setAttribute("aria-label", label);
      } else if (wrap.getAttribute("role") === "region") {
        wrap.removeAttribute("tabindex");
        wrap.removeAttribute("role");
        wrap.removeAttribute("aria-label");
      }
    });
  }
  window.addEventListener("resize", scrollable);
  // Coalesce the many mutations of a page load into one pass per frame.
  var pending = false;
  new MutationObserver(function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      scrollable();
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
  scrollable();
})();
