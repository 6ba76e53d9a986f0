import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../env';

describe('widget configuration from the environment', () => {
  it('trusts no proxy and sets no limits of its own by default', () => {
    expect(configFromEnv({})).toMatchObject({
      trustedProxyHops: 0,
      uploadSigningSecret: undefined,
      uploadMaxBytes: undefined,
      widgetRateLimitPerIp: undefined,
      s3: undefined,
    });
  });

  it('reads proxies, limits, the signing secret and the S3 store', () => {
    const config = configFromEnv({
      TRUSTED_PROXY: 'true',
      UPLOAD_SIGNING_SECRET: 's'.repeat(40),
      UPLOAD_MAX_BYTES: '1048576',
      WIDGET_RATE_LIMIT_PER_IP: '0',
      WIDGET_RATE_LIMIT_PER_KEY: '500',
      S3_BUCKET: 'recordings',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config).toMatchObject({
      trustedProxyHops: 1,
      uploadSigningSecret: 's'.repeat(40),
      uploadMaxBytes: 1_048_576,
      widgetRateLimitPerIp: 0,
      widgetRateLimitPerKey: 500,
      s3: { bucket: 'recordings', endpoint: 'http://127.0.0.1:9000', forcePathStyle: false },
    });
    expect(configFromEnv({ TRUSTED_PROXY: '2' }).trustedProxyHops).toBe(2);
    expect(configFromEnv({ TRUSTED_PROXY: 'false' }).trustedProxyHops).toBe(0);
  });

  it('reports bad values, without echoing the secret', () => {
    let error: unknown;
    try {
      configFromEnv({
        TRUSTED_PROXY: 'maybe',
        UPLOAD_SIGNING_SECRET: 'short',
        WIDGET_RATE_LIMIT_PER_IP: '-1',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('TRUSTED_PROXY must be false, true (one proxy)');
    expect(problems).toContain('UPLOAD_SIGNING_SECRET must be at least 32 characters (got 5 characters)');
    expect(problems).toContain('WIDGET_RATE_LIMIT_PER_IP must be a number of requests per minute');
    expect(problems).not.toContain('short');
  });
});
