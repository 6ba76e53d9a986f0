import { readableTextOn } from '@hearback/shared';
import { type CSSProperties, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SubmissionBody } from '../../../../widget/src/api/public-api';
import { formModel } from '../../../../widget/src/core/form-model';
import type { WidgetContext } from '../../../../widget/src/core/settings';
import { PENDING_HINT_KEY } from '../../../../widget/src/core/widget-ui';
import { en } from '../../../../widget/src/i18n/en';
import { isRightToLeft } from '../../../../widget/src/i18n/languages';
import { createTranslator } from '../../../../widget/src/i18n/translate';
import { watchOutbox } from '../../../../widget/src/outbox/deliver';
import { FeedbackForm } from '../../../../widget/src/ui/FeedbackForm';
import { INLINE_PANEL_CSS } from '../lib/inline-styles';

export interface InlineFeedbackFormProps {
  context: WidgetContext;
  /** Names the form for assistive technology (the page's own heading says what it is for). */
  label: string;
  onSent?: (submission: SubmissionBody) => void;
}

/**
 * The embeddable widget's form (remote-feedback/widget), rendered in the page instead of a
 * floating panel: the same fields, validation, recorder, outbox and submission API, in a shadow
 * root of its own as on a customer's site, so the dashboard's styles and the widget's never mix.
 * It speaks the context's language (`language` and its `strings`), as the widget's panel does.
 */
export function InlineFeedbackForm({ context, label, onSent }: InlineFeedbackFormProps) {
  const host = useRef<HTMLDivElement>(null);
  const [mountPoint, setMountPoint] = useState<HTMLElement | null>(null);
  const { texts, strings, language = 'en' } = context;
  // As the widget's own panel does: the language's texts, the host page's own texts over them.
  const t = useMemo(
    () => createTranslator(en, { ...strings, ...texts }, language),
    [texts, strings, language],
  );
  const model = useMemo(() => formModel(context.settings, context.visitor, t), [context, t]);

  useEffect(() => {
    // What an earlier visit left queued (offline, server down) is sent now, as the loader does.
    let pending = false;
    try {
      pending = Boolean(localStorage.getItem(PENDING_HINT_KEY));
    } catch {
      // Storage blocked in a third-party frame: nothing can have been queued either.
    }
    if (pending) watchOutbox();
  }, []);

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    // A shadow root cannot be detached: a second mount (React's strict mode) reuses it.
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = INLINE_PANEL_CSS;
    const container = document.createElement('div');
    shadow.append(style, container);
    setMountPoint(container);
    return () => {
      style.remove();
      container.remove();
      setMountPoint(null);
    };
  }, []);

  const { settings } = context;
  const button = settings.button || '#2e8b57';
  const colours = {
    '--hb-bg': settings.background || '#ffffff',
    '--hb-text': settings.text || '#1f1f1f',
    '--hb-box': settings.textBox || '#ffffff',
    '--hb-button': button,
    // The button's colour is the customer's; its text is whichever of white and black reads on it.
    '--hb-on-button': readableTextOn(button),
    '--hb-image': settings.backgroundImageUrl ? `url("${encodeURI(settings.backgroundImageUrl)}")` : 'none',
  } as CSSProperties;

  return (
    <div ref={host} data-testid="inline-feedback-form">
      {mountPoint &&
        createPortal(
          <section
            className="hb-panel hb-inline"
            aria-label={label}
            lang={language}
            dir={isRightToLeft(language) ? 'rtl' : 'ltr'}
            style={colours}
          >
            <FeedbackForm context={context} model={model} t={t} onSent={onSent} />
          </section>,
          mountPoint,
        )}
    </div>
  );
}
