// Chinese queries cut into words exactly as the Chinese search index was cut at build
// time (site_extensions/segmentation.py): jieba's segmentation without its HMM, over
// the dictionary's words that occur in the Chinese pages, with the scores the build
// computed (config.segmenter of zh/search/search_index.json). Of the ways to cut a
// run of Chinese characters into dictionary words, the one whose scores add up to the
// most; a tie goes to the longer word; a character that starts no word stands alone.
// Loaded by the Chinese edition's search worker (search-zh-worker.js), and by the
// browser tests, which compare its cuts with the index's. Nothing is fetched.
(function (scope) {
  function ChineseWords(data) {
    this.run = new RegExp(data.han + "+", "g");
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

  // The words of one run of Chinese characters.
  ChineseWords.prototype.words = function (run) {
    const n = run.length;
    const total = new Array(n + 1).fill(0);
    const next = new Array(n + 1).fill(0);
    for (let k = n - 1; k >= 0; k--) {
      let best = 0;
      let end = -1;
      for (let e = k + 1; e <= Math.min(n, k + this.longest); e++) {
        const score = this.scores.get(run.slice(k, e));
        if (score === undefined) continue;
        const sum = score + total[e];
        if (end < 0 || sum >= best) {
          best = sum;
          end = e;
        }
      }
      if (end < 0) {
        best = this.unknown + total[k + 1];
        end = k + 1;
      }
      total[k] = best;
      next[k] = end;
    }
    const words = [];
    for (let k = 0; k < n; k = next[k]) words.push(run.slice(k, next[k]));
    return words;
  };

  // The text with each run of Chinese characters cut into words, set apart by spaces.
  ChineseWords.prototype.cut = function (text) {
    return text.replace(this.run, (run) => " " + this.words(run).join(" ") + " ");
  };

  scope.ChineseWords = ChineseWords;
})(self);
