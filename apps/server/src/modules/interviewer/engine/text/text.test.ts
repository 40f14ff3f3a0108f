// Word segmentation, the vocabulary matcher and the measures the engine reads text with.
import { describe, expect, it } from 'vitest';
import { answerLength, contentWords, detectLanguage, numberCount, phrases, words } from './segment.ts';
import { buildVocabulary, mentions, skillLabel } from './vocab.ts';

const vocab = buildVocabulary([{ skill: '埋点设计', category: '产品', family: '数据产品' }]);

describe('segmentation', () => {
  it('splits Chinese into words, not characters, keeping vocabulary terms whole', () => {
    const plain = words('我负责了前端项目的重构');
    expect(plain).toContain('负责');
    expect(plain).toContain('项目');
    const withVocab = words('引入性能优化方案，使用Spring Boot与React', vocab.matcher);
    expect(withVocab).toEqual(expect.arrayContaining(['性能优化', 'Spring Boot', 'React']));
  });

  it('drops stop words and lone characters from content words', () => {
    const content = contentWords('我们的系统在高峰期会很慢');
    expect(content).toContain('系统');
    expect(content).not.toContain('我们');
    expect(content.every((w) => w.length > 1)).toBe(true);
  });

  it('tells Chinese from English and measures length in comparable units', () => {
    expect(detectLanguage('我熟悉 React 和 TypeScript')).toBe('zh');
    expect(detectLanguage('I led the migration to Go')).toBe('en');
    expect(answerLength('我做过')).toBe(3);
    expect(answerLength('I did it')).toBe(6);
  });

  it('counts quantities in digits, Chinese numerals and English words', () => {
    expect(numberCount('首屏从3.2秒降到1.1秒，提升了30%')).toBe(3);
    expect(numberCount('带了两个人，用了三周')).toBe(2);
    expect(numberCount('it doubled and we saved two weeks')).toBe(2);
    expect(numberCount('效果很好')).toBe(0);
  });

  it('cuts a line into phrases that join back to it', () => {
    const line = '很好，你讲得很清楚。下一个问题：请说说你的项目？';
    const parts = phrases(line);
    expect(parts.length).toBe(4);
    expect(parts.join('')).toBe(line);
  });
});

describe('vocabulary', () => {
  it('matches Latin terms on word boundaries only', () => {
    expect(vocab.skillsIn('I worked at Google on Go services')).toEqual(['Go']);
    expect(vocab.skillsIn('熟悉C++与Java')).toEqual(['C++', 'Java']);
  });

  it("adds the bank's job skills and maps English aliases to one skill", () => {
    expect(vocab.skillsIn('负责埋点设计')).toEqual(['埋点设计']);
    expect(vocab.skillsIn('strong communication skills and 沟通能力')).toEqual(['沟通']);
    expect(skillLabel('沟通', 'en')).toBe('communication');
    expect(mentions('we communicate daily', '沟通')).toBe(true);
  });

  it('does not take the topics of general questions for skills', () => {
    const withGeneral = buildVocabulary([{ skill: '项目经历', category: '通用', family: '通用' }]);
    expect(withGeneral.skillsIn('项目经历')).toEqual([]);
  });
});
