import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDashboardLanguage } from '../dashboard-i18n';
import { defineTranslations } from '../define-translations';

const { namespace, useNamespaceTranslation, text } = defineTranslations('define-translations-test', {
  en: {
    '{{count}} answers_one': '{{count}} answer',
    '{{count}} answers_other': '{{count}} answers',
  },
  other: {
    de: async () => ({
      Answers: 'Antworten',
      '{{count}} answers_one': '{{count}} Antwort',
      '{{count}} answers_other': '{{count}} Antworten',
    }),
  },
});

function AnswersHeading() {
  const { t } = useNamespaceTranslation();
  return <h1>{t('Answers')}</h1>;
}

afterEach(() => setDashboardLanguage('en', { remember: false }));

describe('defineTranslations', () => {
  it('hands back the namespace it registered', () => {
    expect(namespace).toBe('define-translations-test');
  });

  it('reads English from the keys, plural forms from the English dictionary', () => {
    expect(text('Answers')).toBe('Answers');
    expect(text('{{count}} answers', { count: 1 })).toBe('1 answer');
    expect(text('{{count}} answers', { count: 3 })).toBe('3 answers');
  });

  it('loads the German dictionary when German is chosen, for the hook and the function alike', async () => {
    await setDashboardLanguage('de', { remember: false });
    render(
      <Suspense fallback={null}>
        <AnswersHeading />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Antworten' })).toBeTruthy();
    expect(text('{{count}} answers', { count: 3 })).toBe('3 Antworten');
  });
});
