import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockLink } from '@apollo/client/testing';
import { setRuntimeConfig } from '@hearback/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ID, renderPage } from '../../../test/render-page';
import { CreateContactImportMutation, StaticSegmentsQuery } from '../api/import-operations';
import { ImportUsersView } from '../components/ImportUsersView';

const SLOW = { timeout: 60_000 };
const IMPORT_ID = '0b7f4a35-1b8c-4f7e-9a0e-3a4bd1d0c001';
const UPLOAD_PATH = `/imports/v1/contact-imports/${IMPORT_ID}`;

const CSV = [
  'Email,Name,Phone,Country',
  'ann@example.com,Ann,+44 20 7946 0958,UK',
  'bad-address,Bob,,UK',
  'ANN@example.com,Ann twice,,UK',
  'cat@example.com,Cat,,FR',
  'dee@example.com,Dee,+1 123 456 7890,US',
].join('\n');

/**
 * Stands in for the API's import endpoint over real HTTP: checks what the page sends and answers
 * as the server does, progress lines and then the ended import.
 */
let server: Server;
let received: { authorization?: string; contentType?: string; body: string } | null = null;

const ended = {
  __typename: 'ContactImport',
  id: IMPORT_ID,
  segmentId: 'seg-9',
  segmentName: 'contacts',
  status: 'Succeeded',
  totalRows: 5,
  createdCount: 3,
  updatedCount: 0,
  rejectedCount: 2,
  warningCount: 1,
  errorMessage: null,
  uploadPath: UPLOAD_PATH,
  rejectionsPath: `${UPLOAD_PATH}/rejections.csv`,
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    // jsdom enforces CORS: the page's origin is not this server's.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    received = {
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: await bodyOf(request),
    };
    response.writeHead(200, { 'content-type': 'application/x-ndjson' });
    response.write(
      `${JSON.stringify({ type: 'progress', rowsRead: 0, bytesRead: 0, totalBytes: CSV.length })}\n`,
    );
    response.write(
      `${JSON.stringify({ type: 'progress', rowsRead: 4, bytesRead: CSV.length, totalBytes: CSV.length })}\n`,
    );
    response.end(`${JSON.stringify({ type: 'done', import: ended })}\n`);
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

const segmentsMock: MockLink.MockedResponse = {
  request: { query: StaticSegmentsQuery, variables: { productId: PRODUCT_ID } },
  result: { data: { segments: [] } },
  maxUsageCount: 5,
};

const createMock: MockLink.MockedResponse = {
  request: {
    query: CreateContactImportMutation,
    variables: {
      input: {
        productId: PRODUCT_ID,
        fileName: 'contacts.csv',
        delimiter: ',',
        mapping: {
          email: 'Email',
          name: 'Name',
          phoneNumber: 'Phone',
          externalId: null,
          attributes: [{ column: 'Country', key: 'Country' }],
        },
        defaultCountry: null,
        newSegmentName: 'contacts',
      },
    },
  },
  result: {
    data: {
      createContactImport: {
        ...ended,
        segmentId: null,
        status: 'Pending',
        totalRows: 0,
        createdCount: 0,
        rejectedCount: 0,
        warningCount: 0,
      },
    },
  },
};

describe('ImportUsersView (/segments/import/users)', { timeout: 300_000 }, () => {
  it('reads the file, maps its columns, checks its rows, then imports it and shows the summary', async () => {
    window.localStorage.setItem('auth_token', 'token-1');
    const { container, user } = renderPage(<ImportUsersView productId={PRODUCT_ID} />, {
      mocks: [segmentsMock, createMock],
    });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([CSV], 'contacts.csv', { type: 'text/csv' }));

    // Columns guessed from their names; the rest kept as attributes.
    expect(await screen.findByText('ann@example.com', {}, SLOW)).toBeTruthy();
    expect(screen.getByLabelText('New segment name')).toHaveProperty('value', 'contacts');
    expect(within(screen.getByLabelText('Keep as attributes')).getByLabelText('Country')).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    const issues = await screen
      .findByRole('table', {}, SLOW)
      .then(() => screen.findByText('E-mail "bad-address" is not a valid address.', {}, SLOW));
    expect(issues).toBeTruthy();
    expect(screen.getByText('E-mail "ann@example.com" is already in row 2.')).toBeTruthy();
    expect(screen.getByText('2 rows are not imported.')).toBeTruthy();
    // A phone number that is not a valid one costs the row only that number.
    expect(screen.getByText('1 contact is imported without a phone number.')).toBeTruthy();
    expect(
      screen.getByText(
        'Phone "+1 123 456 7890" is well-formed (E.164) but not in an allocated range. The contact will be imported without it.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Import 3 contacts' }));
    expect(await screen.findByText('Imported into contacts', {}, SLOW)).toBeTruthy();
    expect(received).toEqual({ authorization: 'Bearer token-1', contentType: 'text/csv', body: CSV });
    expect(screen.getByText('Created')).toBeTruthy();
    expect(screen.getByText('Without phone')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download rejected rows/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open segment' })).toBeTruthy();
  });

  it('says why a file cannot be read', async () => {
    const { container, user } = renderPage(<ImportUsersView productId={PRODUCT_ID} />, {
      mocks: [segmentsMock],
    });
    await user.upload(
      container.querySelector('input[type="file"]') as HTMLInputElement,
      new File([''], 'empty.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText(/The file is empty/, {}, SLOW)).toBeTruthy();
  });
});
