// The site's search worker: Material's own (named by ?worker=, which
// practices/hooks/search.py gives every page; with that hook, the one place that
// knows Material's search), reading a query differently:
// - A number or one of lunr's stop words ("to", "a") matches only itself, not as a
//   prefix ("1" matched "13" and "1.0"), whose every expansion lunr adds up.
// - Chinese (config.segmenter): the query is cut into words as the index was
//   (search-zh.js), less the words that do not rank it. Material would cut its runs
//   again, greedily against its terms, which can drop characters (with 显 a term,
//   显存 becomes 显), so it is told no Chinese term is in the index when it asks (an
//   `in` test, which only that cut makes).
// - A pasted message (more than PASTED words, or one that names an exception or
//   quotes a value): its quotes and a + or - before a word are text, not operators
//   (tests/browser/test_pasted_errors.py). Only such a message is looked up in the
//   index's `error` field: a word such as "worker" finds the page about it, not a
//   section whose message happens to contain it.
importScripts("search-zh.js");

(function () {
  const SETUP = 0;
  const QUERY = 2;
  const PASTED = 6;
  const ERROR = "error";
  const listen = self.addEventListener.bind(self);
  let words = null;
  let pasted = false; // whether the query being answered is a pasted message
  const isPasted = (query) =>
    query.trim().split(/\s+/).length > PASTED ||
    /\w(?:Error|Warning|Exception)\b|['"()[\]]/.test(query);

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
          const query = pasted
            ? message.data.replace(/"/g, " ").replace(/(^|\s)[+-]+(?=\S)/g, "$1")
            : message.data;
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
