/**
 * Voice recording, a lazy chunk: MediaRecorder for the audio, an AnalyserNode for the level meter,
 * a hard stop at the server's maximum length, then listen back or record again, and the upload's
 * progress once sent. A clock shows the time (`m:ss / m:ss`, left to right in every language);
 * screen readers find it as a sentence, and hear in a live region what happens: recording started,
 * the time every ten seconds (each second would drown everything else they read), recording
 * stopped with its length, the upload's quarters.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Recording } from '../core/submission';
import { createTranslator } from '../i18n/translate';
import { enRecorder } from './en-recorder';

/**
 * Opus at 32 kbit/s carries speech without audible loss and is what the speech engine hears at
 * 16 kHz anyway; the browsers' default (128 kbit/s in Chromium) made every message four times
 * the bytes to upload on a visitor's phone and to store (see docs/capacity.md).
 */
const VOICE_BITS_PER_SECOND = 32_000;

/** Rules only the recorder needs, shipped with it rather than in ui.js's panel stylesheet. */
const RECORDER_CSS = `.hb-secondary{background:0;color:var(--hb-text);border:1px solid}
.hb-row{display:flex;gap:8px;align-items:center;margin-bottom:12px}
.hb-clock{font-variant-numeric:tabular-nums}
.hb-spoken{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
meter,audio{display:block;width:100%}`;

/** How often, in seconds, a screen reader hears the time while recording. */
const ANNOUNCE_EVERY = 10;

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
  /** The upload's percent while the recording is being sent, else null. */
  progress?: number | null;
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

interface DurationFormatter {
  format(duration: { minutes: number; seconds: number }): string;
}
type DurationFormatConstructor = new (locale: string, options: { style: 'long' }) => DurationFormatter;

/**
 * A length as the language says it ("1 minute, 5 seconds"): `Intl.DurationFormat` where the
 * browser has it, else `Intl.NumberFormat`'s units joined by `Intl.ListFormat`. Zero, which
 * DurationFormat writes as nothing, takes the second path.
 */
export function durationFormat(language = 'en'): (seconds: number) => string {
  const DurationFormat = (Intl as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
  const duration = DurationFormat && new DurationFormat(language, { style: 'long' });
  const unit = (name: string) =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' });
  const minutes = unit('minute');
  const seconds = unit('second');
  const list = new Intl.ListFormat(language, { type: 'unit' });
  return (total) => {
    const parts = { minutes: Math.floor(total / 60), seconds: total % 60 };
    if (duration && total > 0) return duration.format(parts);
    return list.format([
      ...(parts.minutes ? [minutes.format(parts.minutes)] : []),
      ...(parts.seconds || !parts.minutes ? [seconds.format(parts.seconds)] : []),
    ]);
  };
}

export default function Recorder({
  texts,
  strings,
  language,
  maxSeconds,
  onRecorded,
  progress = null,
}: RecorderProps) {
  const t = useMemo(
    () => createTranslator(enRecorder, { ...strings, ...texts }, language),
    [texts, strings, language],
  );
  const clock = useMemo(() => clockFormat(language), [language]);
  const duration = useMemo(() => durationFormat(language), [language]);
  const percent = useMemo(() => new Intl.NumberFormat(language, { style: 'percent' }), [language]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [level, setLevel] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [playbackUrl, setPlaybackUrl] = useState<string | null>(null);
  const session = useRef<Session | null>(null);
  const button = useRef<HTMLButtonElement>(null);

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

  useEffect(() => {
    // The panel focused the form's first field before this chunk arrived: while the visitor has not
    // moved or typed, focus belongs to the recorder, the form's first control.
    const form = button.current?.closest('form');
    const focused = (button.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (focused && focused === form?.querySelector('input,textarea') && !(focused as HTMLInputElement).value)
      button.current?.focus();
  }, []);

  const start = async () => {
    onRecorded(null);
    setPlaybackUrl(null);
    const mimeType = window.MediaRecorder && pickMimeType((type) => MediaRecorder.isTypeSupported(type));
    let stream: MediaStream | undefined;
    let recorder: MediaRecorder;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      // Throws where MediaRecorder is missing: the same message as a refused microphone.
      recorder = new MediaRecorder(stream, {
        ...(mimeType && { mimeType }),
        audioBitsPerSecond: VOICE_BITS_PER_SECOND,
      });
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

  const announcement =
    progress !== null
      ? t('recorder.progress', { percent: percent.format(Math.floor(progress / 25) / 4) })
      : phase === 'recording'
        ? elapsed < ANNOUNCE_EVERY
          ? t('recorder.started')
          : duration(elapsed - (elapsed % ANNOUNCE_EVERY))
        : phase === 'recorded'
          ? t('recorder.stopped', { duration: duration(elapsed) })
          : '';

  return (
    <div className="hb-field">
      <style>{RECORDER_CSS}</style>
      <div className="hb-row">
        {/* One button through every phase: a keyboard's focus stays on it from start to stop to again. */}
        <button
          ref={button}
          type="button"
          className={`hb-button${phase === 'recorded' ? ' hb-secondary' : ''}`}
          onClick={phase === 'recording' ? stop : start}
        >
          {t(
            phase === 'recording'
              ? 'recorder.stop'
              : phase === 'recorded'
                ? 'recorder.again'
                : 'recorder.start',
          )}
        </button>
        {phase !== 'idle' && (
          <span className="hb-clock" dir="ltr" aria-hidden="true">
            {`${clock(elapsed)} / ${clock(maxSeconds)}`}
          </span>
        )}
        {/* The time on demand, not a live region: read when the visitor goes to it. */}
        <span className="hb-spoken">
          {phase !== 'idle' && t('recorder.elapsed', { elapsed, max: maxSeconds })}
        </span>
        <span className="hb-spoken" role="status">
          {announcement}
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
      {progress !== null && (
        <label className="hb-field">
          <span className="hb-label">{t('uploading')}</span>
          <progress max={100} value={progress} />
        </label>
      )}
    </div>
  );
}
