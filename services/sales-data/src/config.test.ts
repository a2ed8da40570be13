import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_TOKEN, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4010, token: DEFAULT_TOKEN, publicUrl: 'http://localhost:4010' });
    expect(config.dataDir).toBe(path.resolve(__dirname, '..', '..', '..', '.data', 'sales-data'));
  });

  it('reads every variable and derives the public URL from the port', () => {
    expect(loadConfig({ SALES_DATA_PORT: '4011', SALES_DATA_DIR: '/tmp/x', SALES_DATA_TOKEN: 'a-long-enough-secret' })).toMatchObject({
      port: 4011,
      dataDir: '/tmp/x',
      token: 'a-long-enough-secret',
      publicUrl: 'http://localhost:4011',
    });
    expect(loadConfig({ SALES_DATA_PUBLIC_URL: 'https://sales.example.ru/' }).publicUrl).toBe('https://sales.example.ru');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ SALES_DATA_PORT: '' }).port).toBe(4010);
  });

  it('lists every bad variable in one message', () => {
    let message = '';
    try {
      loadConfig({ SALES_DATA_PORT: 'eighty', SALES_DATA_TOKEN: 'short', SALES_DATA_PUBLIC_URL: 'ftp://x' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/SALES_DATA_PORT/);
    expect(message).toMatch(/SALES_DATA_TOKEN/);
    expect(message).toMatch(/SALES_DATA_PUBLIC_URL/);
    expect(message).not.toContain('short');
  });
});
