import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { formModel } from '../core/form-model';
import type { WidgetContext } from '../core/settings';
import { en } from '../i18n/en';
import { isRightToLeft } from '../i18n/languages';
import { createTranslator } from '../i18n/translate';
import { launcherOffsets } from '../loader/launcher-position';
import { FeedbackForm } from './FeedbackForm';

const FOCUSABLE =
  'button:not([disabled]),input:not([disabled]),textarea:not([disabled]),audio[controls],[tabindex="0"]';

interface WidgetProps {
  context: WidgetContext;
  shadowRoot: ShadowRoot;
  onClose: () => void;
}

/**
 * The dialog: labelled by the prompt, focus kept inside while open, Escape closes. It speaks the
 * context's language (the host page's own texts win), right to left for Arabic and Hebrew.
 */
export function Widget({ context, shadowRoot, onClose }: WidgetProps) {
  const { texts, strings, language = 'en' } = context;
  const t = useMemo(
    () => createTranslator(en, { ...strings, ...texts }, language),
    [texts, strings, language],
  );
  const model = useMemo(() => formModel(context.settings, context.visitor, t), [context, t]);
  const panel = useRef<HTMLDivElement>(null);
  const { settings } = context;
  const { side, bottom } = launcherOffsets(settings.position);

  useEffect(() => {
    // The first form control, not the close button: the visitor came to write or record.
    const controls = Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    (controls.find((control) => control.closest('form')) ?? controls[0])?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = shadowRoot.activeElement;
    if (event.shiftKey && (active === first || !panel.current.contains(active))) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const style = {
    [side]: '20px',
    bottom: `${bottom + 68}px`,
    '--hb-bg': settings.background || '#ffffff',
    // The admin is warned about a palette below 4.5:1; visitors get readable text regardless.
    '--hb-text': settings.readableText?.onBackground ?? (settings.text || '#1f1f1f'),
    '--hb-box': settings.textBox || '#ffffff',
    '--hb-box-text': settings.readableText?.onBox ?? (settings.text || '#1f1f1f'),
    '--hb-button': settings.button || '#2e8b57',
    '--hb-on-button': settings.readableText?.onButton ?? '#ffffff',
    '--hb-image': settings.backgroundImageUrl ? `url("${encodeURI(settings.backgroundImageUrl)}")` : 'none',
  } as Record<string, string>;

  return (
    <div
      ref={panel}
      className="hb-panel"
      role="dialog"
      lang={language}
      dir={isRightToLeft(language) ? 'rtl' : 'ltr'}
      aria-modal="true"
      aria-labelledby="hb-title"
      style={style}
      onKeyDown={onKeyDown}
    >
      <div className="hb-head">
        <h2 className="hb-title" id="hb-title">
          {model.prompt || t('title')}
        </h2>
        <button type="button" className="hb-close" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </div>
      <FeedbackForm context={context} model={model} t={t} onSent={context.onSent} />
    </div>
  );
}
