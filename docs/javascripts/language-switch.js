// The language switch (the 文 menu) keeps the reader's place: its links to the
// other edition carry the section being read, the address's #anchor (set when the
// reader follows a heading's link or the table of contents, and kept up to date
// while scrolling by Material's navigation.tracking). Both editions give a heading
// the same id. The link is updated as it is pressed, focused or opened in a new
// tab. Served by the site itself; nothing is fetched.
(function () {
  var SWITCH = ".md-select a.md-select__link[hreflang]";
  function carry(event) {
    var target = event.target;
    var link = target && target.closest ? target.closest(SWITCH) : null;
    if (!link) return;
    var page = link.getAttribute("href").split("#")[0];
    link.setAttribute("href", page + location.hash);
  }
  ["pointerdown", "mousedown", "focusin", "click", "auxclick", "contextmenu"].forEach(
    function (type) {
      document.addEventListener(type, carry, true);
    }
  );
})();
