// Chinese queries cut into words, as the Chinese pages were when their search index
// was built (jieba, at build time, joins the words with a zero-width space that the
// search separator splits on). A reader types "张量视图" with no spaces; the browser's
// own word segmenter (Intl.Segmenter) cuts it into 张量 and 视图 before Material's
// search reads the box. The zero-width spaces are invisible. Only the Chinese edition
// does this, and only outside an IME composition. Nothing is fetched.
(function () {
  if (document.documentElement.lang !== "zh" || !window.Intl || !Intl.Segmenter) {
    return;
  }
  var segmenter = new Intl.Segmenter("zh", { granularity: "word" });
  var han = /\p{Script=Han}/u;
  function cut(text) {
    var plain = text.replace(/\u200b/g, "");
    if (!han.test(plain)) return plain;
    var words = [];
    for (var part of segmenter.segment(plain)) words.push(part.segment);
    return words.join("\u200b");
  }
  function segment(event) {
    var box = event.target;
    if (!box.matches || !box.matches("input.md-search__input")) return;
    if (event.isComposing) return;
    var value = cut(box.value);
    if (value === box.value) return;
    // The caret stays after the same characters (zero-width spaces not counted).
    var before = box.value.slice(0, box.selectionStart).replace(/\u200b/g, "");
    box.value = value;
    var at = 0;
    for (var seen = 0; at < value.length && seen < before.length; at++) {
      if (value[at] !== "\u200b") seen++;
    }
    box.setSelectionRange(at, at);
  }
  // Capture: before Material's own listeners on the search box read its value.
  ["input", "keyup", "compositionend"].forEach(function (type) {
    document.addEventListener(type, segment, true);
  });
})();
