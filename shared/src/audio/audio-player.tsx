import { PauseOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { failureMessage } from '../errors/failure-message';
import { PRIMARY_COLOR } from '../theme/theme-config';
import { formatDuration } from './format-duration';
import { RecordingAudioUrlDocument } from './recording-audio-url';

type Status = 'loading' | 'ready' | 'failed';

/**
 * A recording's voice message with its waveform (the inbox's drawer, a campaign's responses).
 * wavesurfer.js is imported when a player opens, so the pages do not carry it; the signed URL is
 * asked for each time (it lives five minutes).
 */
export function AudioPlayer({
  recordingId,
  durationMs,
}: {
  recordingId: string;
  durationMs?: number | null;
}) {
  const client = useApolloClient();
  const container = useRef<HTMLDivElement>(null);
  const player = useRef<WaveSurfer | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [problem, setProblem] = useState('');
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let instance: WaveSurfer | undefined;
    setStatus('loading');
    (async () => {
      const [{ data }, { default: WaveSurferClass }] = await Promise.all([
        client.query({
          query: RecordingAudioUrlDocument,
          variables: { id: recordingId },
          fetchPolicy: 'network-only',
        }),
        import('wavesurfer.js'),
      ]);
      if (cancelled || !container.current) return;
      if (!data) throw new Error('Something went wrong.');
      instance = WaveSurferClass.create({
        container: container.current,
        url: data.recordingAudioUrl,
        height: 64,
        waveColor: '#b7dcc6',
        progressColor: PRIMARY_COLOR,
        cursorColor: '#1f1f1f',
        barWidth: 2,
        barGap: 1,
        barRadius: 2,
      });
      player.current = instance;
      instance.on('ready', () => setStatus('ready'));
      instance.on('play', () => setPlaying(true));
      instance.on('pause', () => setPlaying(false));
      instance.on('finish', () => setPlaying(false));
      instance.on('timeupdate', (seconds) => setPosition(seconds));
      instance.on('error', (error) => {
        setProblem(failureMessage(error));
        setStatus('failed');
      });
    })().catch((caught: unknown) => {
      if (cancelled) return;
      setProblem(failureMessage(caught));
      setStatus('failed');
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      player.current = null;
    };
  }, [client, recordingId]);

  return (
    <Flex vertical gap={8}>
      <div ref={container} role="img" aria-label="Waveform of the voice message" style={{ minHeight: 64 }} />
      {status === 'failed' ? (
        <Alert type="error" showIcon title="The voice message could not be loaded." description={problem} />
      ) : (
        <Flex gap={12} align="center">
          <Button
            type="primary"
            icon={playing ? <PauseOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />}
            // Not `loading`: its spinner would become part of the button's name.
            disabled={status !== 'ready'}
            onClick={() => void player.current?.playPause()}
          >
            {playing ? 'Pause' : 'Play'}
          </Button>
          <Typography.Text type="secondary">
            {formatDuration(position * 1000)}
            {durationMs ? ` / ${formatDuration(durationMs)}` : ''}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
