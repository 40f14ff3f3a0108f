import { describe, expect, it } from 'vitest';
import { bootDataScript, readBootData } from './boot-data';

describe('boot data', () => {
  it('survives any text a job may carry, read back from the page', () => {
    const data = {
      jobs: [{ title: '</script><script>alert(1)</script>', note: '$& $1 $$', line: 'a\u2028b' }],
    };
    const script = bootDataScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = `<div id="root"></div>${script}`;
    expect(document.scripts).toHaveLength(1);
    expect(readBootData(document)).toEqual(data);
  });

  it('is empty for a page that carries none, or something unreadable', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readBootData(document)).toEqual({});
    document.body.innerHTML = '<script type="application/json" id="boot-data">{oops</script>';
    expect(readBootData(document)).toEqual({});
  });
});
