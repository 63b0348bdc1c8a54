// The language switch (the 文 menu) keeps the reader's place: its links to the other
// edition, whose headings have the same ids, carry the address's #anchor (set by a
// heading's link or the table of contents, kept up to date while scrolling by
// Material's navigation.tracking), updated as a link is pressed, focused or opened in
// a new tab. Served by the site itself; nothing is fetched.
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
