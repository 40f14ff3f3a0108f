// Word segmentation and sentence tools for Chinese and English text: Intl.Segmenter words, with the skill
// vocabulary matched first so multi-word terms (性能优化, Spring Boot) stay whole.
import type { InterviewLanguage } from '@app/shared/interviews';

const zhWords = new Intl.Segmenter('zh', { granularity: 'word' });
const enWords = new Intl.Segmenter('en', { granularity: 'word' });

const HAN = /\p{Script=Han}/u;
const HAN_G = /\p{Script=Han}/gu;

/** 'zh' when Han characters make up a fair share of the letters, else 'en'. */
export function detectLanguage(text: string): InterviewLanguage {
  const han = text.match(HAN_G)?.length ?? 0;
  const latinWords = text.match(/[A-Za-z][A-Za-z'-]*/g)?.length ?? 0;
  // Chinese text names tools in English (我熟悉 React 和 TypeScript): compare characters with whole words.
  return han > 0 && han >= latinWords ? 'zh' : 'en';
}

// Function words that carry no topic; a keyword list without them says what an answer is about.
const STOP_ZH = new Set(
  '的 了 和 与 及 或 在 是 我 你 他 她 它 我们 你们 他们 这 那 这个 那个 一个 一些 就 都 也 还 又 把 被 让 给 对 从 到 为 以 于 而 但 并 并且 如果 因为 所以 然后 可以 能 会 要 有 没有 不 很 更 最 比较 非常 进行 通过 使用 相关 等 等等 之 其 中 上 下 时 时候 什么 怎么 如何 哪些 为什么 吗 呢 吧 啊 嗯 就是 那么 其实 一下 一些 自己 具体 方面 情况 问题 请 谈谈 说说 介绍 一 个 次 里 后 前 能够 需要 已经 主要 以及 包括 例如 比如 这样 那样 这些 那些 什么样 多少 怎样 是否 哪 吗？ 讲讲 简短 重点 结合 做法 最终 效果 当时 遇到 难点 你会 并举 解释 举例 说明 例子 实际 一次 时候 经历 成果 本人 贡献 衡量 措施 怎样 哪部分 开展 证明 以往 看法 想法 分享 回答 岗位 要求 简历 提到 写到 负责 做过 很慢 常见 分别 区别 有何 不同 有什么 方式 实现 什么样的'.split(
    ' ',
  ),
);
const STOP_EN = new Set(
  'a an the and or but if then so to of in on at by for with from as is are was were be been being i you he she it we they me my our your their this that these those there here what which who whom how why when where do does did done have has had not no yes can could will would should may might must also just very more most some any each into about over under than too up down out off again once all both few other such only own same s t don now tell describe please explain give example talk'.split(
    ' ',
  ),
);

export function isStopword(word: string): boolean {
  const w = word.toLowerCase();
  return STOP_ZH.has(w) || STOP_EN.has(w);
}

/** Words of a text (punctuation dropped, case kept), vocabulary terms first, then Intl.Segmenter. */
export function words(text: string, vocabulary: VocabularyMatcher | null = null): string[] {
  const out: string[] = [];
  const pieces = vocabulary ? vocabulary.split(text) : [{ text, term: null }];
  for (const piece of pieces) {
    if (piece.term) {
      out.push(piece.term);
      continue;
    }
    const segmenter = HAN.test(piece.text) ? zhWords : enWords;
    for (const s of segmenter.segment(piece.text)) if (s.isWordLike) out.push(s.segment);
  }
  return out;
}

/**
 * Content words: no stop words, no lone Han characters (one character is rarely a topic), no lone digits.
 * Lower-cased for comparing.
 */
export function contentWords(text: string, vocabulary: VocabularyMatcher | null = null): string[] {
  return words(text, vocabulary)
    .map((w) => w.toLowerCase())
    .filter((w) => !isStopword(w) && !/^\d+$/.test(w) && !(w.length === 1 && HAN.test(w)) && w.length > 0)
    .filter((w) => HAN.test(w) || w.length > 2);
}

/** Sentences (or list items) of a text, trimmed, empty ones dropped. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[。！？!?；;])|(?<=\.)\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Counts a quantity: a number (digits or Chinese numerals with a unit), a percentage, a multiple. */
export function numberCount(text: string): number {
  const digits =
    text.match(/\d+(?:[.,]\d+)?\s*(?:%|％|倍|万|千|百|亿|k|K|ms|s|秒|分钟|小时|天|周|个月|人|次|元|x)?/g)
      ?.length ?? 0;
  const zhNumerals =
    text.match(/[一二三四五六七八九十百千万两]+(?:个|倍|成|人|次|万|千|百|周|天|个月|年)|一半|翻番/g)
      ?.length ?? 0;
  const en =
    text.match(
      /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand|million|half|halved|doubled?|tripled?)\b/gi,
    )?.length ?? 0;
  return digits + zhNumerals + en;
}

/** Characters for Chinese, words for English: the length measure the thin-answer check uses. */
export function answerLength(text: string): number {
  const han = text.match(HAN_G)?.length ?? 0;
  const latinWords = text.match(/[A-Za-z][A-Za-z'-]*/g)?.length ?? 0;
  // A Chinese answer is measured in characters; English words count about two characters each.
  return han + latinWords * 2;
}

/** Splits a line into phrases ending at punctuation, for streaming it piece by piece. */
export function phrases(line: string): string[] {
  const parts = line.match(/[^，,。.！!？?；;：:]+[，,。.！!？?；;：:]*\s*/gu) ?? [line];
  return parts.join('') === line ? parts : [line];
}

export interface VocabularyMatcher {
  /** The text cut into runs: a vocabulary term (canonical spelling) or plain text between terms. */
  split(text: string): { text: string; term: string | null }[];
  /** The distinct terms of the text, in order of first appearance, canonical spelling. */
  find(text: string): string[];
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A longest-match matcher for a term list. Latin terms match case-insensitively on word boundaries (so 'Go'
 * does not match inside 'Google'); Han terms match anywhere.
 */
export function vocabularyMatcher(terms: Iterable<string>): VocabularyMatcher {
  const canonical = new Map<string, string>();
  for (const t of terms) {
    const term = t.trim();
    if (term.length < 2 && !HAN.test(term)) continue;
    if (term.length === 0) continue;
    if (!canonical.has(term.toLowerCase())) canonical.set(term.toLowerCase(), term);
  }
  const sorted = [...canonical.values()].sort((a, b) => b.length - a.length);
  const alternatives = sorted.map((t) =>
    HAN.test(t[0]!) ? escapeRe(t) : `(?<![A-Za-z0-9])${escapeRe(t)}(?![A-Za-z0-9+#])`,
  );
  const re = alternatives.length ? new RegExp(alternatives.join('|'), 'giu') : null;
  const split = (text: string) => {
    if (!re) return [{ text, term: null }];
    const out: { text: string; term: string | null }[] = [];
    let last = 0;
    for (const m of text.matchAll(re)) {
      if (m.index > last) out.push({ text: text.slice(last, m.index), term: null });
      out.push({ text: m[0], term: canonical.get(m[0].toLowerCase()) ?? m[0] });
      last = m.index + m[0].length;
    }
    if (last < text.length) out.push({ text: text.slice(last), term: null });
    return out;
  };
  return {
    split,
    find(text) {
      const seen = new Set<string>();
      for (const p of split(text)) if (p.term) seen.add(p.term);
      return [...seen];
    },
  };
}
