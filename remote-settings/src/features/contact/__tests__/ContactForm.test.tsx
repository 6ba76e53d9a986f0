import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { SendContactMessageMutation } from '../api/send-contact-message-mutation';
import { ContactForm } from '../components/ContactForm';

vi.mock('@hearback/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@hearback/shared')>()),
  useBotCheck: () => async (action: string) => `proof-for-${action}`,
}));

const variables = { input: { subject: 'Hello', message: 'A question.' }, botCheck: 'proof-for-contact' };

describe('ContactForm (/contact)', () => {
  it('requires a subject and a message', async () => {
    const { user } = renderSettings(<ContactForm />, []);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter subject.')).toBeTruthy();
    expect(await screen.findByText('Please enter message.')).toBeTruthy();
  });

  it('marks a subject that is too long', async () => {
    const { user } = renderSettings(<ContactForm />, []);
    await user.click(screen.getByLabelText('Subject'));
    await user.paste('s'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Subject must be up to 200 characters.')).toBeTruthy();
    expect(screen.getByText('201 / 200')).toBeTruthy();
  });

  it('sends the message with the bot check of the contact action', async () => {
    const sent = vi.fn(() => ({ data: { sendContactMessage: true } }));
    const { user } = renderSettings(<ContactForm />, [
      { request: { query: SendContactMessageMutation, variables }, result: sent },
    ]);
    await user.type(screen.getByLabelText('Subject'), ' Hello ');
    await user.type(screen.getByLabelText('Message'), 'A question.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message has been sent')).toBeTruthy();
    expect(sent).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });

  it('shows a refusal formatted', async () => {
    const { user } = renderSettings(<ContactForm />, [
      {
        request: { query: SendContactMessageMutation, variables },
        result: { errors: [new GraphQLError('the bot check failed. Please try again')] },
      },
    ]);
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'A question.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The bot check failed. Please try again.')).toBeTruthy();
  });
});
