import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_TOKEN, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4010, token: DEFAULT_TOKEN, publicUrl: 'http://localhost:4010', testControls: false });
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

  it('turns the test controls on only when asked', () => {
    expect(loadConfig({}).testControls).toBe(false);
    expect(loadConfig({ SALES_DATA_TEST_CONTROLS: '' }).testControls).toBe(false);
    expect(loadConfig({ SALES_DATA_TEST_CONTROLS: '0' }).testControls).toBe(false);
    expect(loadConfig({ SALES_DATA_TEST_CONTROLS: 'false' }).testControls).toBe(false);
    expect(loadConfig({ SALES_DATA_TEST_CONTROLS: '1' }).testControls).toBe(true);
    expect(loadConfig({ SALES_DATA_TEST_CONTROLS: 'true' }).testControls).toBe(true);
    expect(() => loadConfig({ SALES_DATA_TEST_CONTROLS: 'yes' })).toThrow(/SALES_DATA_TEST_CONTROLS: must be 1 or true/);
  });

  it('reads the synthetic inventory size, off when unset, and refuses a bad one', () => {
    expect(loadConfig({}).syntheticUnits).toBeUndefined();
    expect(loadConfig({ SALES_DATA_SYNTHETIC_UNITS: '' }).syntheticUnits).toBeUndefined();
    expect(loadConfig({ SALES_DATA_SYNTHETIC_UNITS: '100000' }).syntheticUnits).toBe(100_000);
    for (const bad of ['100k', '-5', '5000', '500001', '1e5']) {
      expect(() => loadConfig({ SALES_DATA_SYNTHETIC_UNITS: bad })).toThrow(/SALES_DATA_SYNTHETIC_UNITS: must be a whole number 10000-500000/);
    }
  });

  describe('amoCRM forwarding', () => {
    const token = 'amo-long-lived-token-abcdef0123456789';

    it('is off unless both the account URL and the token are set', () => {
      expect(loadConfig({}).amocrm).toBeUndefined();
      expect(loadConfig({ AMOCRM_BASE_URL: '', AMOCRM_ACCESS_TOKEN: '' }).amocrm).toBeUndefined();
    });

    it('reads the account, the token and the documented defaults', () => {
      expect(loadConfig({ AMOCRM_BASE_URL: 'https://example.amocrm.ru/', AMOCRM_ACCESS_TOKEN: token }).amocrm).toEqual({
        baseUrl: 'https://example.amocrm.ru',
        accessToken: token,
        maxAttempts: 8,
        ratePerSecond: 7,
        backoffBaseMs: 2000,
        backoffCapMs: 300_000,
        timeoutMs: 15_000,
      });
      expect(
        loadConfig({
          AMOCRM_BASE_URL: 'https://example.amocrm.ru',
          AMOCRM_ACCESS_TOKEN: token,
          AMOCRM_PIPELINE_ID: '7001',
          AMOCRM_STATUS_ID: '142',
          AMOCRM_MAX_ATTEMPTS: '3',
          AMOCRM_RATE_PER_SECOND: '5',
          AMOCRM_BACKOFF_BASE_MS: '10',
          AMOCRM_BACKOFF_CAP_MS: '100',
        }).amocrm,
      ).toMatchObject({ pipelineId: 7001, statusId: 142, maxAttempts: 3, ratePerSecond: 5, backoffBaseMs: 10, backoffCapMs: 100 });
    });

    it('refuses one of the pair without the other, naming both', () => {
      for (const env of [{ AMOCRM_BASE_URL: 'https://example.amocrm.ru' }, { AMOCRM_ACCESS_TOKEN: token }]) {
        let message = '';
        try {
          loadConfig(env);
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          message = (error as Error).message;
        }
        expect(message).toMatch(/AMOCRM_BASE_URL and AMOCRM_ACCESS_TOKEN must be set together/);
        expect(message).not.toContain(token);
      }
    });

    it('lists bad values without ever echoing the token', () => {
      let message = '';
      try {
        loadConfig({ AMOCRM_BASE_URL: 'example.amocrm.ru', AMOCRM_ACCESS_TOKEN: `${token} with spaces`, AMOCRM_PIPELINE_ID: 'main', AMOCRM_RATE_PER_SECOND: '0' });
      } catch (error) {
        message = (error as Error).message;
      }
      for (const name of ['AMOCRM_BASE_URL', 'AMOCRM_ACCESS_TOKEN', 'AMOCRM_PIPELINE_ID', 'AMOCRM_RATE_PER_SECOND']) expect(message).toContain(name);
      expect(message).not.toContain(token);
      expect(message).toContain('"***"');
    });
  });
});
