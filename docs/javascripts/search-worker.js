// The site's search worker: Material's own (named by ?worker=; practices/hooks/search.py points
// every page at this file), with some changes to how a query is read.
//
// - A number or a common English word ("to", "a", "on": lunr's stop words) matches
//   only itself. Material makes every query word a prefix ("to" matches "torch",
//   "1" matches "13" and "1.0"), and lunr adds up every word a prefix expands to, so
//   a "1" or an "a" in a query made long pages full of numbers and words win.
//   Stop words then match nothing, as lunr means them to; other words stay prefixes.
// - Chinese (the Chinese index carries its dictionary, config.segmenter): the query
//   is cut into words as the index was (search-zh.js) before Material reads it,
//   less the words that do not rank it (function words such as 的 and 在, and
//   single characters beside a longer word: ChineseWords.prototype.query).
//   Material would cut every run of Chinese characters again, greedily against the
//   terms of its index, and that can drop characters (with 显 a term, 显存 becomes
//   显); the runs it gets are words already, so it is told that no Chinese term is
//   in the index when it asks (an `in` test, which only that cut makes). Lookups of
//   the terms themselves are unchanged.
// - A pasted message (a query of more than PASTED words, or one that names an
//   exception or quotes a value): its double quotes and a
//   + or - before a word are text, not operators. Material makes each quoted word
//   required and a "-" word forbidden, so `Missing key(s) in state_dict: "fc.weight"`
//   with the reader's own key names found nothing (tests/browser/test_pasted_errors.py).
//   Only a pasted message is looked up in the index's error messages (`error`).
importScripts("search-zh.js");

(function () {
  const SETUP = 0;
  const QUERY = 2;
  const listen = self.addEventListener.bind(self);
  let words = null;
  const PASTED = 6;
  const ERROR = "error";
  let pasted = false; // whether the query being answered is a pasted message
  // a message is long, or names its exception, or quotes a value
  const isPasted = (query) =>
    query.trim().split(/\s+/).length > PASTED ||
    /\w(?:Error|Warning|Exception)\b|['"()[\]]/.test(query);
  const asPasted = (query) =>
    isPasted(query)
      ? query.replace(/"/g, " ").replace(/(^|\s)[+-]+(?=\S)/g, "$1")
      : query;

  self.addEventListener = function (type, listener, options) {
    if (type !== "message") return listen(type, listener, options);
    return listen(
      type,
      function (event) {
        const message = event.data;
        if (message.type === SETUP) {
          const segmenter = message.data.config.segmenter;
          words = segmenter ? new ChineseWords(segmenter) : null;
        } else if (message.type === QUERY) {
          pasted = isPasted(message.data);
          const query = asPasted(message.data);
          event = { data: { type: QUERY, data: words ? words.query(query) : query } };
        }
        return listener(event);
      },
      options,
    );
  };

  const worker = new URL(self.location.href).searchParams.get("worker") || "";
  if (!/^search\.\w+\.min\.js$/.test(worker)) {
    throw new Error("search-worker.js: no Material search worker named");
  }
  importScripts("../assets/javascripts/workers/" + worker);
  self.addEventListener = listen;

  const number = /^\d[\d.]*$/;
  const clause = lunr.Query.prototype.clause;
  lunr.Query.prototype.clause = function (c) {
    const bare = c.term.endsWith("*") ? c.term.slice(0, -1) : null;
    if (bare && (number.test(bare) || !lunr.stopWordFilter(bare))) {
      c.term = bare;
      c.usePipeline = true;
    }
    return clause.call(this, c);
  };

  // The error messages of the index (its `error` field) answer pasted messages
  // only: a query of a few words is looked up in the other fields, so that a word
  // such as "gradient" or "worker" finds the page about it, not a section whose
  // error message happens to contain it.
  const query = lunr.Index.prototype.query;
  lunr.Index.prototype.query = function (fn) {
    if (pasted || !this.fields.includes(ERROR)) return query.call(this, fn);
    const fields = this.fields;
    this.fields = fields.filter((field) => field !== ERROR);
    try {
      return query.call(this, fn);
    } finally {
      this.fields = fields;
    }
  };

  const han = /\p{sc=Han}/u;
  const build = lunr.Builder.prototype.build;
  lunr.Builder.prototype.build = function () {
    const index = build.call(this);
    index.invertedIndex = new Proxy(index.invertedIndex, {
      has: (terms, term) => !han.test(term) && term in terms,
    });
    return index;
  };
})();
