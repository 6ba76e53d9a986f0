/**
 * Voice recording, a lazy chunk: MediaRecorder for the audio, an AnalyserNode for the level meter,
 * a hard stop at the server's maximum length, then listen back or record again. A clock shows the
 * time (`m:ss / m:ss`, left to right in every language); screen readers hear it as a sentence.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Recording } from '../core/submission';
import { createTranslator } from '../i18n/translate';
import { enRecorder } from './en-recorder';

/** Rules only the recorder needs, shipped with it rather than in ui.js's panel stylesheet. */
const RECORDER_CSS = `.hb-secondary{background:0;color:var(--hb-text);border:1px solid}
.hb-row{display:flex;gap:8px;align-items:center;margin-bottom:12px}
.hb-clock{font-variant-numeric:tabular-nums}
.hb-spoken{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
meter,audio{display:block;width:100%}`;

const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'];

export function pickMimeType(isSupported: (type: string) => boolean): string | undefined {
  return PREFERRED_TYPES.find((type) => isSupported(type));
}

interface RecorderProps {
  /** The host page's own texts, which win over the language's. */
  texts?: Partial<Record<string, string>>;
  /** The widget language's texts (none for English). */
  strings?: Partial<Record<string, string>>;
  language?: string;
  maxSeconds: number;
  onRecorded: (recording: Recording | null) => void;
}

type Phase = 'idle' | 'recording' | 'recorded' | 'denied';

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  audio: AudioContext;
  frame: number;
  timer: ReturnType<typeof setInterval>;
}

/** `m:ss` in the language's digits. */
export function clockFormat(language = 'en'): (seconds: number) => string {
  const minutes = new Intl.NumberFormat(language);
  const seconds = new Intl.NumberFormat(language, { minimumIntegerDigits: 2 });
  return (total) => `${minutes.format(Math.floor(total / 60))}:${seconds.format(total % 60)}`;
}

export default function Recorder({ texts, strings, language, maxSeconds, onRecorded }: RecorderProps) {
  const t = useMemo(
    () => createTranslator(enRecorder, { ...strings, ...texts }, language),
    [texts, strings, language],
  );
  const clock = useMemo(() => clockFormat(language), [language]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [level, setLevel] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [playbackUrl, setPlaybackUrl] = useState<string | null>(null);
  const session = useRef<Session | null>(null);

  const release = () => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    cancelAnimationFrame(current.frame);
    clearInterval(current.timer);
    for (const track of current.stream.getTracks()) track.stop();
    void current.audio.close();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: release reads only the session ref; it must run on unmount, once.
  useEffect(() => () => release(), []);
  useEffect(() => () => void (playbackUrl && URL.revokeObjectURL(playbackUrl)), [playbackUrl]);

  const start = async () => {
    onRecorded(null);
    setPlaybackUrl(null);
    const mimeType = window.MediaRecorder && pickMimeType((type) => MediaRecorder.isTypeSupported(type));
    let stream: MediaStream | undefined;
    let recorder: MediaRecorder;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      // Throws where MediaRecorder is missing: the same message as a refused microphone.
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      for (const track of stream?.getTracks() ?? []) track.stop();
      setPhase('denied');
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    recorder.onstop = () => {
      const type = recorder.mimeType || mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      release();
      setLevel(0);
      setPlaybackUrl(URL.createObjectURL(blob));
      setPhase('recorded');
      onRecorded({ blob, contentType: type.split(';')[0]!, durationMs: performance.now() - startedAt });
    };

    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 512;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const measure = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      // RMS of speech rarely passes 0.3; scale so a normal voice fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 3));
      if (session.current) session.current.frame = requestAnimationFrame(measure);
    };
    const timer = setInterval(() => {
      const seconds = (performance.now() - startedAt) / 1000;
      setElapsed(Math.min(maxSeconds, Math.floor(seconds)));
      if (seconds >= maxSeconds && recorder.state === 'recording') recorder.stop();
    }, 250);
    session.current = { stream, recorder, audio, frame: requestAnimationFrame(measure), timer };
    setElapsed(0);
    recorder.start(1000);
    setPhase('recording');
  };

  const stop = () => {
    if (session.current?.recorder.state === 'recording') session.current.recorder.stop();
  };

  return (
    <div className="hb-field">
      <style>{RECORDER_CSS}</style>
      <div className="hb-row">
        {phase === 'recording' ? (
          <button type="button" className="hb-button" onClick={stop}>
            {t('recorder.stop')}
          </button>
        ) : (
          <button
            type="button"
            className={`hb-button${phase === 'recorded' ? ' hb-secondary' : ''}`}
            onClick={start}
          >
            {phase === 'recorded' ? t('recorder.again') : t('recorder.start')}
          </button>
        )}
        {phase !== 'idle' && (
          <span className="hb-clock" dir="ltr" aria-hidden="true">
            {`${clock(elapsed)} / ${clock(maxSeconds)}`}
          </span>
        )}
        <span className="hb-spoken" aria-live="polite">
          {phase !== 'idle' && t('recorder.elapsed', { elapsed, max: maxSeconds })}
        </span>
      </div>
      {phase === 'recording' && <meter min={0} max={1} value={level} aria-label={t('recorder.level')} />}
      {playbackUrl && (
        // biome-ignore lint/a11y/useMediaCaption: the visitor's own voice, just recorded; there is no caption to offer.
        <audio controls src={playbackUrl} aria-label={t('recorder.playback')} />
      )}
      {phase === 'denied' && (
        <span className="hb-error" role="alert">
          {t('error.microphone')}
        </span>
      )}
    </div>
  );
}
