import type { WidgetFormValues } from './widget-form-values';
import type { PreviewSettings } from './widget-ui-contract';

/** The unsaved form as the widget reads its settings; questions not created yet get draft ids. */
export function previewSettingsOf(values: WidgetFormValues): PreviewSettings {
  return {
    background: values.background,
    text: values.text,
    textBox: values.textBox,
    button: values.button,
    backgroundImageUrl: values.backgroundImageUrl,
    messageType: values.messageType,
    customMessage: values.customMessage?.trim() || null,
    collectType: values.collectType,
    collectFields: values.collectFields ?? [],
    position: values.position,
    maxRecordingSeconds: values.maxRecordingSeconds,
    questions:
      values.messageType === 'CustomQuestion'
        ? (values.questions ?? [])
            .filter((question) => question?.text?.trim())
            .map((question, index) => ({ id: question.id ?? `draft-${index}`, text: question.text.trim() }))
        : [],
  };
}

/** The launcher's place, as the widget's loader draws it (20 px from the edges, 92 px for `…Next`). */
export function launcherOffsets(position: PreviewSettings['position']) {
  return {
    side: position.startsWith('BottomLeft') ? 'left' : 'right',
    bottom: position.endsWith('Next') ? 92 : 20,
  };
}
