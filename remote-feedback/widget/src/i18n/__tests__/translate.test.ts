import { describe, expect, it } from 'vitest';
import { enRecorder } from '../../recorder/en-recorder';
import { en } from '../en';
import { createTranslator } from '../translate';

describe('the text dictionary', () => {
  it('fills placeholders and keeps English for what a translation lacks', () => {
    const t = createTranslator(en, { send: 'Envoyer', unknownKey: 'ignored' });
    expect(t('send')).toBe('Envoyer');
    expect(t('close')).toBe('Close');
    expect(t('error.tooLong', { max: 50 })).toBe('At most 50 characters.');
    expect(t('counter', { count: 3, max: 2000 })).toBe('3 / 2000');
  });

  it('keeps the panel and the recorder dictionaries apart', () => {
    const shared = Object.keys(en).filter((key) => key in enRecorder);
    expect(shared).toEqual([]);
    expect(createTranslator(enRecorder)('recorder.elapsed', { elapsed: 3, max: 120 })).toBe(
      '3 of 120 seconds',
    );
  });
});
