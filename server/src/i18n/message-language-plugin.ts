import type { GraphQLError } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import { runInMessageLanguage } from './current-language';
import { isTranslatable, translateError } from './error-messages';
import { headerLanguage, type LanguageSources, requestLanguage } from './request-language';

type ResultWithErrors = { errors?: readonly GraphQLError[] };

/**
 * Writes the API's texts in the reader's language (request-language.ts): during execution the
 * services ask for it (current-language.ts), and every error of the answer, the services' own and
 * the generic failure alike, is translated as the answer is formed. `extensions` (code, field)
 * stay as they are; English is the text the error was raised with.
 */
export function useMessageLanguage(sources: LanguageSources): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const request = (args.contextValue as Partial<YogaInitialContext>).request;
      if (!request) return;
      const language = () => requestLanguage(sources, request);
      setExecuteFn((executionArgs) => runInMessageLanguage(language, () => executeFn(executionArgs)));
    },
    async onResultProcess({ request, result, setResult }) {
      if (Symbol.asyncIterator in result) return;
      const results: ResultWithErrors[] = Array.isArray(result) ? result : [result];
      const errors = results.flatMap((one) => one.errors ?? []);
      if (!errors.some(isTranslatable)) return;
      // A database out of reach would only make the answer wait longer for the user's choice.
      const language = errors.some((error) => error.extensions.code === 'SERVICE_UNAVAILABLE')
        ? headerLanguage(request)
        : await requestLanguage(sources, request);
      if (language === 'en') return;
      const translated = results.map((one) =>
        one.errors ? { ...one, errors: one.errors.map((error) => translateError(error, language)) } : one,
      );
      setResult(Array.isArray(result) ? translated : translated[0]!);
    },
  };
}
