import type { MockLink } from '@apollo/client/testing';
import { buildPath, RecordingAudioUrlDocument } from '@hearback/shared';
import { waveSurfer } from '@hearback/shared/testing/wave-surfer-fake';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STATS } from '../../../test/campaign-fixtures';
import { CAMPAIGN_ID, PRODUCT_ID, renderPage } from '../../../test/render-page';
import { CampaignResultsQuery } from '../api/results-operations';
import { CampaignResultsView } from '../components/CampaignResultsView';

vi.mock('wavesurfer.js', () => import('@hearback/shared/testing/wave-surfer-fake'));

const response = {
  __typename: 'Recording' as const,
  id: 'r1',
  text: null,
  transcript: null,
  sentimentLabel: 'Negative',
  createdAt: '2026-11-21T10:00:00.000Z',
  contact: { __typename: 'RecordingContact' as const, name: 'Ada', email: 'ada@example.com' },
  answers: [
    {
      __typename: 'RecordingAnswer' as const,
      questionId: 'q1',
      question: 'How was checkout?',
      answer: 'It crashed.',
    },
  ],
  audio: null,
};

const voice = {
  ...response,
  id: 'r2',
  answers: [],
  transcript: 'Please call me about the refund.',
  sentimentLabel: 'Neutral',
  contact: { __typename: 'RecordingContact' as const, name: 'Grace', email: 'grace@example.com' },
  audio: { __typename: 'RecordingAudio' as const, contentType: 'audio/webm', durationMs: 42_000 },
};

const results: MockLink.MockedResponse = {
  request: { query: CampaignResultsQuery, variables: { id: CAMPAIGN_ID, paging: { limit: 20, offset: 0 } } },
  maxUsageCount: 5,
  result: {
    data: {
      campaign: {
        __typename: 'Campaign',
        id: CAMPAIGN_ID,
        name: 'Checkout survey',
        status: 'Running',
        source: 'Email',
        message: 'Tell us.',
        keywords: [],
      },
      campaignStats: STATS,
      campaignResponses: [response, voice],
      countCampaignResponses: 2,
    },
  },
};

describe('CampaignResultsView (/campaigns/{id})', { timeout: 120_000 }, () => {
  it('shows the response rate, the sentiment split and trend, and the responses', async () => {
    renderPage(<CampaignResultsView productId={PRODUCT_ID} id={CAMPAIGN_ID} />, { mocks: [results] });
    expect(await screen.findByText('25%')).toBeTruthy();
    expect(screen.getByLabelText('negative: 1')).toBeTruthy();
    expect(screen.getByRole('img', { name: /from 2026-11-20 to 2026-11-21/ })).toBeTruthy();
    expect(screen.getByText('It crashed.')).toBeTruthy();
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Attention recommended \(1\)/ })).toHaveProperty(
      'href',
      expect.stringContaining(buildPath('campaignAttention', { productId: PRODUCT_ID, id: CAMPAIGN_ID })),
    );
  });

  it('plays a voice response on request, with its waveform, in the responses list', async () => {
    const audioUrl: MockLink.MockedResponse = {
      request: { query: RecordingAudioUrlDocument, variables: { id: 'r2' } },
      result: { data: { recordingAudioUrl: 'https://files.example/r2.webm?sig=1' } },
    };
    const { user } = renderPage(<CampaignResultsView productId={PRODUCT_ID} id={CAMPAIGN_ID} />, {
      mocks: [results, audioUrl],
    });
    const row = (await screen.findByText('Please call me about the refund.')).closest('tr')!;
    // Only voice responses offer a player, and none loads before it is asked for.
    expect(
      within(screen.getByText('It crashed.').closest('tr')!).queryByRole('button', { name: 'Listen' }),
    ).toBeNull();
    expect(waveSurfer.create).not.toHaveBeenCalled();

    await user.click(within(row).getByRole('button', { name: 'Listen' }));
    await waitFor(() =>
      expect(waveSurfer.create).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'https://files.example/r2.webm?sig=1' }),
      ),
    );
    expect(screen.getByRole('img', { name: 'Waveform of the voice message' })).toBeTruthy();
    waveSurfer.handlers.get('ready')?.();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(waveSurfer.playPause).toHaveBeenCalled();
    expect(screen.getByText('0:00 / 0:42')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Hide player' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Play' })).toBeNull());
    expect(waveSurfer.destroy).toHaveBeenCalled();
  });
});
