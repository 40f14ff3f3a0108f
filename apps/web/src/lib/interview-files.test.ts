// A pasted JD is stored under its position's name, not the SPEC default.
import { describe, expect, it } from 'vitest';
import { DEFAULT_JD_NAME, pastedJdName } from './interview-files';

describe('pastedJdName', () => {
  it('names the file after the position given', () => {
    expect(pastedJdName(' 数据分析师 ', '负责数据分析')).toBe('数据分析师.txt');
  });

  it('takes a short first line as the position, without a 职位名称： prefix', () => {
    expect(pastedJdName('', '职位名称：产品经理\n岗位职责：…')).toBe('产品经理.txt');
    expect(pastedJdName('', '前端开发工程师\n1. 负责…')).toBe('前端开发工程师.txt');
  });

  it('keeps the default when the first line is a sentence, not a title', () => {
    expect(pastedJdName('', `${'负责公司核心产品的需求分析与设计，'.repeat(3)}\n要求…`)).toBe(
      DEFAULT_JD_NAME,
    );
  });
});
