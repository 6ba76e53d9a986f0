import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '@hearback/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { ExportQuery, ExportsQuery } from '../api/exports-query';
import { RequestExportMutation } from '../api/request-export-mutation';
import { ExportView } from '../components/ExportView';
import { startOfDay, startOfNextDay } from '../lib/export-labels';

const entry = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Export' as const,
  id,
  kind: 'Recordings' as const,
  format: 'Csv' as const,
  from: null,
  to: null,
  campaignId: null,
  status: 'Ready' as const,
  totalRows: 3,
  rowsWritten: 3,
  fileSize: 2_400,
  error: null,
  requestedBy: 'ada@example.com',
  createdAt: '2026-11-20T09:00:00.000Z',
  finishedAt: '2026-11-20T09:01:00.000Z',
  expiresAt: '2999-01-01T00:00:00.000Z',
  downloadUrl: `https://hearback.test/exports/v1/download?export=${id}&signature=s`,
  downloadUrlExpiresAt: '2998-12-31T23:45:00.000Z',
  ...extra,
});

const oneMock = (id: string, extra: Record<string, unknown> = {}) => ({
  request: { query: ExportQuery, variables: { id } },
  result: {
    data: {
      export: entry(id, {
        downloadUrl: `https://hearback.test/exports/v1/download?export=${id}&signature=fresh`,
        ...extra,
      }),
    },
  },
});

/**
 * Stands in for the API's export download over real HTTP: it answers as the server does, and
 * keeps what the page sent.
 */
let server: Server;
let received: { url: string; authorization?: string }[] = [];
/** What the page handed the browser to save (jsdom has no object URLs: these stand in). */
let saved: { blob: Blob; name: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    // Node's fetch under jsdom is cross-origin here; the dashboard's own is same-origin.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization');
    response.setHeader('access-control-expose-headers', 'content-disposition');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    received.push({ url: request.url ?? '', authorization: request.headers.authorization });
    response.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="Shop-recordings-2026-11-20.csv"; filename*=UTF-8''Shop-recordings-2026-11-20.csv`,
    });
    response.end('id,text\r\nr1,Lovely\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setRuntimeConfig({
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
    authEmulatorUrl: null,
  });
});

afterAll(async () => {
  setRuntimeConfig(null);
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  saved = [];
  let blobs = 0;
  const stored = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:export-${++blobs}`;
    stored.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void stored.delete(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: stored.get(this.href)!, name: this.download });
  });
  // The session's ID token, where the shell keeps it (the spec's auth_token).
  window.localStorage.setItem('auth_token', 'id-token-1');
});

/**
 * The saved file's text. Node 24's fetch builds its Blob from the global one, which under jsdom is
 * jsdom's, without text(); jsdom's FileReader reads it. Node 22's fetch gives Node's own Blob.
 */
function textOf(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const listMock = (exports: unknown[]) => ({
  request: { query: ExportsQuery, variables: { productId: 'p1', paging: { limit: 10, offset: 0 } } },
  result: { data: { exports, countExports: exports.length } },
});

describe('ExportView (settings/export)', { timeout: 120_000 }, () => {
  it('lists exports with their progress, failure or file', async () => {
    renderSettings(<ExportView productId="p1" />, [
      listMock([
        entry('e1'),
        entry('e2', { status: 'Failed', error: 'The export file could not be stored.', downloadUrl: null }),
      ]),
    ]);
    const button = await screen.findByRole('button', { name: 'Download the recordings export' });
    // A button, not a link: the file's link opens nothing without the session.
    expect(button.getAttribute('href')).toBeNull();
    expect(
      screen.getByText(
        `3 rows, 2.4 KB. Kept until ${new Date('2999-01-01T00:00:00.000Z').toLocaleString()}.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('The export file could not be stored.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Download/ })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
  });

  it('downloads a ready file through a fresh link, with the session', async () => {
    renderSettings(<ExportView productId="p1" />, [listMock([entry('e1')]), oneMock('e1')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Download the recordings export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(received).toEqual([
      { url: '/exports/v1/download?export=e1&signature=fresh', authorization: 'Bearer id-token-1' },
    ]);
    expect(saved[0]!.name).toBe('Shop-recordings-2026-11-20.csv');
    expect(await textOf(saved[0]!.blob)).toBe('id,text\r\nr1,Lovely\r\n');
  });

  it('downloads the export the e-mail names as soon as the page opens, once', async () => {
    renderSettings(<ExportView productId="p1" />, [listMock([entry('e1'), entry('e7')]), oneMock('e7')], {
      path: '/app/p1/settings/export?download=e7',
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(received.map((request) => request.url)).toEqual([
      '/exports/v1/download?export=e7&signature=fresh',
    ]);
    expect(received[0]!.authorization).toBe('Bearer id-token-1');
    expect(await screen.findAllByRole('button', { name: 'Download the recordings export' })).toHaveLength(2);
    expect(saved).toHaveLength(1);
  });

  it('says why an export the e-mail names cannot be downloaded any more', async () => {
    renderSettings(
      <ExportView productId="p1" />,
      [listMock([]), oneMock('e8', { status: 'Expired', downloadUrl: null })],
      { path: '/app/p1/settings/export?download=e8' },
    );
    expect(
      await screen.findByText(
        'The file of this export has expired and was deleted; export again for a new one.',
      ),
    ).toBeTruthy();
    expect(received).toEqual([]);
  });

  it('shows an expired export, and a ready one whose file has since expired, without a download', async () => {
    renderSettings(<ExportView productId="p1" />, [
      listMock([
        entry('e5', { status: 'Expired', downloadUrl: null, expiresAt: '2026-11-21T09:01:00.000Z' }),
        // Read while Ready; its expiry has passed since: no dead link is offered.
        entry('e6', { expiresAt: new Date(Date.now() - 1_000).toISOString() }),
      ]),
    ]);
    const table = (await screen.findAllByRole('table')).at(-1)!;
    expect(await within(table).findAllByText('Expired')).toHaveLength(2);
    expect(
      within(table).getAllByText(
        '3 rows, 2.4 KB. The file expired and was deleted; export again for a new one.',
      ),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('polls a running export until its file is ready', async () => {
    const running = entry('e3', {
      status: 'Running',
      totalRows: 5_000,
      rowsWritten: 1_200,
      downloadUrl: null,
    });
    renderSettings(<ExportView productId="p1" />, [listMock([running]), listMock([entry('e3')])]);
    expect(
      await screen.findByText(`${(1_200).toLocaleString()} of ${(5_000).toLocaleString()} rows`),
    ).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Download the recordings export' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('requests an export of a period in the chosen format', async () => {
    const requested = vi.fn(() => ({
      data: {
        requestExport: entry('e4', { status: 'Queued', format: 'Json', rowsWritten: 0, downloadUrl: null }),
      },
    }));
    renderSettings(<ExportView productId="p1" />, [
      listMock([]),
      {
        request: {
          query: RequestExportMutation,
          variables: {
            input: {
              productId: 'p1',
              kind: 'Recordings',
              format: 'Json',
              from: startOfDay('2026-11-01'),
              to: startOfNextDay('2026-11-15'),
              campaignId: null,
            },
          },
        },
        result: requested,
      },
      listMock([
        entry('e4', { status: 'Queued', format: 'Json', rowsWritten: 0, totalRows: null, downloadUrl: null }),
      ]),
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: 'JSON' }));
    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To (day, included)'), { target: { value: '2026-11-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText(
        'The export was started. It appears below; you will also get an e-mail when it is ready.',
      ),
    ).toBeTruthy();
    expect(requested).toHaveBeenCalledOnce();
    const table = screen.getAllByRole('table').at(-1)!;
    expect(await within(table).findByText('Queued')).toBeTruthy();
  });

  it('refuses a period that ends before it starts', async () => {
    const { user } = renderSettings(<ExportView productId="p1" />, [listMock([])]);
    fireEvent.change(await screen.findByLabelText('From (day)'), { target: { value: '2026-11-15' } });
    fireEvent.change(screen.getByLabelText('To (day, included)'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The last day must not be before the first.')).toBeTruthy();
  });

  it('tells a Member that exports are for Admins, without asking for them', async () => {
    renderSettings(<ExportView productId="p1" />, [], { role: 'Member' });
    expect(await screen.findByText('Only an Admin can export data')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
