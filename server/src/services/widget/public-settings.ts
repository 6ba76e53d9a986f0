import { readableTextColour, readableTextOn } from '@hearback/input-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { productSettings, questions, widgetSettings } from '../../db/schema';
import { WIDGET_DEFAULTS } from './widget-defaults';
import type { Widget } from './widget-scope';

/** `GET /widget/v1/settings`: what the loader and the widget UI need, nothing of the dashboard's. */
export interface PublicWidgetSettings {
  background: string;
  text: string;
  textBox: string;
  button: string;
  backgroundImageUrl: string | null;
  messageType: string;
  customMessage: string | null;
  collectType: string;
  collectFields: string[];
  position: string;
  questions: { id: string; text: string }[];
  maxRecordingSeconds: number;
  /** The product's default widget language (ISO 639-1, the general settings); null: the browser's. */
  language: string | null;
  /**
   * Text colours that read at 4.5:1 on the palette: the admin's text colour where it does, else
   * white or black. Worked out here, so the widget carries no colour arithmetic.
   */
  readableText: { onBackground: string; onBox: string; onButton: string };
}

export async function publicWidgetSettings(tx: Transaction, widget: Widget): Promise<PublicWidgetSettings> {
  const [row] = await tx
    .select()
    .from(widgetSettings)
    .where(
      and(
        eq(widgetSettings.organisationId, widget.organisationId),
        eq(widgetSettings.productId, widget.productId),
      ),
    );
  const settings = row ?? WIDGET_DEFAULTS;
  const [product] = await tx
    .select({ language: productSettings.widgetLanguage })
    .from(productSettings)
    .where(
      and(
        eq(productSettings.organisationId, widget.organisationId),
        eq(productSettings.productId, widget.productId),
      ),
    );
  const asked =
    settings.questionIds.length === 0
      ? []
      : await tx
          .select({ id: questions.id, text: questions.text })
          .from(questions)
          .where(
            and(
              eq(questions.organisationId, widget.organisationId),
              inArray(questions.id, [...settings.questionIds]),
            ),
          );
  const byId = new Map(asked.map((question) => [question.id, question]));
  return {
    background: settings.background,
    text: settings.text,
    textBox: settings.textBox,
    button: settings.button,
    // Set when the image was saved: the server's own public URL of it (src/http/files.ts).
    backgroundImageUrl: settings.backgroundImageUrl,
    messageType: settings.messageType,
    customMessage: settings.customMessage,
    collectType: settings.collectType,
    collectFields: [...settings.collectFields],
    position: settings.position,
    questions: settings.questionIds.flatMap((id) => {
      const question = byId.get(id);
      return question ? [question] : [];
    }),
    maxRecordingSeconds: settings.maxRecordingSeconds,
    language: product?.language ?? null,
    readableText: {
      onBackground: readableTextColour(settings.text, settings.background),
      onBox: readableTextColour(settings.text, settings.textBox),
      onButton: readableTextOn(settings.button),
    },
  };
}
