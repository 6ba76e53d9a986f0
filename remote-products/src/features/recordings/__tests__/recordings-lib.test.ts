import { describe, expect, it } from 'vitest';
import { INITIAL_STATE, recordingsVariables } from '../lib/recordings-variables';
import { engineLabel, isTranscriptionPending, wordIndexAt } from '../lib/transcription';
import { readUrlFilters, sameUrlFilters, withUrlFilters } from '../lib/url-filters';

describe('recordings filter variables', () => {
  it('send the transcript status and the theme (trimmed) only when set', () => {
    expect(recordingsVariables('p1', INITIAL_STATE).filter).toEqual({});
    expect(
      recordingsVariables('p1', {
        ...INITIAL_STATE,
        transcriptionStatus: 'Failed',
        theme: '  late delivery ',
      }).filter,
    ).toEqual({ transcriptionStatus: 'Failed', theme: 'late delivery' });
    expect(recordingsVariables('p1', { ...INITIAL_STATE, theme: '   ' }).filter).toEqual({});
  });
});

describe('filters in the address', () => {
  it('reads the five filters a link may carry, dropping unknown values', () => {
    expect(
      readUrlFilters(
        '?theme=late+delivery&search=slow&messageType=PhoneCall&sentimentLabel=Neutral&transcriptionStatus=NoSpeech',
      ),
    ).toEqual({
      theme: 'late delivery',
      search: 'slow',
      messageType: 'PhoneCall',
      sentimentLabel: 'Neutral',
      transcriptionStatus: 'NoSpeech',
    });
    expect(readUrlFilters('?messageType=toString&transcriptionStatus=constructor&sentimentLabel=')).toEqual({
      theme: undefined,
      search: '',
      messageType: undefined,
      sentimentLabel: undefined,
      transcriptionStatus: undefined,
    });
  });

  it('writes them back beside the parameters of others, and leaves out empty ones', () => {
    expect(withUrlFilters('?review=true&theme=old', { theme: 'checkout', search: ' ' })).toBe(
      '?review=true&theme=checkout',
    );
    expect(withUrlFilters('?theme=old', { search: '' })).toBe('');
    expect(withUrlFilters('', { search: 'café au lait', transcriptionStatus: 'Done' })).toBe(
      '?search=caf%C3%A9+au+lait&transcriptionStatus=Done',
    );
  });

  it('compares filters as the address would hold them', () => {
    expect(sameUrlFilters({ search: 'slow ' }, { search: 'slow' })).toBe(true);
    expect(sameUrlFilters({ search: '', theme: '' }, { search: '' })).toBe(true);
    expect(sameUrlFilters({ search: '', theme: 'a' }, { search: '', theme: 'b' })).toBe(false);
  });
});

describe('transcription helpers', () => {
  it('tells which statuses are still waiting for the engine', () => {
    expect(isTranscriptionPending('Queued')).toBe(true);
    expect(isTranscriptionPending('Transcribing')).toBe(true);
    for (const status of ['Done', 'NoSpeech', 'UnsupportedLanguage', 'Failed', 'Off', null] as const) {
      expect(isTranscriptionPending(status)).toBe(false);
    }
  });

  it('names engines as people know them', () => {
    expect(engineLabel('embedded:pocketsphinx-en-us')).toBe('pocketsphinx-en-us (built in)');
    expect(engineLabel('openai:whisper-1')).toBe('whisper-1 (OpenAI-compatible service)');
    expect(engineLabel('custom')).toBe('custom');
    expect(engineLabel('other:model')).toBe('other:model');
  });

  it('finds the word being heard, or none between words', () => {
    const words = [
      { startMs: 400, endMs: 650 },
      { startMs: 650, endMs: 1170 },
      { startMs: 1400, endMs: 1500 },
    ];
    expect(wordIndexAt(words, 0)).toBe(-1);
    expect(wordIndexAt(words, 400)).toBe(0);
    expect(wordIndexAt(words, 650)).toBe(1);
    expect(wordIndexAt(words, 1200)).toBe(-1);
    expect(wordIndexAt(words, 1499)).toBe(2);
    expect(wordIndexAt(words, 1500)).toBe(-1);
    expect(wordIndexAt([], 10)).toBe(-1);
  });
});
