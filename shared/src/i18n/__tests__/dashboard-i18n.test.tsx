import { render, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../apollo/create-apollo-client';
import { AppProviders } from '../../providers/app-providers';
import { createStaticSessionStore } from '../../testing/static-session-store';
import {
  currentDashboardLanguage,
  followBrowserLanguage,
  registerTranslations,
  setDashboardLanguage,
  translate,
} from '../dashboard-i18n';
import { useTranslation } from '../index';

const NAMESPACE = 'i18n-test';
registerTranslations(NAMESPACE, {
  en: {
    '{{count}} recordings_one': '{{count}} recording',
    '{{count}} recordings_other': '{{count}} recordings',
  },
  other: {
    de: async () => ({
      Recordings: 'Aufnahmen',
      '{{count}} recordings_one': '{{count}} Aufnahme',
      '{{count}} recordings_other': '{{count}} Aufnahmen',
    }),
  },
});

function Screen({ count }: { count: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <h1>{t('Recordings')}</h1>
      <p>{t('{{count}} recordings', { count })}</p>
      <p>{t('Not translated yet')}</p>
      <Empty />
    </>
  );
}

// Nothing here asks the API: a client that is never called, a session nobody reads.
const client = createApolloClient({
  fetch: () => Promise.reject(new Error('offline')),
  onUnauthenticated: () => {},
});
const session = createStaticSessionStore({ status: 'signedOut', user: null });

/** A heading that reports each time it is mounted. */
function CountedMounts({ onMount }: { onMount: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  useEffect(() => onMount(), [onMount]);
  return <h2>{t('Recordings')}</h2>;
}

function renderScreen(count: number) {
  return render(
    <AppProviders client={client} session={session}>
      <Suspense fallback={<p>waiting</p>}>
        <Screen count={count} />
      </Suspense>
    </AppProviders>,
  );
}

afterEach(() => setDashboardLanguage('en', { remember: false }));

describe('the dashboard language', () => {
  it('speaks English from the keys, with English plural forms', () => {
    renderScreen(1);
    expect(screen.getByRole('heading', { name: 'Recordings' })).toBeTruthy();
    expect(screen.getByText('1 recording')).toBeTruthy();
    expect(currentDashboardLanguage()).toBe('en');
  });

  it('switches every text, antd’s own and the document’s language to German, English where German lacks one', async () => {
    renderScreen(3);
    await setDashboardLanguage('de', { remember: false });
    expect(await screen.findByRole('heading', { name: 'Aufnahmen' })).toBeTruthy();
    expect(screen.getByText('3 Aufnahmen')).toBeTruthy();
    expect(screen.getByText('Not translated yet')).toBeTruthy();
    // antd's empty state in antd's German locale.
    expect(screen.getAllByText('Keine Daten').length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('de');
    expect(translate(NAMESPACE, '{{count}} recordings', { count: 1 })).toBe('1 Aufnahme');
  });

  it('remembers a chosen language on this device only when asked to', async () => {
    await setDashboardLanguage('de', { remember: false });
    expect(localStorage.getItem('hearback.language')).toBeNull();
    await setDashboardLanguage('de');
    expect(localStorage.getItem('hearback.language')).toBe('de');
    localStorage.removeItem('hearback.language');
  });

  it('forgets the device’s choice to follow the browser again (jsdom’s browser speaks English)', async () => {
    await setDashboardLanguage('de');
    await followBrowserLanguage();
    expect(localStorage.getItem('hearback.language')).toBeNull();
    expect(currentDashboardLanguage()).toBe('en');
  });

  it('switches a mounted screen without suspending it, so its state survives the switch', async () => {
    const mounts = vi.fn();
    render(
      <AppProviders client={client} session={session}>
        <Suspense fallback={<p>waiting</p>}>
          <CountedMounts onMount={mounts} />
        </Suspense>
      </AppProviders>,
    );
    await setDashboardLanguage('de', { remember: false });
    expect(await screen.findByRole('heading', { name: 'Aufnahmen' })).toBeTruthy();
    expect(mounts).toHaveBeenCalledOnce();
  });
});
