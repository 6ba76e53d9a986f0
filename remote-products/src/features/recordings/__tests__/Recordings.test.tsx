import type { MockLink } from '@apollo/client/testing';
import { setDashboardLanguage } from '@hearback/shared';
import { waveSurfer } from '@hearback/shared/testing/wave-surfer-fake';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { DeleteRecordingMutation } from '../api/delete-recording-mutation';
import { MarkRecordingReviewedMutation } from '../api/mark-recording-reviewed-mutation';
import { RecordingAudioUrlQuery } from '../api/recording-audio-url-query';
import { RecordingsView } from '../components/RecordingsView';
import {
  DEFAULT_VARIABLES,
  detailMock,
  listMock,
  PRODUCT_ID,
  recording,
  transcription,
  voiceMessage,
} from './fixtures';

vi.mock('wavesurfer.js', () => import('@hearback/shared/testing/wave-surfer-fake'));

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
};

/** A visitor asking to be called back: a number instead of a text, so nothing to score. */
const callBackRequest = (overrides: Parameters<typeof recording>[1] = {}) =>
  recording('r2', {
    messageType: 'PhoneCall',
    text: null,
    phoneNumber: '+442079460958',
    sentimentLabel: null,
    sentimentScore: null,
    ...overrides,
  });

describe('RecordingsView', () => {
  it('lists the first page with the total from the server', async () => {
    renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        listMock(
          {},
          [
            recording('r1'),
            callBackRequest({
              reviewed: true,
              contact: {
                __typename: 'RecordingContact',
                name: 'Grace',
                email: null,
                phoneNumber: null,
                purpose: null,
              },
            }),
          ],
          42,
        ),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Recordings' })).toBeTruthy();
    expect(await screen.findByText('Feedback r1')).toBeTruthy();
    expect(screen.getByText('42 recordings')).toBeTruthy();
    expect(within(rowOf('Feedback r1')).getByText('Positive (0.60)')).toBeTruthy();
    const call = rowOf('Call back +442079460958');
    expect(within(call).getByText('Call-back request')).toBeTruthy();
    expect(within(call).getByText('Grace')).toBeTruthy();
    expect(within(call).getByText('Not scored')).toBeTruthy();
    expect(within(call).getByLabelText('Reviewed')).toBeTruthy();
  });

  it("asks to pick a product on 'all'", () => {
    renderPage(<RecordingsView productId="all" />, { mocks: [] });
    expect(screen.getByText('Pick a product')).toBeTruthy();
  });

  it('filters on the server: reviewed, sentiment, purpose and search', async () => {
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        listMock({}, [recording('r1')]),
        listMock({ filter: { reviewed: false } }, [recording('r2', { text: 'To review only' })]),
        listMock({ filter: { reviewed: false, sentimentLabel: 'Negative' } }, [
          recording('r3', { text: 'Unhappy', sentimentLabel: 'Negative', sentimentScore: -0.5 }),
        ]),
        listMock({ filter: { reviewed: false, sentimentLabel: 'Negative', messageType: 'LeaveMessage' } }, [
          recording('r4', { text: 'Voice', messageType: 'LeaveMessage' }),
        ]),
        listMock(
          {
            filter: {
              reviewed: false,
              sentimentLabel: 'Negative',
              messageType: 'LeaveMessage',
              search: 'slow',
            },
          },
          [recording('r5', { text: 'Checkout is slow' })],
        ),
      ],
    });
    expect(await screen.findByText('Feedback r1')).toBeTruthy();
    await user.click(screen.getByText('To review'));
    expect(await screen.findByText('To review only')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Sentiment' }));
    await user.click((await screen.findAllByTitle('Negative')).at(-1) as HTMLElement);
    expect(await screen.findByText('Unhappy')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Purpose' }));
    await user.click((await screen.findAllByTitle('Voice message')).at(-1) as HTMLElement);
    expect(await screen.findByText('Voice')).toBeTruthy();
    await user.type(screen.getByLabelText('Search recordings'), 'slow');
    expect(await screen.findByText('Checkout is slow')).toBeTruthy();
  });

  it('filters on whole local days: from the first day to the start of the day after the last', async () => {
    const from = new Date(2026, 10, 1).toISOString();
    const to = new Date(2026, 10, 8).toISOString();
    renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        listMock({}, [recording('r1')]),
        listMock({ filter: { from } }, [recording('r2', { text: 'Since November' })]),
        listMock({ filter: { from, to } }, [recording('r3', { text: 'First week' })]),
      ],
    });
    expect(await screen.findByText('Feedback r1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('Since November')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-11-07' } });
    expect(await screen.findByText('First week')).toBeTruthy();
  });

  it('pages forward from the last row shown (keyset), and back by offset', async () => {
    const first = Array.from({ length: 20 }, (_, index) => recording(`r${index}`));
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        { ...listMock({}, first, 45), maxUsageCount: 2 },
        listMock({ after: 'r19' }, [recording('r20', { text: 'Second page' })], 45),
        listMock({ paging: { limit: 20, offset: 40 } }, [recording('r40', { text: 'Third page' })], 45),
      ],
    });
    expect(await screen.findByText('45 recordings')).toBeTruthy();
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('Second page')).toBeTruthy();
    await user.click(screen.getByTitle('1'));
    expect(await screen.findByText('Feedback r0')).toBeTruthy();
    await user.click(screen.getByTitle('3'));
    // A jump is not the next page of the one shown: an offset.
    expect(await screen.findByText('Third page')).toBeTruthy();
  });

  it('shows a failed load formatted', async () => {
    renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        {
          request: { query: listMock({}, []).request.query, variables: DEFAULT_VARIABLES },
          error: new Error('network is down'),
        },
      ],
    });
    expect(await screen.findByText('Network is down.')).toBeTruthy();
  });
});

describe('RecordingsView in German', () => {
  afterEach(() => setDashboardLanguage('en', { remember: false }));

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
              callBackRequest(),
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
    expect(within(rowOf('Feedback r1')).getByText('Positiv (0,60)')).toBeTruthy();
    expect(within(rowOf('Rückruf an +442079460958')).getByText('Rückrufbitte')).toBeTruthy();
    expect(within(rowOf('Rückruf an +442079460958')).getByText('Nicht bewertet')).toBeTruthy();
    expect(within(rowOf('Sprachnachricht (1:05)')).getByText('Fehlgeschlagen')).toBeTruthy();
  });
});

describe('recording drawer', () => {
  const voice = recording('r1', {
    messageType: 'LeaveMessage',
    text: null,
    transcript: 'The delivery was late',
    sentimentLabel: 'Negative',
    sentimentScore: -0.4,
    audio: { __typename: 'RecordingAudio', contentType: 'audio/webm', size: 4800, durationMs: 65_000 },
    contact: {
      __typename: 'RecordingContact',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phoneNumber: null,
      purpose: 'Order 42',
    },
    pageUrl: 'https://shop.example/checkout',
    pageTitle: 'Checkout',
  });
  const audioUrl: MockLink.MockedResponse = {
    request: { query: RecordingAudioUrlQuery, variables: { id: 'r1' } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { recordingAudioUrl: 'https://files.example/r1.webm?sig=1' } },
  };

  const openDrawer = async (user: ReturnType<typeof renderPage>['user']) => {
    await screen.findByText('The delivery was late');
    await user.click(within(rowOf('The delivery was late')).getByRole('button'));
    return screen.findByRole('dialog');
  };

  it('plays the voice message with its waveform and shows transcript, sentiment and caller', async () => {
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [listMock({}, [voice]), detailMock(voice), audioUrl],
    });
    const drawer = await openDrawer(user);
    await waitFor(() =>
      expect(waveSurfer.create).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'https://files.example/r1.webm?sig=1' }),
      ),
    );
    const play = within(drawer).getByRole('button', { name: 'Play' });
    expect(play).toHaveProperty('disabled', true);
    waveSurfer.handlers.get('ready')?.();
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Play' })).toHaveProperty('disabled', false),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Play' }));
    expect(waveSurfer.playPause).toHaveBeenCalled();
    expect(within(drawer).getByText('0:00 / 1:05')).toBeTruthy();
    expect(within(drawer).getAllByText('The delivery was late').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('Negative (-0.40)')).toBeTruthy();
    expect(within(drawer).getByText('Grace Hopper')).toBeTruthy();
    expect(within(drawer).getByText('grace@example.com')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Checkout' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('links only an http(s) page address, never a javascript: one stored before addresses were checked', async () => {
    const scripted = { ...voice, pageUrl: 'javascript:alert(document.domain)', pageTitle: 'Checkout' };
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [listMock({}, [scripted]), detailMock(scripted), audioUrl],
    });
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText('Checkout')).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('shows the answers of a custom question', async () => {
    const answered = recording('r1', {
      messageType: 'CustomQuestion',
      text: null,
      transcript: 'The delivery was late',
      answers: [
        {
          __typename: 'RecordingAnswer',
          questionId: 'q1',
          question: 'What brought you here?',
          answer: 'A friend',
        },
      ],
    });
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [listMock({}, [answered]), detailMock(answered)],
    });
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText('What brought you here?')).toBeTruthy();
    expect(within(drawer).getByText('A friend')).toBeTruthy();
  });

  it('marks a recording reviewed', async () => {
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        listMock({}, [voice]),
        detailMock(voice),
        audioUrl,
        {
          request: { query: MarkRecordingReviewedMutation, variables: { id: 'r1', reviewed: true } },
          result: { data: { markRecordingReviewed: { __typename: 'Recording', id: 'r1', reviewed: true } } },
        },
      ],
    });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Mark as reviewed' }));
    expect(await within(drawer).findByRole('button', { name: 'Mark as not reviewed' })).toBeTruthy();
  });

  it('deletes after confirmation (Admin) and reloads the list', async () => {
    const reloads = vi.fn();
    const { user } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        listMock({}, [voice]),
        detailMock(voice),
        audioUrl,
        {
          request: { query: DeleteRecordingMutation, variables: { id: 'r1' } },
          result: { data: { deleteRecording: 'r1' } },
        },
        listMock({}, [], 0, reloads),
      ],
    });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByText('Delete this recording?');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    await user.click(within(popover).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recording deleted.')).toBeTruthy();
    await waitFor(() => expect(reloads).toHaveBeenCalled());
    expect(await screen.findByText('No recordings match.')).toBeTruthy();
  });

  it('shows a refused delete formatted, and gives Members no delete', async () => {
    const { user, unmount } = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [
        listMock({}, [voice]),
        detailMock(voice),
        audioUrl,
        {
          request: { query: DeleteRecordingMutation, variables: { id: 'r1' } },
          result: { errors: [new GraphQLError('only Admins may delete recordings')] },
        },
      ],
    });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const popover = (await screen.findByText('Delete this recording?')).closest(
      '.ant-popover',
    ) as HTMLElement;
    await user.click(within(popover).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Only Admins may delete recordings.')).toBeTruthy();
    unmount();

    const member = renderPage(<RecordingsView productId={PRODUCT_ID} />, {
      mocks: [listMock({}, [voice]), detailMock(voice), audioUrl],
      role: 'Member',
    });
    const memberDrawer = await openDrawer(member.user);
    expect(within(memberDrawer).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
