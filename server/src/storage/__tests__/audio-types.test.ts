import { describe, expect, it } from 'vitest';
import { isAcceptedAudioType, matchesMagicBytes, mimeEssence } from '../audio-types';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)));

describe('audio types and magic bytes', () => {
  it('accepts the MediaRecorder formats by MIME essence, parameters ignored', () => {
    expect(mimeEssence('Audio/WebM; codecs=opus')).toBe('audio/webm');
    for (const type of ['audio/webm;codecs=opus', 'audio/ogg', 'audio/mp4', 'audio/wav', 'audio/x-wav']) {
      expect(isAcceptedAudioType(type), type).toBe(true);
    }
    for (const type of ['image/png', 'audio/mpeg', 'text/html', '', 'audio']) {
      expect(isAcceptedAudioType(type), type).toBe(false);
    }
  });

  it('believes a declared type only when the first bytes agree', () => {
    const webm = bytes([0x1a, 0x45, 0xdf, 0xa3], [0, 0, 0, 0, 0, 0, 0, 0]);
    const ogg = bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0]);
    const mp4 = bytes([0, 0, 0, 0x20], 'ftypisom');
    const wav = bytes('RIFF', [0x24, 0, 0, 0], 'WAVE');
    expect(matchesMagicBytes('audio/webm;codecs=opus', webm)).toBe(true);
    expect(matchesMagicBytes('audio/ogg', ogg)).toBe(true);
    expect(matchesMagicBytes('audio/mp4', mp4)).toBe(true);
    expect(matchesMagicBytes('audio/wav', wav)).toBe(true);
    expect(matchesMagicBytes('audio/webm', ogg)).toBe(false);
    expect(matchesMagicBytes('audio/wav', bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBe(false);
    expect(matchesMagicBytes('audio/webm', bytes('<html>'))).toBe(false);
    expect(matchesMagicBytes('audio/webm', bytes([0x1a, 0x45]))).toBe(false);
    expect(matchesMagicBytes('image/png', webm)).toBe(false);
  });
});
