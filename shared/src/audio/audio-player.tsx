import { PauseOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Flex, Typography } from 'antd';
import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { failureMessage } from '../errors/failure-message';
import { sharedText, useSharedTranslation } from '../i18n/shared-namespace/translations';
import { PRIMARY_COLOR } from '../theme/theme-config';
import { formatDuration } from './format-duration';
import { RecordingAudioUrlDocument } from './recording-audio-url';

type Status = 'loading' | 'ready' | 'failed';

/** setTime reports the new position through 'timeupdate', so the clock and listeners follow. */
function startAt(instance: WaveSurfer, seconds: number) {
  instance.setTime(seconds);
  if (!instance.isPlaying()) void instance.play();
}

/** What a page can ask of the player through its `ref` (a transcript's word moving the playhead). */
export interface AudioPlayerHandle {
  /**
   * Moves the playhead to `seconds` from the start and plays from there. Asked before the audio
   * is ready, it waits for it.
   */
  playFrom(seconds: number): void;
}

/**
 * A recording's voice message with its waveform (the inbox's drawer, a campaign's responses).
 * wavesurfer.js is imported when a player opens, so the pages do not carry it; the signed URL is
 * asked for each time (it lives five minutes).
 */
export function AudioPlayer({
  recordingId,
  durationMs,
  onTimeUpdate,
  ref,
}: {
  recordingId: string;
  durationMs?: number | null;
  /** Told the playhead's position, in seconds, as it plays and when it is moved. */
  onTimeUpdate?: (seconds: number) => void;
  ref?: Ref<AudioPlayerHandle>;
}) {
  const { t } = useSharedTranslation();
  const client = useApolloClient();
  const container = useRef<HTMLDivElement>(null);
  /** The player once its audio is ready to play. */
  const player = useRef<WaveSurfer | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [problem, setProblem] = useState('');
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  /** A playFrom asked for before the audio was ready: run once it is. */
  const pendingStart = useRef<number | null>(null);
  // Read through a ref so a new callback each render does not reload the audio.
  const timeListener = useRef(onTimeUpdate);

  useLayoutEffect(() => {
    timeListener.current = onTimeUpdate;
  });

  useImperativeHandle(
    ref,
    () => ({
      playFrom(seconds) {
        if (player.current) startAt(player.current, seconds);
        else pendingStart.current = seconds;
      },
    }),
    [],
  );

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
      if (!data) throw new Error(sharedText('Something went wrong.'));
      const wave = WaveSurferClass.create({
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
      instance = wave;
      wave.on('ready', () => {
        player.current = wave;
        setStatus('ready');
        const start = pendingStart.current;
        pendingStart.current = null;
        if (start !== null) startAt(wave, start);
      });
      wave.on('play', () => setPlaying(true));
      wave.on('pause', () => setPlaying(false));
      wave.on('finish', () => setPlaying(false));
      wave.on('timeupdate', (seconds) => {
        setPosition(seconds);
        timeListener.current?.(seconds);
      });
      wave.on('error', (error) => {
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
      pendingStart.current = null;
    };
  }, [client, recordingId]);

  return (
    <Flex vertical gap={8}>
      <div
        ref={container}
        role="img"
        aria-label={t('Waveform of the voice message')}
        style={{ minHeight: 64 }}
      />
      {status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={t('The voice message could not be loaded.')}
          description={problem}
        />
      ) : (
        <Flex gap={12} align="center">
          <Button
            type="primary"
            icon={playing ? <PauseOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />}
            // Not `loading`: its spinner would become part of the button's name.
            disabled={status !== 'ready'}
            onClick={() => void player.current?.playPause()}
          >
            {playing ? t('Pause') : t('Play')}
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
