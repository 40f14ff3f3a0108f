import { describe, expect, it } from 'vitest';
import { categoryOf, pickVideos, weakestDimensions } from './picking.ts';

const none = {
  body_language: null,
  facial_expression: null,
  grooming: null,
  interview_tone: null,
  timely_response: null,
  content: null,
};

describe('picking', () => {
  it('places positions in board categories', () => {
    expect(categoryOf('高级前端开发工程师')).toBe('技术');
    // The title's family decides, not a word of it another category also uses (分析师, 电商).
    expect(categoryOf('数据分析师（电商）')).toBe('技术');
    expect(categoryOf('心内科护士（责任护士）')).toBe('医疗');
    expect(categoryOf('UI设计师')).toBe('设计');
    expect(categoryOf('AI产品经理')).toBe('产品');
    expect(categoryOf('高中英语教师')).toBe('教育');
    expect(categoryOf('大客户销售')).toBe('销售');
    expect(categoryOf('')).toBeNull();
  });

  it('weakest counts only measured dimensions, lowest first', () => {
    expect(weakestDimensions(none)).toEqual([]);
    expect(weakestDimensions({ ...none, grooming: 40, content: 70, body_language: 40 })).toEqual([
      'body_language',
      'grooming',
    ]);
  });

  it('takes the weak dimensions in turn, skips other categories, and never repeats an entry', () => {
    const catalogue = [
      { id: 1, dimensions: ['content'], families: ['通用'] },
      { id: 2, dimensions: ['content', 'grooming'], families: ['技术'] },
      { id: 3, dimensions: ['content'], families: ['销售'] },
      { id: 4, dimensions: ['grooming'], families: ['通用'] },
    ];
    const picked = pickVideos(catalogue, ['content', 'grooming'], '技术', 5);
    expect(picked.map((p) => [p.video.id, p.for])).toEqual([
      [2, 'content'],
      [4, 'grooming'],
      [1, 'content'],
    ]);
    // Nothing measured: general answer-content entries, picked for no dimension.
    expect(pickVideos(catalogue, [], null, 5).map((p) => [p.video.id, p.for])).toEqual([[1, null]]);
  });
});
