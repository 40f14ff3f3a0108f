// Figures a resume states: a metric moved from one value to another (复购率 21%→30%, p99 latency
// 800ms→120ms), moved by an amount (走查问题 减少60%), or reached (合同额 250万元, 300份 消费者问卷).
import type { ResumeFigure } from '../port.ts';

const UNIT =
  '(?:万元|亿元|万人|万盒|万单|万次|万份|毫秒|分钟|小时|个月|个点|%|％|‰|万|亿|千|元|秒|分|天|周|月|年|人|家|个|盒|项|次|份|篇|条|名|倍|所|道|单|位|张|场|课时|k|K|w|W|ms|s|x)';
const NUMBER = '\\d+(?:\\.\\d+)?';
/** A value as written: a number with its unit, maybe after 每月, 约, 预估 and with 余 or 多 before the unit. */
const VALUE = `(?:[\\p{Script=Han}]{0,2}?)(?:约|近|超)?${NUMBER}\\s*(?:余|多)?${UNIT}?`;
const UP = '提升|提高|增长|增加|上升|上涨|增至|涨|扩充|扩大|拉升|升';
const DOWN = '降低|下降|减少|缩短|压缩|降|减|缩减|控制';

const FROM_TO = new RegExp(
  `([^，,。；;：:！!？?、]{1,24}?)(?:从|由)(${VALUE})(?:的水平)?\\s*(?:(?:${UP}|${DOWN})(?:了)?)?\\s*(?:到|至|为|到了)\\s*(${VALUE})`,
  'gu',
);
const BY = new RegExp(
  `([^，,。；;：:！!？?、]{1,16}?)((?:${UP}|${DOWN})了?)\\s*(${NUMBER}\\s*(?:%|％|倍|个点))`,
  'gu',
);
const REACHED = new RegExp(
  `([^，,。；;：:！!？?、\\d]{2,16}?)(?:达到|达|超过|突破|约|共|累计|为)?\\s*(${NUMBER}\\s*(?:余|多)?(?:万元|亿元|万人|万盒|万次|亿次|万单|%|％|万|亿|元|人|家|份|名|条|道|篇|所|单|盒|次|课时|个))`,
  'gu',
);
const COUNTED = new RegExp(
  `(?:完成|服务|覆盖|签下|签约|带教|招聘|组织|管理|沉淀|标注|处理|审核|培训|开发|新增)(${NUMBER}\\s*(?:余|多)?(?:万|千)?(?:份|场|人|名|家|个|条|道|次|所|篇|起|单))([\\p{Script=Han}A-Za-z]{2,8})`,
  'gu',
);
const EN_FROM_TO =
  /(?:^|[\s,;(])((?:[A-Za-z0-9/+-]+\s){0,4}?[A-Za-z0-9/+-]+)\s+from\s+(\$?\d+(?:\.\d+)?\s*(?:%|ms|s|k|m|x|million|seconds|minutes|hours|days)?)\s+to\s+(\$?\d+(?:\.\d+)?\s*(?:%|ms|s|k|m|x|million|seconds|minutes|hours|days)?)/gi;
const EN_VERB =
  /^(?:reduced|reducing|cut|cutting|raised|raising|lifted|lifting|grew|growing|improved|improving|increased|increasing|decreased|decreasing|dropped|brought|took|moved|boosted|boosting|lowered|lowering|the)\s+/i;

/** The metric's own words: what follows the last verb-like break (使, 把, 将, 让, 后) in the clause. */
function metricOf(raw: string): string {
  let m = raw.trim();
  const cut = Math.max(
    ...['使', '把', '将', '让', '推动', '实现', '带动', '帮助', '助力', '后，', '后'].map((w) => {
      const i = m.lastIndexOf(w);
      return i > 0 && i < m.length - 2 ? i + w.length : -1;
    }),
  );
  if (cut > 0) m = m.slice(cut);
  m = m.replace(/^(?:并|且|和|及|其中|同时|最终|最后|整体|个人|当年|每月|全年|期间|活动期间)/, '').trim();
  return m.length > 14 ? m.slice(-14) : m;
}

function figure(metric: string, from: string | null, to: string): ResumeFigure {
  const text = from ? `${metric} ${from}→${to}` : `${metric} ${to}`;
  return { metric, from, to, text: text.trim() };
}

/** Every figure of a sentence, in order of appearance, without repeats. */
export function figuresIn(sentence: string): ResumeFigure[] {
  const found: { at: number; f: ResumeFigure }[] = [];
  const taken: [number, number][] = [];
  const free = (start: number, end: number) => !taken.some(([a, b]) => start < b && end > a);
  const add = (at: number, end: number, f: ResumeFigure) => {
    if (!f.metric || !free(at, end)) return;
    taken.push([at, end]);
    found.push({ at, f });
  };
  for (const m of sentence.matchAll(FROM_TO)) {
    add(m.index, m.index + m[0].length, figure(metricOf(m[1]!), m[2]!.trim(), m[3]!.trim()));
  }
  for (const m of sentence.matchAll(EN_FROM_TO)) {
    const metric = m[1]!.replace(EN_VERB, '').trim();
    add(m.index, m.index + m[0].length, figure(metric, m[2]!.trim(), m[3]!.trim()));
  }
  for (const m of sentence.matchAll(BY)) {
    add(m.index, m.index + m[0].length, figure(metricOf(m[1]!), null, `${m[2]}${m[3]!.trim()}`));
  }
  for (const m of sentence.matchAll(COUNTED)) {
    add(m.index, m.index + m[0].length, figure(m[2]!.replace(/[与和及的]$/, ''), null, m[1]!.trim()));
  }
  for (const m of sentence.matchAll(REACHED)) {
    const metric = metricOf(m[1]!.replace(/^(?:签下|拉到|获得|完成|挽回|实现|带来)/, ''));
    // A year, a count of years or a team's size is background, not a result.
    if (/^(?:19|20)\d{2}$/.test(m[2]!) || /年|届|级/.test(metric.slice(-1))) continue;
    add(m.index, m.index + m[0].length, figure(metric, null, m[2]!.trim()));
  }
  return found.sort((a, b) => a.at - b.at).map((x) => x.f);
}

const RESULT_WORD = new RegExp(
  `(?:从|由).{0,12}(?:到|至)|${UP}|${DOWN}|达到|超过|突破|完成率|获得?|节省|挽回|签下|带来|GMV|销售额|成交|\\bfrom\\b.+\\bto\\b|reduc|rais|lift|cut|improv|increas|grew|saved|won`,
  'iu',
);

/** Whether a clause states a result: a figure with a verb of change or attainment, not a count of work done. */
export function isResult(clause: string): boolean {
  return RESULT_WORD.test(clause) && /\d/.test(clause);
}

/** Seconds in a unit of time, for comparing 3天 with 4小时. */
const DURATION_SECONDS: [RegExp, number][] = [
  [/^(?:毫秒|ms)$/i, 0.001],
  [/^(?:秒|s|sec|seconds?)$/i, 1],
  [/^(?:分钟|min|minutes?)$/i, 60],
  [/^(?:小时|h|hours?)$/i, 3_600],
  [/^(?:天|日|days?)$/i, 86_400],
  [/^(?:周|weeks?)$/i, 604_800],
  [/^(?:个月|月|months?)$/i, 2_592_000],
  [/^(?:年|years?)$/i, 31_536_000],
];
const SCALE: [RegExp, number][] = [
  [/^(?:万|w)/i, 10_000],
  [/^亿/, 100_000_000],
  [/^(?:千|k)/i, 1_000],
  [/^million/i, 1_000_000],
];

/** A value as a number on a common scale: durations in seconds, 万 and 亿 multiplied out. */
function magnitude(value: string): { n: number; unit: string; duration: boolean } | null {
  const m = /(\d+(?:\.\d+)?)\s*(?:余|多)?\s*([^\d\s]*)$/u.exec(value.trim());
  if (!m) return null;
  let n = Number(m[1]);
  let unit = m[2] ?? '';
  for (const [re, k] of SCALE)
    if (re.test(unit)) {
      n *= k;
      unit = unit.replace(re, '');
      break;
    }
  const duration = DURATION_SECONDS.find(([re]) => re.test(unit));
  return duration ? { n: n * duration[1], unit: 'seconds', duration: true } : { n, unit, duration: false };
}

/**
 * Which way a from→to figure moved: 'down' for 3天→4小时 (a day count to hours is less), 'up' for 21%→30%,
 * null when the two cannot be compared (different units, no numbers) or it has no starting value.
 */
export function changeOf(f: ResumeFigure): { way: 'up' | 'down'; duration: boolean } | null {
  if (!f.from) return null;
  const a = magnitude(f.from);
  const b = magnitude(f.to);
  if (!a || !b || a.n === b.n) return null;
  // A value written without its unit takes the other's (从 3 到 5 个): otherwise units must agree.
  if (a.unit && b.unit && a.unit !== b.unit) return null;
  return { way: b.n < a.n ? 'down' : 'up', duration: a.duration || b.duration };
}

/** The figure as a Chinese phrase: 复购率从 21% 提升到 30%, 搭建时间从 3天 缩短到 4小时, 合同额达到 250万. */
export function figurePhraseZh(f: ResumeFigure): string {
  if (!f.from) return `${f.metric}达到 ${f.to}`;
  const change = changeOf(f);
  const verb = !change
    ? '变为'
    : change.way === 'up'
      ? change.duration
        ? '延长到'
        : '提升到'
      : change.duration
        ? '缩短到'
        : '降到';
  return `${f.metric}从 ${f.from} ${verb} ${f.to}`;
}

/** The figure in English: conversion went from 6% to 9.5%, or reached 250k. */
export function figurePhraseEn(f: ResumeFigure): string {
  if (!f.from) return `${f.metric} reached ${f.to}`;
  const change = changeOf(f);
  const verb = !change ? 'went' : change.way === 'up' ? 'rose' : 'fell';
  return `${f.metric} ${verb} from ${f.from} to ${f.to}`;
}
