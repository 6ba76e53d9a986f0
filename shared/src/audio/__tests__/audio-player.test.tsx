import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { waveSurfer } from '../../testing/wave-surfer-fake';
import { AudioPlayer, type AudioPlayerHandle } from '../audio-player';
import { formatDuration } from '../format-duration';
import { RecordingAudioUrlDocument } from '../recording-audio-url';

vi.mock('wavesurfer.js', () => import('../../testing/wave-surfer-fake'));

const audioUrl = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: RecordingAudioUrlDocument, variables: { id: 'r1' } },
  result,
});

describe('AudioPlayer', () => {
  it('draws the waveform of the signed URL and plays once ready', async () => {
    render(
      <MockedProvider mocks={[audioUrl({ data: { recordingAudioUrl: 'https://files.example/r1.webm' } })]}>
        <AudioPlayer recordingId="r1" durationMs={65_000} />
      </MockedProvider>,
    );
    await waitFor(() =>
      expect(waveSurfer.create).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'https://files.example/r1.webm' }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Play' })).toHaveProperty('disabled', true);
    waveSurfer.handlers.get('ready')?.();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByText('0:00 / 1:05')).toBeTruthy();
  });

  it('says why the voice message could not be loaded', async () => {
    render(
      <MockedProvider mocks={[audioUrl({ errors: [new GraphQLError('Recording not found.')] })]}>
        <AudioPlayer recordingId="r1" />
      </MockedProvider>,
    );
    expect(await screen.findByText('The voice message could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Recording not found.')).toBeTruthy();
  });

  it('plays from a given time when asked, waiting for the audio, and reports the position', async () => {
    const setTime = vi.fn((seconds: number) => waveSurfer.handlers.get('timeupdate')?.(seconds));
    const play = vi.fn(async () => {});
    waveSurfer.create.mockImplementation(() => ({
      on: (event: string, handler: (...args: unknown[]) => void) => waveSurfer.handlers.set(event, handler),
      playPause: waveSurfer.playPause,
      destroy: waveSurfer.destroy,
      setTime,
      play,
      isPlaying: () => false,
    }));
    const player = createRef<AudioPlayerHandle>();
    const onTimeUpdate = vi.fn();
    render(
      <MockedProvider mocks={[audioUrl({ data: { recordingAudioUrl: 'https://files.example/r1.webm' } })]}>
        <AudioPlayer ref={player} recordingId="r1" durationMs={65_000} onTimeUpdate={onTimeUpdate} />
      </MockedProvider>,
    );
    await waitFor(() => expect(waveSurfer.handlers.has('ready')).toBe(true));
    // Asked before the audio is ready: remembered, not lost.
    act(() => player.current?.playFrom(3.2));
    expect(setTime).not.toHaveBeenCalled();
    act(() => waveSurfer.handlers.get('ready')?.());
    expect(setTime).toHaveBeenCalledWith(3.2);
    expect(play).toHaveBeenCalledTimes(1);
    expect(onTimeUpdate).toHaveBeenLastCalledWith(3.2);
    expect(await screen.findByText('0:03 / 1:05')).toBeTruthy();

    act(() => player.current?.playFrom(61));
    expect(setTime).toHaveBeenLastCalledWith(61);
    expect(await screen.findByText('1:01 / 1:05')).toBeTruthy();
    act(() => waveSurfer.handlers.get('timeupdate')?.(62.5));
    expect(onTimeUpdate).toHaveBeenLastCalledWith(62.5);
  });

  it('formats durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65_400)).toBe('1:05');
    expect(formatDuration(600_000)).toBe('10:00');
  });
});
