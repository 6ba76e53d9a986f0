import { setDashboardLanguage } from '@hearback/shared';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { RecordingsView } from '../components/RecordingsView';
import { listMock, PRODUCT_ID, recording, transcription, voiceMessage } from './fixtures';

afterEach(() => setDashboardLanguage('en', { remember: false }));

describe('RecordingsView in German', () => {
  it('speaks German: title, filters, column headers, labels, counts and decimals', async () => {
    await setDashboardLanguage('de', { remember: false });
    renderPage(
      // The screen waits for its German dictionary, as it does in the shell's Suspense.
      <Suspense fallback={null}>
        <RecordingsView productId={PRODUCT_ID} />
      </Suspense>,
      {
        mocks: [
          listMock(
            {},
            [
              recording('r1'),
              recording('r2', {
                messageType: 'PhoneCall',
                text: null,
                phoneNumber: '+442079460958',
                sentimentLabel: null,
                sentimentScore: null,
              }),
              voiceMessage('r3', { transcription: transcription('Failed') }),
            ],
            3,
          ),
        ],
      },
    );

    expect(await screen.findByRole('heading', { name: 'Aufnahmen' })).toBeTruthy();
    expect(screen.getByLabelText('Aufnahmen durchsuchen')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Transkriptstatus' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Eingegangen' })).toBeTruthy();
    expect(await screen.findByText('Feedback r1')).toBeTruthy();
    expect(screen.getByText('3 Aufnahmen')).toBeTruthy();
    const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
    expect(within(row('Feedback r1')).getByText('Positiv (0,60)')).toBeTruthy();
    expect(within(row('Rückruf an +442079460958')).getByText('Rückrufbitte')).toBeTruthy();
    expect(within(row('Rückruf an +442079460958')).getByText('Nicht bewertet')).toBeTruthy();
    expect(within(row('Sprachnachricht (1:05)')).getByText('Fehlgeschlagen')).toBeTruthy();
  });
});
