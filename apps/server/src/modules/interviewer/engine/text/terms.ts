// Real terms of a text (a skill, a method, a metric, a tool), found with jieba's segmenter and part-of-speech
// tags (@node-rs/jieba ships its dictionary), instead of Intl.Segmenter's fragments (一名、数学、老师). The
// dictionary takes about a second to build, once per process, on first use.
import { createRequire } from 'node:module';
import type { Jieba as JiebaType } from '@node-rs/jieba';
import { isStopword } from './segment.ts';

const require = createRequire(import.meta.url);
let jieba: JiebaType | null = null;

function segmenter(): JiebaType {
  if (!jieba) {
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict.js') as { dict: Uint8Array };
    jieba = Jieba.withDict(dict);
  }
  return jieba;
}

/** Builds the dictionary now rather than on the first interview (called at start-up, off the hot path). */
export function warmTerms(): void {
  segmenter();
}

/** Adds the product's own terms (catalogue skills, bank skills) so they stay whole: 窗口函数, 复购率. */
export function addTerms(terms: Iterable<string>): void {
  const lines = [...terms]
    .map((t) => t.trim())
    .filter((t) => t.length >= 2 && !/\s/.test(t))
    .map((t) => `${t} 2000 nz`);
  if (lines.length) segmenter().loadDict(Buffer.from(lines.join('\n')));
}

// Tags that name things: nouns of all kinds, verbal and adjectival nouns, idioms, English words.
const TERM_TAGS = /^(?:n|nr|ns|nt|nz|nw|vn|an|eng|i|l|j)$/;
const GENERIC = new Set(
  '小时 分钟 时间 周末 今天 昨天 明天 今年 去年 晚上 早上 中午 每天 平时 最近 一下 问题 情况 方面 工作 时候 东西 事情 方式 方法 内容 部分 能力 经验 过程 结果 效果 目标 团队 公司 项目 时间 我们 你们 大家 岗位 职位 一些 很多 这个 那个 之后 之前 当时 经历 例子 同事 领导 老师 学生 用户 客户 数据 业务'.split(
    ' ',
  ),
);

/** Terms of the texts the engine reads again and again (bank outlines, profiles, questions), kept. */
const termCache = new Map<string, string[]>();
const TERM_CACHE_MAX = 5_000;

/** Distinct terms of a text in order: tagged nouns and English words, no stop words or generic words. */
export function termsOf(text: string): string[] {
  const cached = termCache.get(text);
  if (cached) return cached;
  const terms = tagTerms(text);
  if (termCache.size >= TERM_CACHE_MAX) termCache.delete(termCache.keys().next().value!);
  termCache.set(text, terms);
  return terms;
}

function tagTerms(text: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const { word, tag } of segmenter().tag(text, false)) {
    const w = word.trim();
    const key = w.toLowerCase();
    if (seen.has(key) || !TERM_TAGS.test(tag)) continue;
    const latin = /^[A-Za-z][A-Za-z0-9+#./-]*$/.test(w);
    if ((latin ? w.length < 2 : w.length < 2) || isStopword(w) || GENERIC.has(w) || /^\d/.test(w)) continue;
    seen.add(key);
    out.push(w);
  }
  return out;
}

/** Words of a text as jieba cuts them (punctuation and spaces dropped). */
export function wordsOf(text: string): string[] {
  return segmenter()
    .cut(text, false)
    .map((w) => w.trim())
    .filter((w) => w && /[\p{L}\p{N}]/u.test(w));
}

const squash = (s: string) => s.toLowerCase().replace(/[\s_\-·]+/g, '');

/** Whether a text contains a term or a close variant of it (case, spaces, underscores: row_number, row number). */
export function containsTerm(text: string, term: string): boolean {
  return squash(text).includes(squash(term));
}
