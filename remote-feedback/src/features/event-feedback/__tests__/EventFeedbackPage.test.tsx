import { setRuntimeConfig } from '@hearback/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_ID, settingsFor, WIDGET_KEY } from '../../../../widget/tests/support/fixtures';
import { Receiver } from '../../../../widget/tests/support/receiver';
import { enterText, findWidgetForm, pointApiAt, renderPublicPage } from '../../../testing/render-public-page';
import { EventFeedbackPageQuery } from '../api/event-feedback-page-query';
import { EventFeedbackPage } from '../components/EventFeedbackPage';

const ORGANISATION = '0b6f2a4e-3c1d-4e5f-8a9b-0c1d2e3f4a5b';
const QUESTIONS = [
  { id: '7c0e1a52-0000-4000-8000-000000000001', text: 'What did you like most?' },
  { id: '7c0e1a52-0000-4000-8000-000000000002', text: 'What should we build next?' },
];

const request = (slug: string) => ({
  query: EventFeedbackPageQuery,
  variables: { organisationId: ORGANISATION, slug },
});

let receiver: Receiver;

beforeEach(async () => {
  receiver = new Receiver({
    widgetKey: WIDGET_KEY,
    productId: PRODUCT_ID,
    // The product's own widget asks something else entirely: the page's questions win.
    settings: settingsFor({ messageType: 'LeaveMessage', collectType: 'Form', collectFields: ['email'] }),
  });
  await receiver.start();
  pointApiAt(receiver.origin);
});

afterEach(async () => {
  await receiver.stop();
  setRuntimeConfig(null);
});

describe('an event page', () => {
  it("asks the page's questions and sends the answers as a CustomQuestion recording of its product", async () => {
    const { container, user } = renderPublicPage(<EventFeedbackPage slug="techxpo2" />, {
      url: `/feedback/techxpo2?organisation=${ORGANISATION}`,
      mocks: [
        {
          request: request('techxpo2'),
          result: {
            data: {
              organisationFeedback: { __typename: 'OrganisationFeedback', key: WIDGET_KEY },
              publicEventPage: {
                __typename: 'PublicEventPage',
                slug: 'techxpo2',
                title: 'TechXpo Berlin',
                organisationName: 'Acme Shoes',
                productId: PRODUCT_ID,
                productName: 'Shoes',
                questions: QUESTIONS.map((question) => ({ __typename: 'Question', ...question })),
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'TechXpo Berlin' })).toBeTruthy();
    expect(screen.getByText('Acme Shoes · Shoes')).toBeTruthy();
    // No voice or written choice here: the questions are the form.
    expect(screen.queryByRole('radio', { name: 'Voice message' })).toBeNull();

    const form = await findWidgetForm(container);
    expect(form.queryByRole('button', { name: 'Start recording' })).toBeNull();
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(form.getAllByText('This field is required.')).toHaveLength(3);
    enterText(form.getByLabelText('What did you like most?'), 'The live demo');
    enterText(form.getByLabelText('What should we build next?'), 'A Slack integration');
    enterText(form.getByLabelText('Your e-mail'), 'ada@visitor.example.org');
    await user.click(form.getByRole('button', { name: 'Send' }));
    await form.findByText('Thank you! Your message has been sent.');

    const [submission] = [...receiver.submissions.values()];
    expect(submission).toMatchObject({
      messageType: 'CustomQuestion',
      answers: [
        { questionId: QUESTIONS[0]!.id, text: 'The live demo' },
        { questionId: QUESTIONS[1]!.id, text: 'A Slack integration' },
      ],
      contact: { email: 'ada@visitor.example.org' },
    });
    expect(submission?.audio).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Send me a confirmation link' })).toBeTruthy();
  });

  it('says so when the page is not open, and names no organisation without one', async () => {
    const closed = renderPublicPage(<EventFeedbackPage slug="techxpo3" />, {
      url: `/feedback/techxpo3?organisation=${ORGANISATION}`,
      mocks: [
        {
          request: request('techxpo3'),
          result: {
            errors: [{ message: 'This event page is not open.', extensions: { code: 'NOT_FOUND' } }],
          },
        },
      ],
    });
    expect(await screen.findByText('This event page is not open')).toBeTruthy();
    expect(screen.queryByTestId('inline-feedback-form')).toBeNull();
    closed.unmount();

    renderPublicPage(<EventFeedbackPage slug="techxpo1" />, { url: '/feedback/techxpo1', mocks: [] });
    expect(await screen.findByText('Which organisation?')).toBeTruthy();
  });

  it('offers a retry when the page could not be loaded', async () => {
    const { user } = renderPublicPage(<EventFeedbackPage slug="techxpo1" />, {
      url: `/feedback/techxpo1?organisation=${ORGANISATION}`,
      mocks: [
        { request: request('techxpo1'), error: new Error('Failed to fetch') },
        {
          request: request('techxpo1'),
          result: {
            data: {
              organisationFeedback: { __typename: 'OrganisationFeedback', key: WIDGET_KEY },
              publicEventPage: {
                __typename: 'PublicEventPage',
                slug: 'techxpo1',
                title: 'TechXpo Paris',
                organisationName: 'Acme Shoes',
                productId: PRODUCT_ID,
                productName: 'Shoes',
                questions: [{ __typename: 'Question', ...QUESTIONS[0]! }],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('The event page could not be loaded')).toBeTruthy();
    expect(screen.getByText('Failed to fetch.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'TechXpo Paris' })).toBeTruthy();
  });
});
