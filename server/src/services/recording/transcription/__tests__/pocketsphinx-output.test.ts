import { describe, expect, it } from 'vitest';
import { ffmpegComplaint } from '../embedded-engine';
import { wordOfLine } from '../pocketsphinx-output';
import { slots } from '../slots';
import { isEnglishOrUnknown } from '../speech-engine';

describe('pocketsphinx_continuous -time yes, line by line', () => {
  it('reads a word with its timing and posterior, and drops the hypothesis line', () => {
    expect(wordOfLine('forward 0.650 1.170 0.993421')).toEqual({
      word: 'forward',
      startMs: 650,
      endMs: 1170,
      confidence: 0.993421,
    });
    expect(wordOfLine('go forward ten meters')).toBeNull();
    expect(wordOfLine('')).toBeNull();
  });

  it('drops silences and noises, and keeps a pronunciation variant as its word', () => {
    for (const filler of [
      '<s> 0.390 0.470 0.999900',
      '</s> 2.130 2.610 1.000000',
      '<sil> 8.040 8.190 0.687603',
    ]) {
      expect(wordOfLine(filler)).toBeNull();
    }
    expect(wordOfLine('[NOISE] 1.0 1.2 0.5')).toBeNull();
    expect(wordOfLine('++UH++ 1.0 1.2 0.5')).toBeNull();
    expect(wordOfLine('leisure(2) 2.280 2.720 0.281043')).toMatchObject({ word: 'leisure', startMs: 2280 });
  });

  it('keeps confidences within 0 and 1 (posteriors come out a hair above 1)', () => {
    expect(wordOfLine('might 17.990 18.260 1.000400')?.confidence).toBe(1);
  });
});

describe('what ffmpeg says of a damaged file', () => {
  it('is its first line, without the demuxer or pipe prefix, as a sentence', () => {
    expect(
      ffmpegComplaint(
        '[matroska,webm @ 0x5633ea9e2900] File ended prematurely\n[matroska,webm @ 0x56] Duplicate element\npipe:0: Input/output error\n',
      ),
    ).toBe('File ended prematurely.');
    expect(ffmpegComplaint('pipe:0: Invalid data found when processing input\n')).toBe(
      'Invalid data found when processing input.',
    );
    expect(ffmpegComplaint('\n')).toBeNull();
  });
});

describe('the language a voice message is sent to the embedded engine in', () => {
  it('is English or unknown', () => {
    for (const language of ['en', 'en-GB', 'EN_us', null, '', 'und'])
      expect(isEnglishOrUnknown(language)).toBe(true);
    for (const language of ['de', 'de-DE', 'fr-CA', 'eng-x'])
      expect(isEnglishOrUnknown(language)).toBe(false);
  });
});

describe('slots', () => {
  it('lets `limit` holders in at once, the next in arrival order, and drops a waiter whose signal aborts', async () => {
    const two = slots(2);
    const first = await two.acquire();
    const second = await two.acquire();
    const order: string[] = [];
    const third = two.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const abort = new AbortController();
    const abandoned = two.acquire(abort.signal);
    const fourth = two.acquire().then((release) => {
      order.push('fourth');
      return release;
    });
    expect(two.busy).toBe(2);
    abort.abort(new Error('The server is stopping.'));
    await expect(abandoned).rejects.toThrow('The server is stopping.');
    first();
    first();
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    expect(two.busy).toBe(0);
  });
});
