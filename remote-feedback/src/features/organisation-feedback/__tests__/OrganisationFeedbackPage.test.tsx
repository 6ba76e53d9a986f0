import { setRuntimeConfig } from '@hearback/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_ID, settingsFor, WIDGET_KEY } from '../../../../widget/tests/support/fixtures';
import { Receiver } from '../../../../widget/tests/support/receiver';
import { enterText, findWidgetForm, pointApiAt, renderPublicPage } from '../../../testing/render-public-page';
import { SendFeedbackEmailVerificationMutation } from '../../email-confirmation/api/send-feedback-email-verification-mutation';
import { OrganisationFeedbackPageQuery } from '../api/organisation-feedback-page-query';
import { OrganisationFeedbackPage } from '../components/OrganisationFeedbackPage';

const ORGANISATION = '0b6f2a4e-3c1d-4e5f-8a9b-0c1d2e3f4a5b';
const URL = `/feedback?organisation=${ORGANISATION}`;
const OTHER_PRODUCT = 'product-without-widget';

const pageMock = (products: { id: string; name: string }[]) => ({
  request: { query: OrganisationFeedbackPageQuery, variables: { organisationId: ORGANISATION } },
  result: {
    data: {
      organisationFeedback: {
        __typename: 'OrganisationFeedback' as const,
        key: WIDGET_KEY,
        name: 'Acme Shoes',
      },
      feedbackProducts: products.map((product) => ({ __typename: 'FeedbackProduct' as const, ...product })),
    },
  },
});

let receiver: Receiver;

beforeEach(async () => {
  receiver = new Receiver({
    widgetKey: WIDGET_KEY,
    productId: PRODUCT_ID,
    settings: settingsFor({
      messageType: 'ProvideFeedback',
      collectType: 'Form',
      collectFields: ['name', 'email'],
    }),
  });
  await receiver.start();
  pointApiAt(receiver.origin);
});

afterEach(async () => {
  await receiver.stop();
  setRuntimeConfig(null);
});

describe('the organisation feedback page', () => {
  it('takes a written feedback through the widget form, then offers to confirm the e-mail address', async () => {
    const asked: Record<string, unknown>[] = [];
    const sendMock = {
      request: {
        query: SendFeedbackEmailVerificationMutation,
        variables: (variables: Record<string, unknown>) => {
          asked.push(variables);
          return true;
        },
      },
      result: {
        data: {
          sendFeedbackEmailVerification: {
            __typename: 'FeedbackEmailVerificationSent' as const,
            email: 'grace@visitor.example.org',
            expiresAt: '2030-01-02T10:00:00.000Z',
          },
        },
      },
    };
    const { container, user } = renderPublicPage(<OrganisationFeedbackPage />, {
      url: URL,
      mocks: [pageMock([{ id: PRODUCT_ID, name: 'Shoes' }]), sendMock],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Shoes' })).toBeTruthy();
    expect(screen.getByText('Shoes')).toBeTruthy();
    // The product's own purpose (written feedback) is the first choice.
    expect(await screen.findByRole('radio', { name: 'Written feedback' })).toHaveProperty('checked', true);

    const form = await findWidgetForm(container);
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(form.getByText('This field is required.', { selector: '#hb-message-error' })).toBeTruthy();
    enterText(form.getByLabelText('Your message'), 'Comfortable shoes, fast delivery.');
    expect(form.getByText('33 / 2,000')).toBeTruthy();
    enterText(form.getByLabelText('Your name'), 'Grace');
    enterText(form.getByLabelText('Your e-mail'), 'grace@visitor.example.org');
    await user.click(form.getByRole('button', { name: 'Send' }));
    await form.findByText('Thank you! Your message has been sent.');

    const [submission] = [...receiver.submissions.values()];
    expect(submission).toMatchObject({
      messageType: 'ProvideFeedback',
      text: 'Comfortable shoes, fast delivery.',
      contact: { name: 'Grace', email: 'grace@visitor.example.org' },
    });

    await user.click(screen.getByRole('button', { name: 'Send me a confirmation link' }));
    await screen.findByText('Check your inbox');
    expect(asked.at(-1)).toEqual({ key: WIDGET_KEY, productId: PRODUCT_ID, submissionId: submission!.id });

    // Another message starts from an empty form.
    await user.click(screen.getByRole('button', { name: 'Leave another message' }));
    const again = await findWidgetForm(container);
    expect((again.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
  });

  it('lets the visitor choose a voice message and another product', async () => {
    const { container, user } = renderPublicPage(<OrganisationFeedbackPage />, {
      url: URL,
      mocks: [
        pageMock([
          { id: PRODUCT_ID, name: 'Shoes' },
          { id: OTHER_PRODUCT, name: 'Boots' },
        ]),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Acme Shoes' });
    await user.click(await screen.findByText('Voice message'));
    const form = await findWidgetForm(container);
    expect(await form.findByRole('button', { name: 'Start recording' })).toBeTruthy();
    expect(form.queryByLabelText('Your message')).toBeNull();
    // Sending without a recording is refused by the widget's own validation.
    enterText(form.getByLabelText('Your name'), 'Grace');
    enterText(form.getByLabelText('Your e-mail'), 'grace@visitor.example.org');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('Record a message first.')).toBeTruthy();
    expect(receiver.submissionRequests).toBe(0);

    // A product whose widget the API does not serve says so.
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle('Boots'));
    expect(await screen.findByText('This product does not take feedback here.')).toBeTruthy();
  });

  it('explains a link without organisation, an unknown organisation and one without active products', async () => {
    const first = renderPublicPage(<OrganisationFeedbackPage />, { url: '/feedback', mocks: [] });
    expect(await screen.findByText('Which organisation?')).toBeTruthy();
    first.unmount();

    const notFound = renderPublicPage(<OrganisationFeedbackPage />, {
      url: URL,
      mocks: [
        {
          request: { query: OrganisationFeedbackPageQuery, variables: { organisationId: ORGANISATION } },
          result: { errors: [{ message: 'Organisation not found.', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect(await screen.findByText('This feedback page does not exist')).toBeTruthy();
    expect(screen.getByText('Organisation not found.')).toBeTruthy();
    notFound.unmount();

    renderPublicPage(<OrganisationFeedbackPage />, { url: URL, mocks: [pageMock([])] });
    expect(
      await screen.findByText('Acme Shoes does not take feedback on this page at the moment.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('inline-feedback-form')).toBeNull());
  });
});
