import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, WIDGET_KEY } from '../../../testing/render-page';
import { BackgroundImageUrlQuery } from '../api/background-image-url-query';
import { CreateQuestionGroupMutation } from '../api/create-question-group-mutation';
import { CreateQuestionMutation } from '../api/create-question-mutation';
import { WidgetConfiguration } from '../components/WidgetConfiguration';
import { imageAspectRatio } from '../lib/image-aspect-ratio';
import { loadWidgetUi } from '../lib/load-widget-ui';
import type { WidgetContext, WidgetUi } from '../lib/widget-ui-contract';
import { PRODUCT_ID, settings, settingsMock, UNCHANGED_BODY, updateMock, widgetKeyMock } from './fixtures';

vi.mock('../lib/load-widget-ui', () => ({ loadWidgetUi: vi.fn() }));
vi.mock('../lib/image-aspect-ratio', () => ({ imageAspectRatio: vi.fn() }));

/** Stands in for /widget/ui.js: draws the prompt it was given into the shadow root. */
const fakeUi = {
  open: vi.fn((context: WidgetContext, root: ShadowRoot) => {
    const title = document.createElement('h2');
    title.className = 'fake-panel';
    title.textContent = context.settings.customMessage ?? 'default prompt';
    root.appendChild(title);
  }),
  close: vi.fn(),
} satisfies WidgetUi;

beforeEach(() => {
  vi.mocked(loadWidgetUi).mockResolvedValue(fakeUi);
  vi.mocked(imageAspectRatio).mockResolvedValue(1.5);
});

const lastPreview = () => fakeUi.open.mock.calls.at(-1)?.[0];

// The whole form (four colour pickers, palettes, radios) renders slowly in jsdom on two busy cores.
describe('WidgetConfiguration', { timeout: 150_000 }, () => {
  it('loads the settings of the current product into every field, the preview and the snippet', async () => {
    renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [
        settingsMock({ data: { widgetSettings: settings({ customMessage: 'Talk to us' }) } }),
        widgetKeyMock,
      ],
    });
    expect(screen.getByRole('heading', { name: 'Widget configuration' })).toBeTruthy();
    expect(await screen.findByLabelText('Custom message')).toHaveProperty('value', 'Talk to us');
    expect(screen.getByRole('radio', { name: 'Leave a message' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Form' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Name' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Phone number' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Bottom right' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Background colour' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    await waitFor(() => expect(lastPreview()?.settings.customMessage).toBe('Talk to us'));
    expect(lastPreview()).toMatchObject({ widgetKey: WIDGET_KEY, productId: PRODUCT_ID });
    const snippet = (await screen.findByLabelText('Install snippet')) as HTMLTextAreaElement;
    await waitFor(() =>
      expect(snippet.value).toBe(
        `<script src="${window.location.origin}/widget/loader.js" data-key="${WIDGET_KEY}" data-product="${PRODUCT_ID}" async></script>`,
      ),
    );
  });

  it('warns beside the colours when the text on one of them is under 4.5:1, naming the ratio', async () => {
    renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [
        settingsMock({
          data: { widgetSettings: settings({ text: '#8c8c8c', background: '#f5f5f5', button: '#ffd400' }) },
        }),
        widgetKeyMock,
      ],
    });
    const warning = await screen.findByText(
      'Text on this colour reaches 3.0:1; 4.5:1 is needed to be readable for everyone. Visitors see black or white text instead.',
    );
    const alert = warning.closest('.ant-alert') as HTMLElement;
    expect(within(alert).getByText('Background colour')).toBeTruthy();
    expect(alert.closest('.ant-card')?.querySelector('.ant-card-head')?.textContent).toBe('Appearance');
    expect(
      screen.getByText(
        'Text on this colour reaches 3.3:1; 4.5:1 is needed to be readable for everyone. Visitors see black or white text instead.',
      ),
    ).toBeTruthy();
    // The widget writes black or white on the button, whichever reads: a yellow button is no warning.
    expect(screen.queryByText('Button colour', { selector: '.ant-alert *' })).toBeNull();
  });

  it('copies the install snippet', async () => {
    const { user } = renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [settingsMock(), widgetKeyMock],
    });
    await user.click(await screen.findByRole('button', { name: 'Copy snippet' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toContain(`data-key="${WIDGET_KEY}"`);
    expect(await screen.findByText('Snippet copied.')).toBeTruthy();
  });

  it("asks to pick a product on 'all', without asking the API", () => {
    renderPage(<WidgetConfiguration productId="all" />, { mocks: [] });
    expect(screen.getByText('Pick a product')).toBeTruthy();
  });

  it('warns when the settings cannot be loaded', async () => {
    renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [settingsMock({ errors: [new GraphQLError('product not found')] }), widgetKeyMock],
    });
    const notice = await screen.findByText('Widget settings could not be loaded');
    expect(notice.closest('.ant-notification-notice-warning')).toBeTruthy();
    expect(screen.getAllByText('Product not found.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows Members the settings read-only', async () => {
    renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [settingsMock(), widgetKeyMock],
      role: 'Member',
    });
    expect(await screen.findByText('Only Admins can change the widget.')).toBeTruthy();
    expect(screen.getByLabelText('Custom message')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload background image' })).toHaveProperty('disabled', true);
  });

  it('shows the default prompt of each purpose and previews unsaved changes', async () => {
    const { user } = renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [settingsMock(), widgetKeyMock],
    });
    expect(await screen.findByText("Left empty, the widget says 'Leave us a message.'")).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Phone call' }));
    expect(screen.getByText("Left empty, the widget says 'Call us.'")).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Provide feedback' }));
    expect(screen.getByText("Left empty, the widget says 'Leave us your feedback'")).toBeTruthy();
    await user.click(screen.getByLabelText('Custom message'));
    await user.paste('How was checkout?');
    await waitFor(() =>
      expect(lastPreview()?.settings).toMatchObject({
        messageType: 'ProvideFeedback',
        customMessage: 'How was checkout?',
      }),
    );
    const host = screen.getByTestId('widget-preview-host');
    expect(host.shadowRoot?.querySelector('.fake-panel:last-of-type')?.textContent).toBe('How was checkout?');
    // The preview is for looking: it never takes the focus or sends anything.
    expect(host.hasAttribute('inert')).toBe(true);
  });

  it('validates with the interface messages', async () => {
    const { user } = renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [settingsMock(), widgetKeyMock],
    });
    await user.click(await screen.findByRole('radio', { name: 'Custom question' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please add a question.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(
          Array.from(document.querySelectorAll('.ant-form-item-explain-error'), (node) => node.textContent),
        ).toContain('Please enter question 1.'),
      { timeout: 20_000 },
    );
    await user.click(screen.getByLabelText('Custom message'));
    await user.paste('x'.repeat(201));
    expect(await screen.findByText('Custom message must be up to 200 characters.')).toBeTruthy();
    expect(screen.getByText('201 / 200')).toBeTruthy();
  });

  it('saves a LeaveMessage widget with one updateWidgetSettings', async () => {
    const saved = settings({ customMessage: 'Tell us', collectFields: ['name', 'email', 'phoneNumber'] });
    const { user } = renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [
        settingsMock(),
        widgetKeyMock,
        updateMock(
          { ...UNCHANGED_BODY, customMessage: 'Tell us', collectFields: ['name', 'email', 'phoneNumber'] },
          { data: { updateWidgetSettings: saved } },
        ),
      ],
    });
    await user.click(await screen.findByLabelText('Custom message'));
    await user.paste('Tell us');
    await user.click(screen.getByRole('checkbox', { name: 'Phone number' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Widget settings saved.')).toBeTruthy();
  });

  it('saves a CustomQuestion: group, then question, then settings; a retry after a failure creates nothing twice', async () => {
    const calls: string[] = [];
    const question = {
      __typename: 'Question' as const,
      id: 'q1',
      text: 'What brought you here?',
      questionGroupId: 'g1',
      readonly: false,
    };
    const body = {
      ...UNCHANGED_BODY,
      messageType: 'CustomQuestion' as const,
      questions: ['q1'],
      questionGroupId: 'g1',
    };
    const mocks: MockLink.MockedResponse[] = [
      settingsMock(),
      widgetKeyMock,
      {
        request: { query: CreateQuestionGroupMutation },
        result: () => {
          calls.push('createOrganizationQuestionGroup');
          return { data: { createOrganizationQuestionGroup: { __typename: 'QuestionGroup', id: 'g1' } } };
        },
      },
      {
        request: {
          query: CreateQuestionMutation,
          variables: { input: { questionGroupId: 'g1', text: 'What brought you here?', readonly: false } },
        },
        result: () => {
          calls.push('createOneQuestion');
          return { data: { createOneQuestion: question } };
        },
      },
      updateMock(body, { errors: [new GraphQLError('the settings store is busy')] }, () =>
        calls.push('updateWidgetSettings'),
      ),
      updateMock(
        body,
        {
          data: {
            updateWidgetSettings: settings({
              messageType: 'CustomQuestion',
              questions: [question],
              questionGroupId: 'g1',
            }),
          },
        },
        () => calls.push('updateWidgetSettings'),
      ),
    ];
    const { user } = renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, { mocks });
    await user.click(await screen.findByRole('radio', { name: 'Custom question' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByLabelText('Question 1'));
    await user.paste('What brought you here?');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The settings store is busy.')).toBeTruthy();
    expect(calls).toEqual(['createOrganizationQuestionGroup', 'createOneQuestion', 'updateWidgetSettings']);
    // The form is left as it was, for the retry.
    expect(screen.getByLabelText('Question 1')).toHaveProperty('value', 'What brought you here?');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Widget settings saved.')).toBeTruthy();
    expect(calls).toEqual([
      'createOrganizationQuestionGroup',
      'createOneQuestion',
      'updateWidgetSettings',
      'updateWidgetSettings',
    ]);
  });

  it('reuses the created group when the question itself failed', async () => {
    const calls: string[] = [];
    const question = {
      __typename: 'Question' as const,
      id: 'q7',
      text: 'Why?',
      questionGroupId: 'g2',
      readonly: false,
    };
    const createQuestion = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
      request: {
        query: CreateQuestionMutation,
        variables: { input: { questionGroupId: 'g2', text: 'Why?', readonly: false } },
      },
      result: () => {
        calls.push('createOneQuestion');
        return result as never;
      },
    });
    const { user } = renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [
        settingsMock(),
        widgetKeyMock,
        {
          request: { query: CreateQuestionGroupMutation },
          result: () => {
            calls.push('createOrganizationQuestionGroup');
            return { data: { createOrganizationQuestionGroup: { __typename: 'QuestionGroup', id: 'g2' } } };
          },
        },
        createQuestion({ errors: [new GraphQLError('text is too long')] }),
        createQuestion({ data: { createOneQuestion: question } }),
        updateMock(
          { ...UNCHANGED_BODY, messageType: 'CustomQuestion', questions: ['q7'], questionGroupId: 'g2' },
          {
            data: {
              updateWidgetSettings: settings({
                messageType: 'CustomQuestion',
                questions: [question],
                questionGroupId: 'g2',
              }),
            },
          },
          () => calls.push('updateWidgetSettings'),
        ),
      ],
    });
    await user.click(await screen.findByRole('radio', { name: 'Custom question' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByLabelText('Question 1'));
    await user.paste('Why?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Text is too long.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Widget settings saved.')).toBeTruthy();
    expect(calls).toEqual([
      'createOrganizationQuestionGroup',
      'createOneQuestion',
      'createOneQuestion',
      'updateWidgetSettings',
    ]);
  });
});

/** XMLHttpRequest as the upload sees it; the test plays the server. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  status = 0;
  body: unknown;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
}

const signedUrlMock: MockLink.MockedResponse = {
  request: {
    query: BackgroundImageUrlQuery,
    variables: { productId: PRODUCT_ID, aspectRatio: 1.5, type: 'image/png' },
  },
  maxUsageCount: 2,
  result: {
    data: {
      getBackgroungImageSignedUrl: {
        __typename: 'SignedUrl',
        url: 'https://files.example/bg.png',
        signedUrl: 'https://files.example/put?sig=1',
        key: 'images/org-1/bg.png',
      },
    },
  },
};

describe('background image upload', { timeout: 150_000 }, () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  const pickImage = async (user: ReturnType<typeof renderPage>['user'], container: HTMLElement) => {
    await screen.findByRole('button', { name: 'Upload background image' });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'bg.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.last).toBeTruthy());
    return FakeXhr.last as FakeXhr;
  };

  it('PUTs to the signed URL with percent progress; status 200 puts the image in the form and the save', async () => {
    const { user, container } = renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [
        settingsMock(),
        widgetKeyMock,
        signedUrlMock,
        updateMock(
          { ...UNCHANGED_BODY, backgroundImageKey: 'images/org-1/bg.png' },
          { data: { updateWidgetSettings: settings({ backgroundImageKey: 'images/org-1/bg.png' }) } },
        ),
      ],
    });
    const request = await pickImage(user, container);
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('https://files.example/put?sig=1');
    act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    request.status = 200;
    act(() => request.onload?.());
    expect(await screen.findByRole('img', { name: 'Current widget background' })).toHaveProperty(
      'src',
      'https://files.example/bg.png',
    );
    await waitFor(() =>
      expect(lastPreview()?.settings.backgroundImageUrl).toBe('https://files.example/bg.png'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Widget settings saved.')).toBeTruthy();
  });

  it('only status 200 counts: any other status is a failed upload and the image stays unset', async () => {
    const { user, container } = renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [settingsMock(), widgetKeyMock, signedUrlMock],
    });
    const request = await pickImage(user, container);
    request.status = 201;
    act(() => request.onload?.());
    expect(await screen.findByText('Failed to upload file.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Current widget background' })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
  });

  it("names the file on a network error (section 8: the upload error, ': ' and the file name)", async () => {
    const { user, container } = renderPage(<WidgetConfiguration productId={PRODUCT_ID} />, {
      mocks: [settingsMock(), widgetKeyMock, signedUrlMock],
    });
    const request = await pickImage(user, container);
    act(() => request.onerror?.());
    expect(await screen.findByText('Failed to upload file: bg.png.')).toBeTruthy();
    const notice = screen.getByText('Failed to upload file: bg.png.').closest('.ant-notification-notice');
    expect(within(notice as HTMLElement).getByText('Background image')).toBeTruthy();
  });
});
