// The agreement names its operator once, whether or not the site sets SITE_OPERATOR.
import { describe, expect, it } from 'vitest';
import { LEGAL_MESSAGES } from '../messages';
import { agreement } from './agreement';

const intro = (operator: string) =>
  JSON.stringify(agreement({ brand: '面试通', operator, contact: 'x' }).intro);

describe('agreement', () => {
  it('says 本平台运营方 once when no operator is set', () => {
    const text = intro(LEGAL_MESSAGES.operatorFallback);
    expect(text).toContain('你与本平台运营方之间');
    expect(text).not.toContain('本平台运营方本平台运营方');
  });

  it('names a set operator after 本平台运营方', () => {
    expect(intro('星河科技有限公司')).toContain('你与本平台运营方星河科技有限公司之间');
  });
});
