import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { config, z } from 'zod';

describe('zod-jitless', () => {
  it('turns off the compiled parsers of the zod the web uses, so no schema probes for eval', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
