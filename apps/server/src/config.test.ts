import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['S3_ENDPOINT', 'not a url'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}=`));
  });

  it('refuses a production start with the console SMS sender unless told it is meant', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid setting SMS_ACCESS_KEY_ID=.*SMS_CONSOLE_IN_PRODUCTION=true/,
    );
    const allowed = loadConfig({ NODE_ENV: 'production', SMS_CONSOLE_IN_PRODUCTION: 'true' });
    expect(allowed.isProduction).toBe(true);
    const aliyun = {
      SMS_ACCESS_KEY_ID: 'id',
      SMS_ACCESS_KEY_SECRET: 's',
      SMS_SIGN_NAME: 'n',
      SMS_TEMPLATE_CODE: 't',
    };
    expect(loadConfig({ NODE_ENV: 'production', ...aliyun }).isProduction).toBe(true);
    // Outside production the console outbox is the default.
    expect(loadConfig({ NODE_ENV: 'development' }).SMS_CONSOLE_IN_PRODUCTION).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});
