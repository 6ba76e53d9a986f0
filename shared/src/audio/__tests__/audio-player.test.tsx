import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { waveSurfer } from '../../testing/wave-surfer-fake';
import { AudioPlayer } from '../audio-player';
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

  it('formats durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65_400)).toBe('1:05');
    expect(formatDuration(600_000)).toBe('10:00');
  });
});
