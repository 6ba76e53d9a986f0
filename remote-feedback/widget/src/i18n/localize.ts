import type { WidgetContext } from '../core/settings';
import { en } from './en';
import { chooseLanguage, type LanguageTexts } from './languages';

const choose = (context: WidgetContext) =>
  context.assetBase
    ? chooseLanguage([context.requestedLanguage, context.settings.language, ...navigator.languages])
    : 'en';

/**
 * Chooses the language for the context and loads its texts (none for English) into
 * `context.language` and `context.strings`, before anything is drawn in it: no flash of English in
 * a German panel. The file is a native ES module import from beside loader.js, so ui.js and
 * campaign.js share one download. A file that fails to load leaves English. Without `assetBase`
 * (the dashboard's preview builds its own context) the widget stays English.
 */
export async function localize(context: WidgetContext): Promise<void> {
  const language = choose(context);
  if (language === context.language) return;
  const file: { default: LanguageTexts } | undefined =
    language === 'en'
      ? undefined
      : await import(/* webpackIgnore: true */ `${context.assetBase}lang-${language}.js`).catch(
          () => undefined,
        );
  // A later choice (Hearback.setLanguage) may have overtaken this one: it writes its own result.
  if (choose(context) !== language) return;
  context.strings = file?.default;
  context.language = file ? language : 'en';
}

/** The launcher is drawn by the loader in English; once the language is known it speaks it too. */
export function labelLauncher(context: WidgetContext, launcher: HTMLElement): void {
  launcher.lang = context.language ?? 'en';
  launcher.setAttribute('aria-label', context.texts?.launcher ?? context.strings?.launcher ?? en.launcher);
}
