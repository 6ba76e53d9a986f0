import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../env';

const problemsOf = (env: NodeJS.ProcessEnv): string => {
  try {
    configFromEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
};

describe('job configuration from the environment', () => {
  it('runs the worker and keeps orphan uploads a day by default', () => {
    expect(configFromEnv({})).toMatchObject({
      jobsWorker: true,
      orphanUploadMaxAgeHours: undefined,
    });
  });

  it('reads the worker switch, the speech-to-text provider and the orphan age', () => {
    expect(
      configFromEnv({
        JOBS_WORKER: 'false',
        TRANSCRIPTION_URL: 'https://api.openai.com/v1',
        TRANSCRIPTION_API_KEY: 'sk-test',
        ORPHAN_UPLOAD_MAX_AGE_HOURS: '48',
      }),
    ).toMatchObject({
      jobsWorker: false,
      transcription: {
        engine: 'openai',
        url: 'https://api.openai.com/v1',
        apiKey: 'sk-test',
        model: 'whisper-1',
      },
      orphanUploadMaxAgeHours: 48,
    });
    expect(
      configFromEnv({ TRANSCRIPTION_URL: 'http://127.0.0.1:8000/v1', TRANSCRIPTION_MODEL: 'large-v3' })
        .transcription,
    ).toEqual({ engine: 'openai', url: 'http://127.0.0.1:8000/v1', apiKey: undefined, model: 'large-v3' });
  });

  it('reports bad values, without echoing the key', () => {
    const problems = problemsOf({
      JOBS_WORKER: 'sometimes',
      TRANSCRIPTION_URL: 'api.openai.com',
      ORPHAN_UPLOAD_MAX_AGE_HOURS: '0',
    });
    expect(problems).toContain('JOBS_WORKER must be true or false');
    expect(problems).toContain('TRANSCRIPTION_URL must be an http(s):// base URL');
    expect(problems).toContain('ORPHAN_UPLOAD_MAX_AGE_HOURS must be at least 1 hour');

    const keyAlone = problemsOf({ TRANSCRIPTION_API_KEY: 'sk-secret-value' });
    expect(keyAlone).toContain('TRANSCRIPTION_API_KEY is set but TRANSCRIPTION_URL is not');
    expect(keyAlone).not.toContain('sk-secret-value');
  });
});
