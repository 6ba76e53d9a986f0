import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DeliveryError, type SubmissionBody } from '../api/public-api';
import type { FormModel } from '../core/form-model';
import type { WidgetContext } from '../core/settings';
import { buildSubmission, type FormValues, type Recording, validateForm } from '../core/submission';
import { type FieldError, LIMITS } from '../core/validation';
import type { TextKey } from '../i18n/en';
import type { Translate } from '../i18n/translate';
import { deliverNow, sendUnstored, watchOutbox } from '../outbox/deliver';
import { putOutboxItem } from '../outbox/outbox-store';
import { TextField } from './TextField';

type RecorderComponent = typeof import('../recorder/Recorder').default;

/**
 * The recorder is its own chunk: visitors of a text-only widget never download it. Loaded with an
 * effect rather than `lazy`/`Suspense`, whose preact/compat implementation costs ~700 B gzip of
 * ui.js.
 */
function useRecorder(wanted: boolean): RecorderComponent | undefined {
  const [recorder, setRecorder] = useState<RecorderComponent>();
  useEffect(() => {
    if (wanted)
      void import(/* webpackChunkName: "recorder" */ '../recorder/Recorder').then((module) =>
        setRecorder(() => module.default),
      );
  }, [wanted]);
  return recorder;
}

type Status = 'editing' | 'sending' | 'sent' | 'queued' | 'refused';

const AUTOCOMPLETE = { name: 'name', email: 'email', phoneNumber: 'tel', purpose: 'off' } as const;
const INPUT_TYPE = { name: 'text', email: 'email', phoneNumber: 'tel', purpose: 'text' } as const;
const DEFAULT_MAX_SECONDS = 120;

interface FeedbackFormProps {
  context: WidgetContext;
  model: FormModel;
  t: Translate<TextKey>;
  /** Told once the server has accepted the submission (the public feedback pages offer to confirm the e-mail). */
  onSent?: (submission: SubmissionBody) => void;
}

export function FeedbackForm({ context, model, t, onSent }: FeedbackFormProps) {
  const [values, setValues] = useState<FormValues>({});
  const [recording, setRecording] = useState<Recording | null>(null);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [status, setStatus] = useState<Status>('editing');
  const [progress, setProgress] = useState<number | null>(null);
  const Recorder = useRecorder(model.kind === 'voice');

  const field = (name: string) => ({
    id: `hb-${name.replace(':', '-')}`,
    value: values[name] ?? '',
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    error: errors[name] ?? null,
    t,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateForm(model, values, recording);
    setErrors(check.errors);
    if (!check.valid) return;
    setStatus('sending');
    const item = {
      target: { apiBase: context.apiBase, widgetKey: context.widgetKey, productId: context.productId },
      body: {
        ...buildSubmission(context.settings.messageType, model, values, recording, context.language),
        ...context.claim,
      },
      audio: recording ? { blob: recording.blob, contentType: recording.contentType } : undefined,
      attempts: 0,
      // Kept out of background flushes while this send is in progress.
      nextAttemptAt: Date.now() + 60_000,
    };
    const stored = await putOutboxItem(item).then(
      () => true,
      () => false,
    );
    try {
      await (stored ? deliverNow : sendUnstored)(item, setProgress);
      setStatus('sent');
      onSent?.(item.body);
    } catch (error) {
      if (stored && !(error instanceof DeliveryError && !error.retryable)) {
        setStatus('queued');
        watchOutbox();
      } else {
        setStatus('refused');
      }
    }
  };

  const done = status === 'sent' || status === 'queued';
  const result = useRef<HTMLSpanElement>(null);
  // The form, and the Send button that held focus, are gone: focus stays in the dialog, on Close.
  useEffect(() => {
    if (done) result.current?.parentElement?.querySelector<HTMLElement>('.hb-close')?.focus();
  }, [done]);
  // The result's live region is there before the result: one that appears with its text already
  // in it is not read out by every screen reader.
  return (
    <>
      {!done && (
        <form onSubmit={onSubmit} noValidate>
          {model.kind === 'text' && (
            <TextField
              {...field('message')}
              label={t('field.message')}
              multiline
              maxLength={LIMITS.message}
            />
          )}
          {model.kind === 'callback' && (
            <TextField
              {...field('callback')}
              label={t('field.callback')}
              type="tel"
              autoComplete="tel"
              hint={t('hint.phone')}
            />
          )}
          {model.kind === 'questions' &&
            model.questions.map((question) => (
              <TextField
                key={question.id}
                {...field(`answer:${question.id}`)}
                label={question.text}
                multiline
                maxLength={LIMITS.answer}
              />
            ))}
          {model.kind === 'voice' &&
            (Recorder ? (
              <Recorder
                texts={context.texts}
                strings={context.strings}
                language={context.language}
                maxSeconds={context.settings.maxRecordingSeconds ?? DEFAULT_MAX_SECONDS}
                onRecorded={setRecording}
                progress={status === 'sending' ? progress : null}
              />
            ) : (
              <p className="hb-status">{t('recorder.loading')}</p>
            ))}
          {errors.recording && !recording && (
            <p className="hb-error" role="alert">
              {t(errors.recording.key)}
            </p>
          )}
          {model.contactFields.map((name) => (
            <TextField
              key={name}
              {...field(name)}
              label={t(`field.${name}`)}
              type={INPUT_TYPE[name]}
              autoComplete={AUTOCOMPLETE[name]}
              hint={name === 'phoneNumber' ? t('hint.phone') : undefined}
            />
          ))}
          {status === 'refused' && (
            <p className="hb-error" role="alert">
              {t('error.refused')}
            </p>
          )}
          <button type="submit" className="hb-button" disabled={status === 'sending'}>
            {status === 'sending' ? t('sending') : t('send')}
          </button>
        </form>
      )}
      <span ref={result} className="hb-status" role="status">
        {done && t(status)}
      </span>
    </>
  );
}
