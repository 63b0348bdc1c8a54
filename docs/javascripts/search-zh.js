// Chinese queries cut into words exactly as the Chinese search index was cut at build
// time (practices/segmentation.py, whose docstring says how): jieba's segmentation
// without its HMM, over the words and scores the build ships in config.segmenter of
// zh/search/search_index.json. Loaded by the search worker (search-worker.js) and by
// the browser tests, which compare its cuts with the index's. Nothing is fetched.
(function (scope) {
  function ChineseWords(data) {
    this.run = new RegExp(data.han + "+", "g");
    this.han = new RegExp("^" + data.han + "+$");
    this.stop = new Set((data.stop || "").split(" ").filter(Boolean));
    this.unknown = data.unknown;
    this.scores = new Map();
    this.longest = 1;
    for (const [score, words] of data.scores) {
      for (const word of words.split(" ")) {
        this.scores.set(word, score);
        this.longest = Math.max(this.longest, word.length);
      }
    }
  }

  // The words of one run of Chinese characters: the way whose scores add up to the
  // most, a tie going to the longer word; a character that starts no word alone.
  ChineseWords.prototype.words = function (run) {
    const n = run.length;
    const total = new Array(n + 1).fill(0);
    const next = new Array(n + 1).fill(0);
    for (let k = n - 1; k >= 0; k--) {
      let best = this.unknown + total[k + 1];
      let end = -1;
      for (let e = k + 1; e <= Math.min(n, k + this.longest); e++) {
        const score = this.scores.get(run.slice(k, e));
        if (score !== undefined && (end < 0 || score + total[e] >= best)) {
          best = score + total[e];
          end = e;
        }
      }
      total[k] = best;
      next[k] = end < 0 ? k + 1 : end;
    }
    const words = [];
    for (let k = 0; k < n; k = next[k]) words.push(run.slice(k, next[k]));
    return words;
  };

  // The text with each run of Chinese characters cut into words, set apart by spaces.
  ChineseWords.prototype.cut = function (text) {
    return text.replace(this.run, (run) => " " + this.words(run).join(" ") + " ");
  };

  // The words of a cut query that are looked up, as query_words in
  // practices/segmentation.py: no stop words, no lone character beside a longer word.
  ChineseWords.prototype.queryWords = function (words) {
    const chinese = (w) => this.han.test(w);
    const keep = (ws, drop) => {
      const kept = ws.filter((w) => !(chinese(w) && drop(w)));
      return kept.some(chinese) ? kept : ws;
    };
    words = keep(words, (w) => this.stop.has(w));
    if (words.some((w) => chinese(w) && w.length > 1)) {
      words = keep(words, (w) => w.length === 1);
    }
    return words;
  };

  // A query as it is looked up: cut, then queryWords; one without Chinese
  // characters is left as it is.
  ChineseWords.prototype.query = function (text) {
    if (!text.match(this.run)) return text;
    return this.queryWords(this.cut(text).split(/\s+/).filter(Boolean)).join(" ");
  };

  scope.ChineseWords = ChineseWords;
})(self);
