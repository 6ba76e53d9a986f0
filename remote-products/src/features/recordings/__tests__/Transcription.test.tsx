import type { MockLink } from '@apollo/client/testing';
import { waveSurfer } from '@hearback/shared/testing/wave-surfer-fake';
import { act, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { RecordingAudioUrlQuery } from '../api/recording-audio-url-query';
import { TranscribeRecordingAgainMutation } from '../api/transcribe-recording-again-mutation';
import { RecordingsView } from '../components/RecordingsView';
import { LOW_CONFIDENCE_BELOW, TRANSCRIPTION_POLL_MS } from '../lib/transcription';
import {
  detailMock,
  listMock,
  PRODUCT_ID,
  recording,
  transcription,
  voiceMessage,
  type Word,
  wordsMock,
} from './fixtures';

vi.mock('wavesurfer.js', () => import('@hearback/shared/testing/wave-surfer-fake'));

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
};

const audioUrl = (id: string): MockLink.MockedResponse => ({
  request: { query: RecordingAudioUrlQuery, variables: { id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { recordingAudioUrl: `https://files.example/${id}.webm?sig=1` } },
});

/** The shared wavesurfer stand-in moves its playhead as the real one does (setTime reports it). */
const playableWaveSurfer = () => ({ setTime: waveSurfer.setTime, play: waveSurfer.play });

const openDrawer = async (user: ReturnType<typeof renderPage>['user'], rowText: string) => {
  await screen.findByText(rowText);
  await user.click(within(rowOf(rowText)).getAllByRole('button')[0] as HTMLElement);
  return screen.findByRole('dialog');
};

afterEach(() => vi.useRealTimers());

describe('transcription in the recordings list', () => {
  it('shows each voice message’s transcript status in words, and where the sentiment came from', async () => {
    const rows = [
      voiceMessage('r1', { transcript: 'Checkout was quick', transcription: transcription('Done') }),
      voiceMessage('r2', {
        transcription: transcription('Queued'),
        sentimentLabel: null,
        sentimentScore: null,
      }),
      voiceMessage('r3', {
        transcription: transcription('Transcribing'),
        sentimentLabel: null,
        sentimentScore: null,
      }),
      voiceMessage('r4', {
        transcription: transcription('NoSpeech'),
        sentimentLabel: null,
        sentimentScore: null,
      }),
      voiceMessage('r5', {
        transcription: transcription('UnsupportedLanguage', {
          reason: 'Not transcribed: the embedded engine understands English only.',
        }),
      }),
      voiceMessage('r6', {
        transcription: transcription('Failed', { reason: 'The audio file is damaged.' }),
      }),
      voiceMessage('r7', {
        transcription: transcription('Off', { reason: 'Transcription is off on this server.' }),
      }),
      recording('r8', { text: 'Typed only' }),
    ].map((row, index) => ({ ...row, createdAt: `2026-11-2${index}T10:00:00.000Z` }));
    rows[0] = { ...(rows[0] as (typeof rows)[number]), sentimentSource: 'Transcript' };
    // No row waits for the engine in this list after the first answer: polling is not the point here.
    renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [{ ...listMock({}, rows), maxUsageCount: Number.POSITIVE_INFINITY }],
    });
    await screen.findByText('Checkout was quick');
    const done = rowOf('Checkout was quick');
    expect(within(done).getByText('Transcribed')).toBeTruthy();
    expect(within(done).getByText('from transcript')).toBeTruthy();
    expect(within(done).getByText('Positive (0.60)')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Transcript' })).toBeTruthy();
    for (const label of [
      'Queued',
      'Transcribing…',
      'No speech',
      'Not transcribed (language)',
      'Failed',
      'Off',
    ]) {
      expect(within(table).getByText(label)).toBeTruthy();
    }
    // The reason is there for whoever points at the tag; the drawer says it in full.
    expect(within(table).getByText('Failed').closest('[title]')?.getAttribute('title')).toBe(
      'The audio file is damaged.',
    );
    // Typed feedback has no transcript status at all.
    const typed = rowOf('Typed only');
    for (const label of ['Transcribed', 'Queued', 'Failed'])
      expect(within(typed).queryByText(label)).toBeNull();
  });

  it('filters by transcript status on the server', async () => {
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        listMock({}, [recording('r1')]),
        listMock({ filter: { transcriptionStatus: 'UnsupportedLanguage' } }, [
          voiceMessage('r2', {
            transcript: null,
            text: null,
            transcription: transcription('UnsupportedLanguage'),
            contact: {
              __typename: 'RecordingContact',
              name: 'Élodie',
              email: null,
              phoneNumber: null,
              purpose: null,
            },
          }),
        ]),
      ],
    });
    expect(await screen.findByText('Feedback r1')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Transcript status' }));
    await user.click((await screen.findAllByTitle('Not transcribed (language)')).at(-1) as HTMLElement);
    expect(await screen.findByText('Élodie')).toBeTruthy();
  });

  it('asks again every few seconds while a transcript is on its way, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queued = voiceMessage('r1', { transcription: transcription('Queued'), sentimentLabel: null });
    const transcribing = voiceMessage('r1', { transcription: transcription('Transcribing') });
    const done = voiceMessage('r1', {
      transcript: 'Go forward ten meters',
      transcription: transcription('Done'),
      sentimentSource: 'Transcript',
    });
    const polls = vi.fn();
    const afterDone = vi.fn();
    renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        listMock({}, [queued]),
        listMock({}, [transcribing], 1, polls),
        listMock({}, [done], 1, polls),
        { ...listMock({}, [done], 1, afterDone), maxUsageCount: Number.POSITIVE_INFINITY },
      ],
    });
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(polls).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(TRANSCRIPTION_POLL_MS));
    expect(await screen.findByText('Transcribing…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(TRANSCRIPTION_POLL_MS));
    expect(await screen.findByText('Go forward ten meters')).toBeTruthy();
    expect(screen.getByText('Transcribed')).toBeTruthy();
    expect(screen.getByText('from transcript')).toBeTruthy();
    expect(polls).toHaveBeenCalledTimes(2);

    // Nothing waits any more: no further request, however long the page stays open.
    await act(() => vi.advanceTimersByTimeAsync(TRANSCRIPTION_POLL_MS * 4));
    expect(afterDone).not.toHaveBeenCalled();
  });

  it('does not poll a list where no transcript is on its way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const again = vi.fn();
    renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        listMock({}, [voiceMessage('r1', { transcript: 'All good', transcription: transcription('Done') })]),
        { ...listMock({}, [], 0, again), maxUsageCount: Number.POSITIVE_INFINITY },
      ],
    });
    expect(await screen.findByText('All good')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(TRANSCRIPTION_POLL_MS * 3));
    expect(again).not.toHaveBeenCalled();
  });
});

describe('the transcript in the recording drawer', () => {
  const WORDS: Word[] = [
    { word: 'go', startMs: 400, endMs: 650, confidence: 0.97 },
    { word: 'forward', startMs: 650, endMs: 1170, confidence: 0.99 },
    { word: 'ten', startMs: 1170, endMs: 1500, confidence: 0.42 },
    { word: 'meters', startMs: 1500, endMs: 2100, confidence: 0.9 },
  ];
  const done = voiceMessage('r1', {
    transcript: 'go forward ten meters',
    transcription: transcription('Done'),
    sentimentLabel: 'Neutral',
    sentimentScore: 0.05,
    sentimentSource: 'Transcript',
  });

  it('labels it automatic with its engine, marks unsure words and plays from a chosen word', async () => {
    const { setTime, play } = playableWaveSurfer();
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [listMock({}, [done]), detailMock(done), wordsMock('r1', WORDS), audioUrl('r1')],
    });
    const drawer = await openDrawer(user, 'go forward ten meters');
    const transcript = within(drawer).getByRole('region', { name: 'Transcript' });
    expect(within(transcript).getByRole('heading', { name: 'Automatic transcript' })).toBeTruthy();
    expect(within(transcript).getByText('Made by pocketsphinx-en-us (built in)')).toBeTruthy();
    expect(within(drawer).getByText('from transcript')).toBeTruthy();
    expect(within(drawer).getByText('Transcribed')).toBeTruthy();

    const words = within(transcript).getByRole('group', { name: /Transcript words/ });
    const ten = await within(words).findByRole('button', { name: 'ten' });
    // Marked by a dotted underline and a sentence, not by colour.
    expect(LOW_CONFIDENCE_BELOW).toBe(0.6);
    expect(ten.style.textDecoration).toContain('dotted');
    expect(ten.getAttribute('aria-description')).toBe('Low confidence (42%)');
    expect(ten.getAttribute('title')).toBe('Play from 0:01, confidence 42%');
    const forward = within(words).getByRole('button', { name: 'forward' });
    expect(forward.style.textDecoration).toBe('');
    expect(forward.getAttribute('aria-description')).toBeNull();
    expect(within(transcript).getByText('Dotted underline').style.textDecoration).toContain('dotted');
    expect(
      within(transcript).getByText(/the engine was unsure of the word \(confidence below 60%\)/),
    ).toBeTruthy();

    await waitFor(() => expect(waveSurfer.handlers.has('ready')).toBe(true));
    act(() => waveSurfer.handlers.get('ready')?.());
    await user.click(ten);
    expect(setTime).toHaveBeenLastCalledWith(1.17);
    expect(play).toHaveBeenCalled();
    // The word being heard is shown (and told to assistive technology).
    await waitFor(() => expect(ten.getAttribute('aria-current')).toBe('true'));
    act(() => waveSurfer.handlers.get('timeupdate')?.(1.8));
    await waitFor(() =>
      expect(within(words).getByRole('button', { name: 'meters' }).getAttribute('aria-current')).toBe('true'),
    );
    expect(ten.getAttribute('aria-current')).toBeNull();
    expect(within(drawer).getByText('0:02 / 1:05')).toBeTruthy();
  });

  it('is one Tab stop, walked with the arrow keys, a word played with Enter or Space', async () => {
    const { setTime } = playableWaveSurfer();
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [listMock({}, [done]), detailMock(done), wordsMock('r1', WORDS), audioUrl('r1')],
    });
    const drawer = await openDrawer(user, 'go forward ten meters');
    const words = await within(drawer).findByRole('group', { name: /Transcript words/ });
    const buttons = within(words).getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1]);
    await waitFor(() => expect(waveSurfer.handlers.has('ready')).toBe(true));
    act(() => waveSurfer.handlers.get('ready')?.());

    act(() => buttons[0]?.focus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard('{Enter}');
    expect(setTime).toHaveBeenLastCalledWith(0.65);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(buttons[3]);
    await user.keyboard(' ');
    expect(setTime).toHaveBeenLastCalledWith(1.5);
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, -1, -1, 0]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('says the transcript is on its way while queued, and shows it once the engine is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queued = voiceMessage('r1', { transcription: transcription('Queued'), sentimentLabel: null });
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        // The list and the drawer both ask while the message waits; either may hear first.
        listMock({}, [queued]),
        { ...detailMock(queued), maxUsageCount: 1 },
        { ...listMock({}, [done]), maxUsageCount: Number.POSITIVE_INFINITY },
        detailMock(done),
        audioUrl('r1'),
        wordsMock('r1', WORDS),
      ],
    });
    const drawer = await openDrawer(user, 'Voice message (1:05)');
    expect(
      within(drawer).getByText("Transcribing… the transcript appears here in about the message's length."),
    ).toBeTruthy();
    expect(within(drawer).getByText('Engine: pocketsphinx-en-us (built in)')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Transcribe again' })).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(TRANSCRIPTION_POLL_MS * 2));
    const words = await within(drawer).findByRole('group', { name: /Transcript words/ });
    expect(within(words).getByRole('button', { name: 'meters' })).toBeTruthy();
  });

  it.each([
    [
      'UnsupportedLanguage',
      { reason: 'Not transcribed: the embedded engine understands English only.' },
      ['Not transcribed: the embedded engine understands English only.'],
    ],
    ['NoSpeech', { reason: null }, ['No speech was heard in this voice message.']],
    [
      'Off',
      { reason: 'Transcription is off on this server.', engine: null },
      ['Transcription is off on this server.'],
    ],
    [
      'Failed',
      { reason: 'The audio could not be decoded: the file ends early.', attempts: 3 },
      ['The audio could not be decoded: the file ends early.', 'Gave up after 3 attempts.'],
    ],
  ] as const)(
    'shows why there is no transcript (%s), as the server says it',
    async (status, overrides, texts) => {
      const row = voiceMessage('r1', { transcription: transcription(status, overrides) });
      const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
        mocks: [listMock({}, [row]), detailMock(row), audioUrl('r1')],
      });
      const drawer = await openDrawer(user, 'Voice message (1:05)');
      const transcript = within(drawer).getByRole('region', { name: 'Transcript' });
      for (const text of texts) expect(within(transcript).getByText(text)).toBeTruthy();
      expect(within(transcript).getByRole('button', { name: 'Transcribe again' })).toHaveProperty(
        'disabled',
        false,
      );
    },
  );

  it('gives the attempts and the next attempt time of a transcript waiting for a retry', async () => {
    const nextAttemptAt = '2026-11-20T10:05:00.000Z';
    const row = voiceMessage('r1', {
      transcription: transcription('Queued', {
        attempts: 2,
        nextAttemptAt,
        reason: 'The speech engine took too long.',
      }),
    });
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        { ...listMock({}, [row]), maxUsageCount: Number.POSITIVE_INFINITY },
        detailMock(row),
        audioUrl('r1'),
      ],
    });
    const drawer = await openDrawer(user, 'Voice message (1:05)');
    const when = new Intl.DateTimeFormat(navigator.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(nextAttemptAt));
    expect(within(drawer).getByText('The speech engine took too long.')).toBeTruthy();
    expect(within(drawer).getByText(`2 attempts so far; the next one at ${when}.`)).toBeTruthy();
  });

  it('lets an Admin transcribe again, and shows a refusal formatted', async () => {
    const queuedAgain = {
      ...done,
      transcription: transcription('Queued'),
      transcript: 'go forward ten meters',
    };
    const { user, unmount } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        listMock({}, [done]),
        detailMock(done),
        wordsMock('r1', WORDS),
        audioUrl('r1'),
        {
          request: { query: TranscribeRecordingAgainMutation, variables: { id: 'r1' } },
          result: { data: { transcribeRecordingAgain: queuedAgain } },
        },
        { ...listMock({}, [queuedAgain]), maxUsageCount: Number.POSITIVE_INFINITY },
      ],
    });
    let drawer = await openDrawer(user, 'go forward ten meters');
    await user.click(within(drawer).getByRole('button', { name: 'Transcribe again' }));
    let popover = (await screen.findByText('Transcribe this voice message again?')).closest(
      '.ant-popover',
    ) as HTMLElement;
    await user.click(within(popover).getByRole('button', { name: 'Transcribe again' }));
    expect(await screen.findByText('Queued for transcription.')).toBeTruthy();
    expect(
      await within(drawer).findByText(
        "Transcribing… the transcript appears here in about the message's length.",
      ),
    ).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Transcribe again' })).toHaveProperty('disabled', true);
    unmount();

    const refused = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        listMock({}, [done]),
        detailMock(done),
        wordsMock('r1', WORDS),
        audioUrl('r1'),
        {
          request: { query: TranscribeRecordingAgainMutation, variables: { id: 'r1' } },
          result: {
            errors: [
              new GraphQLError('only an Admin can transcribe a recording again', {
                extensions: { code: 'FORBIDDEN' },
              }),
            ],
          },
        },
      ],
    });
    drawer = await openDrawer(refused.user, 'go forward ten meters');
    await refused.user.click(within(drawer).getByRole('button', { name: 'Transcribe again' }));
    popover = (await screen.findByText('Transcribe this voice message again?')).closest(
      '.ant-popover',
    ) as HTMLElement;
    await refused.user.click(within(popover).getByRole('button', { name: 'Transcribe again' }));
    expect(await screen.findByText('Only an Admin can transcribe a recording again.')).toBeTruthy();
  });

  it('gives Members the transcript but not "Transcribe again"', async () => {
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [listMock({}, [done]), detailMock(done), wordsMock('r1', WORDS), audioUrl('r1')],
      role: 'Member',
    });
    const drawer = await openDrawer(user, 'go forward ten meters');
    expect(await within(drawer).findByRole('button', { name: 'forward' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Transcribe again' })).toBeNull();
  });
});
