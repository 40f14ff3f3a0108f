import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATABASE_POOL_SIZE).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['REDIS_URL', 'http://x'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['S3_ENDPOINT', 'not a url'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}=`));
  });

  it.each<[string, Record<string, string>, string[]]>([
    [
      'S3 storage',
      { S3_ENDPOINT: 'https://obs.example.com' },
      ['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'],
    ],
    ['S3 storage', { S3_BUCKET: 'b', S3_ACCESS_KEY: 'k' }, ['S3_SECRET_KEY']],
    [
      'Aliyun SMS',
      { SMS_ACCESS_KEY_ID: 'k', SMS_SIGN_NAME: 's' },
      ['SMS_ACCESS_KEY_SECRET', 'SMS_TEMPLATE_CODE'],
    ],
    [
      'Aliyun SMS',
      { SMS_TEMPLATE_CODE: 'SMS_1' },
      ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME'],
    ],
    ['the LLM', { LLM_API_KEY: 'sk' }, ['LLM_BASE_URL', 'LLM_MODEL']],
    ['the LLM', { LLM_BASE_URL: 'https://llm.example.com/v1' }, ['LLM_MODEL']],
    ['speech recognition (ASR)', { ASR_MODEL: 'whisper-1' }, ['ASR_BASE_URL']],
    ['speech synthesis (TTS)', { TTS_VOICE: 'alloy' }, ['TTS_BASE_URL', 'TTS_MODEL']],
    ['WeChat login', { WECHAT_SECRET: 's' }, ['WECHAT_APPID']],
  ])('stops on %s half set, naming every missing variable in one line (%o)', (service, env, missing) => {
    let message = '';
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message.startsWith(`Incomplete settings for ${service}: `)).toBe(true);
    expect(message).not.toContain('\n');
    const named = /but (.*) missing/.exec(message)?.[1]?.split(', ');
    expect(named).toEqual(missing);
  });

  it.each<[string, Record<string, string>]>([
    ['S3 on AWS (no endpoint)', { S3_BUCKET: 'b', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' }],
    [
      'Aliyun SMS',
      { SMS_ACCESS_KEY_ID: 'k', SMS_ACCESS_KEY_SECRET: 's', SMS_SIGN_NAME: 'n', SMS_TEMPLATE_CODE: 'SMS_1' },
    ],
    ['an LLM without a key', { LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'qwen' }],
    ['WeChat login', { WECHAT_APPID: 'wx1', WECHAT_SECRET: 's' }],
  ])('accepts %s set completely', (_name, env) => {
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('refuses a production start with the console SMS sender unless told it is meant', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid setting SMS_ACCESS_KEY_ID=.*SMS_CONSOLE_IN_PRODUCTION=true/,
    );
    const site = { PUBLIC_URL: 'https://jobs.example.com' };
    const allowed = loadConfig({ NODE_ENV: 'production', SMS_CONSOLE_IN_PRODUCTION: 'true', ...site });
    expect(allowed.isProduction).toBe(true);
    const aliyun = {
      SMS_ACCESS_KEY_ID: 'id',
      SMS_ACCESS_KEY_SECRET: 's',
      SMS_SIGN_NAME: 'n',
      SMS_TEMPLATE_CODE: 't',
    };
    expect(loadConfig({ NODE_ENV: 'production', ...aliyun, ...site }).isProduction).toBe(true);
    // Outside production the console outbox is the default.
    expect(loadConfig({ NODE_ENV: 'development' }).SMS_CONSOLE_IN_PRODUCTION).toBe(false);
  });

  it('refuses a production start without PUBLIC_URL: links are never built on the Host header there', () => {
    const sms = { SMS_CONSOLE_IN_PRODUCTION: 'true' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...sms })).toThrow(/^Invalid setting PUBLIC_URL=/);
    expect(loadConfig({ NODE_ENV: 'production', ...sms, PUBLIC_URL: 'https://a.example' }).PUBLIC_URL).toBe(
      'https://a.example',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});
