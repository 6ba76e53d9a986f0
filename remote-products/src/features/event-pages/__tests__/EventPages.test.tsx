import type { MockLink } from '@apollo/client/testing';
import { GetAllProductsDocument } from '@hearback/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { EventPagesQuery } from '../api/event-pages-query';
import { UpdateEventPageMutation } from '../api/update-event-page-mutation';
import { EventPages } from '../components/EventPages';

const ORGANISATION = 'org-1';
const SHOP = { id: 'p-shop', name: 'Shop', isActive: true };
const ARCHIVE = { id: 'p-archive', name: 'Archive', isActive: false };

const productsMock: MockLink.MockedResponse = {
  request: { query: GetAllProductsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      getAllProducts: [SHOP, ARCHIVE].map((product) => ({
        __typename: 'Product' as const,
        ...product,
        url: null,
        platform: {
          __typename: 'Platform' as const,
          id: 'web',
          name: 'Web',
          isLegacy: false,
          isMobile: false,
        },
      })),
    },
  },
};

interface PageShape {
  slug: string;
  configured?: boolean;
  title?: string;
  product?: typeof SHOP | null;
  questions?: { id: string; text: string }[];
  isActive?: boolean;
}

const page = ({ slug, ...rest }: PageShape) => ({
  __typename: 'EventPage' as const,
  id: slug,
  slug,
  configured: false,
  title: `TechXpo ${slug.slice(-1)}`,
  product: null as null | (typeof SHOP & { __typename: 'EventPageProduct' }),
  questions: [] as { __typename: 'Question'; id: string; text: string }[],
  isActive: false,
  updatedAt: null as string | null,
  ...rest,
  ...(rest.product ? { product: { __typename: 'EventPageProduct' as const, ...rest.product } } : {}),
  ...(rest.questions
    ? { questions: rest.questions.map((question) => ({ __typename: 'Question' as const, ...question })) }
    : {}),
});

const pagesMock = (pages: ReturnType<typeof page>[]): MockLink.MockedResponse => ({
  request: { query: EventPagesQuery },
  result: { data: { eventPages: pages } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const unsaved = () => ['techxpo1', 'techxpo2', 'techxpo3'].map((slug) => page({ slug }));

describe('event pages on the organisation page', { timeout: 120_000 }, () => {
  it('lets an Admin set up a page: title, product, questions and opening, saved in one request', async () => {
    const sent: unknown[] = [];
    const saved = page({
      slug: 'techxpo1',
      configured: true,
      title: 'TechXpo Berlin',
      product: SHOP,
      questions: [
        { id: 'q1', text: 'What did you like most?' },
        { id: 'q2', text: 'What should we build next?' },
      ],
      isActive: true,
    });
    const { user } = renderPage(<EventPages organisationId={ORGANISATION} />, {
      mocks: [
        pagesMock(unsaved()),
        productsMock,
        {
          request: {
            query: UpdateEventPageMutation,
            variables: (variables: Record<string, unknown>) => {
              sent.push(variables);
              return true;
            },
          },
          result: { data: { updateEventPage: { ...saved, updatedAt: '2030-01-01T00:00:00.000Z' } } },
        },
      ],
    });
    const card = await screen.findByLabelText('Event page techxpo1');
    expect(within(card).getByText('Not set up')).toBeTruthy();
    const url = `${window.location.origin}/feedback/techxpo1?organisation=${ORGANISATION}`;
    expect(within(card).getByText(url).closest('a')).toHaveProperty('href', url);
    expect((within(card).getByLabelText('Embed code') as HTMLTextAreaElement).value).toBe(
      `<iframe src="${url}" title="TechXpo 1" width="100%" height="760" style="border:0" allow="microphone"></iframe>`,
    );

    await user.click(within(card).getByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'TechXpo Berlin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select product.')).toBeTruthy();
    expect(await within(dialog).findByText('Please enter question 1.')).toBeTruthy();

    await user.click(within(dialog).getByLabelText('Product'));
    expect(await screen.findByTitle('Archive (inactive)')).toBeTruthy();
    await user.click(screen.getByTitle('Shop'));
    await user.type(within(dialog).getByLabelText('Question 1'), 'What did you like most?');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await user.type(within(dialog).getByLabelText('Question 2'), '  What should we build next?  ');
    await user.click(within(dialog).getByRole('switch', { name: 'Open to visitors' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Event page saved.')).toBeTruthy();
    expect(sent).toEqual([
      {
        slug: 'techxpo1',
        input: {
          title: 'TechXpo Berlin',
          productId: SHOP.id,
          questions: ['What did you like most?', 'What should we build next?'],
          isActive: true,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const updated = screen.getByLabelText('Event page techxpo1');
    expect(within(updated).getByText('Open')).toBeTruthy();
    expect(within(updated).getByText('Product: Shop')).toBeTruthy();
    expect(within(updated).getByText('What should we build next?')).toBeTruthy();
  });

  it('shows a refusal of the server in the form, formatted, and keeps it open', async () => {
    const configured = page({
      slug: 'techxpo2',
      configured: true,
      title: 'Expo 2',
      product: SHOP,
      questions: [{ id: 'q1', text: 'Rate us?' }],
    });
    const { user } = renderPage(<EventPages organisationId={ORGANISATION} />, {
      mocks: [
        pagesMock([page({ slug: 'techxpo1' }), configured, page({ slug: 'techxpo3' })]),
        productsMock,
        {
          request: { query: UpdateEventPageMutation, variables: () => true },
          result: {
            errors: [
              {
                message: 'the product is inactive: activate it before opening its event page',
                extensions: { code: 'BAD_USER_INPUT', field: 'input.isActive' },
              },
            ],
          },
        },
      ],
    });
    const card = await screen.findByLabelText('Event page techxpo2');
    expect(within(card).getByText('Closed')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Question 1')).toHaveProperty('value', 'Rate us?');
    await user.click(within(dialog).getByRole('switch', { name: 'Open to visitors' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The product is inactive: activate it before opening its event page.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows Members the pages and their links, without a way to change them', async () => {
    renderPage(<EventPages organisationId={ORGANISATION} />, {
      role: 'Member',
      mocks: [pagesMock(unsaved()), productsMock],
    });
    const card = await screen.findByLabelText('Event page techxpo3');
    expect(within(card).getByRole('link')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
