import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { ApiKeysQuery } from '../api/api-keys-query';
import { CreateApiKeyMutation } from '../api/create-api-key-mutation';
import { RevokeApiKeyMutation } from '../api/revoke-api-key-mutation';
import { ApiKeysView } from '../components/ApiKeysView';

const key = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey' as const,
  id,
  name,
  prefix: `hb_${id}abcdefg`.slice(0, 11),
  createdBy: 'ada@example.com',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...extra,
});

const SYNC = key('k1', 'Warehouse sync', { lastUsedAt: '2026-11-23T08:00:00.000Z' });
const SECRET = `hb_${'x'.repeat(43)}`;

const listMock = (keys: unknown[]) => ({
  request: { query: ApiKeysQuery, variables: { paging: { limit: 10, offset: 0 } } },
  result: { data: { apiKeys: keys, countApiKeys: keys.length } },
});

describe('ApiKeysView (settings/api)', { timeout: 60_000 }, () => {
  it('lists keys by name and prefix with their last use, never the key itself', async () => {
    renderSettings(<ApiKeysView />, [
      listMock([SYNC, key('k2', 'Old', { revokedAt: '2026-11-22T09:00:00.000Z' })]),
    ]);
    expect(await screen.findByText('Warehouse sync')).toBeTruthy();
    expect(screen.getByText(`${SYNC.prefix}…`)).toBeTruthy();
    expect(screen.getByText(new Date(SYNC.lastUsedAt!).toLocaleString())).toBeTruthy();
    expect(screen.getByText(/^Revoked/)).toBeTruthy();
    // A revoked key cannot be revoked again.
    expect(screen.getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);
  });

  it('creates a key and shows it once, to copy', async () => {
    const created = vi.fn(() => ({
      data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, apiKey: key('k3', 'Reporting') } },
    }));
    const { user } = renderSettings(<ApiKeysView />, [
      listMock([SYNC]),
      { request: { query: CreateApiKeyMutation, variables: { name: 'Reporting' } }, result: created },
      listMock([key('k3', 'Reporting'), SYNC]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Please enter name.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Reporting');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(SECRET)).toBeTruthy();
    expect(within(dialog).getByText('Copy the key now: it will not be shown again.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy the key' })).toBeTruthy();
    expect(created).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Reporting')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('revokes a key after a confirmation', async () => {
    const revoked = vi.fn(() => ({
      data: { revokeApiKey: { ...SYNC, revokedAt: '2026-11-23T10:00:00.000Z' } },
    }));
    const { user } = renderSettings(<ApiKeysView />, [
      listMock([SYNC]),
      { request: { query: RevokeApiKeyMutation, variables: { id: 'k1' } }, result: revoked },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Warehouse sync' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The key Warehouse sync was revoked.')).toBeTruthy();
    expect(await screen.findByText(/^Revoked/)).toBeTruthy();
    expect(revoked).toHaveBeenCalledOnce();
  });

  it('shows a Member the keys without a way to create or revoke them', async () => {
    renderSettings(<ApiKeysView />, [listMock([SYNC])], { role: 'Member' });
    expect(await screen.findByText('Warehouse sync')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke Warehouse sync' })).toBeNull();
  });
});
