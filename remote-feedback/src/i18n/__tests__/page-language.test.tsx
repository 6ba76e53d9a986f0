import { setRuntimeConfig } from '@hearback/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetSettings } from '../../../widget/src/core/settings';
import { PRODUCT_ID, settingsFor, WIDGET_KEY } from '../../../widget/tests/support/fixtures';
import { Receiver } from '../../../widget/tests/support/receiver';
import { VerifyFeedbackEmail } from '../../features/email-confirmation/components/VerifyFeedbackEmail';
import { OrganisationFeedbackPageQuery } from '../../features/organisation-feedback/api/organisation-feedback-page-query';
import { OrganisationFeedbackPage } from '../../features/organisation-feedback/components/OrganisationFeedbackPage';
import { findWidgetForm, pointApiAt, renderPublicPage } from '../../testing/render-public-page';

const ORGANISATION = '0b6f2a4e-3c1d-4e5f-8a9b-0c1d2e3f4a5b';
const PAGE = `/feedback?organisation=${ORGANISATION}`;

const organisationPage = {
  request: { query: OrganisationFeedbackPageQuery, variables: { organisationId: ORGANISATION } },
  result: {
    data: {
      organisationFeedback: {
        __typename: 'OrganisationFeedback' as const,
        key: WIDGET_KEY,
        name: 'Acme Shoes',
      },
      feedbackProducts: [{ __typename: 'FeedbackProduct' as const, id: PRODUCT_ID, name: 'Shoes' }],
    },
  },
};

const browserPrefers = (...languages: string[]) =>
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

let receiver: Receiver | undefined;

async function serveWidget(settings: Partial<WidgetSettings> = {}) {
  receiver = new Receiver({
    widgetKey: WIDGET_KEY,
    productId: PRODUCT_ID,
    settings: settingsFor({
      messageType: 'ProvideFeedback',
      collectType: 'Form',
      collectFields: ['email'],
      ...settings,
    }),
  });
  await receiver.start();
  pointApiAt(receiver.origin);
}

const main = () => screen.getByRole('main');

beforeEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

afterEach(async () => {
  await receiver?.stop();
  receiver = undefined;
  setRuntimeConfig(null);
});

describe('the language of a public feedback page', { timeout: 60_000 }, () => {
  it('is German for ?lang=de: the page, its title and the widget form', async () => {
    await serveWidget();
    const { container } = renderPublicPage(<OrganisationFeedbackPage />, {
      url: `${PAGE}&lang=de`,
      mocks: [organisationPage],
    });
    expect(await screen.findByText('Sagen Sie uns Ihre Meinung – wir lesen jede Nachricht.')).toBeTruthy();
    expect(main().getAttribute('lang')).toBe('de');
    expect(main().getAttribute('dir')).toBe('ltr');
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Feedback · Hearback');
    expect(await screen.findByRole('radio', { name: 'Schriftliches Feedback' })).toBeTruthy();

    const form = await findWidgetForm(container);
    expect(form.getByLabelText('Ihre Nachricht')).toBeTruthy();
    expect(form.getByLabelText('Ihre E-Mail-Adresse')).toBeTruthy();
    expect(form.getByRole('button', { name: 'Senden' })).toBeTruthy();
  });

  it('explains a problem in German too, the server’s English sentence translated', async () => {
    renderPublicPage(<OrganisationFeedbackPage />, {
      url: `${PAGE}&lang=de`,
      mocks: [
        {
          request: organisationPage.request,
          result: { errors: [{ message: 'Organisation not found.', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect(await screen.findByText('Diese Feedback-Seite gibt es nicht')).toBeTruthy();
    expect(screen.getByText('Die Organisation wurde nicht gefunden.')).toBeTruthy();
  });

  it('is Arabic, right to left, for ?lang=ar, and gives the document back as it was', async () => {
    await serveWidget();
    const { container, unmount } = renderPublicPage(<OrganisationFeedbackPage />, {
      url: `${PAGE}&lang=ar`,
      mocks: [organisationPage],
    });
    expect(await screen.findByText('أخبرنا برأيك، فنحن نقرأ كل رسالة.')).toBeTruthy();
    expect(main().getAttribute('lang')).toBe('ar');
    expect(main().getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe('ملاحظات · Hearback');
    expect(await screen.findByRole('radio', { name: 'ملاحظات مكتوبة' })).toBeTruthy();
    // antd lays its own components out right to left as well.
    expect(container.querySelector('.ant-radio-group-rtl, .ant-radio-button-wrapper-rtl')).not.toBeNull();

    const form = await findWidgetForm(container);
    const panel = within(container)
      .getByTestId('inline-feedback-form')
      .shadowRoot!.querySelector('.hb-panel')!;
    expect(panel.getAttribute('dir')).toBe('rtl');
    expect(panel.getAttribute('lang')).toBe('ar');
    expect(form.getByLabelText('رسالتك')).toBeTruthy();
    expect(form.getByRole('button', { name: 'إرسال' })).toBeTruthy();

    unmount();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('follows the browser without ?lang: navigator.languages ["fr-CA"] gives French', async () => {
    browserPrefers('fr-CA');
    renderPublicPage(<VerifyFeedbackEmail />, { url: '/feedback/verify', mocks: [] });
    expect(await screen.findByText('Ce lien est incomplet')).toBeTruthy();
    expect(main().getAttribute('lang')).toBe('fr');
    expect(document.title).toBe('Confirmer votre adresse e-mail · Hearback');
  });

  it('passes over a ?lang it does not speak to the next choice: the browser, else English', async () => {
    browserPrefers('ko-KR', 'de-DE');
    const german = renderPublicPage(<VerifyFeedbackEmail />, { url: '/feedback/verify?lang=xx', mocks: [] });
    expect(await screen.findByText('Dieser Link ist unvollständig')).toBeTruthy();
    expect(main().getAttribute('lang')).toBe('de');
    german.unmount();

    browserPrefers('ko-KR', 'sv');
    renderPublicPage(<VerifyFeedbackEmail />, { url: '/feedback/verify?lang=zz', mocks: [] });
    expect(screen.getByText('This link is incomplete')).toBeTruthy();
    expect(main().getAttribute('lang')).toBe('en');
    expect(main().getAttribute('dir')).toBe('ltr');
  });

  it('takes the product’s default widget language before the browser’s, and ?lang before both', async () => {
    browserPrefers('en-GB');
    await serveWidget({ language: 'nl' });
    const dutch = renderPublicPage(<OrganisationFeedbackPage />, { url: PAGE, mocks: [organisationPage] });
    expect(await screen.findByText('Vertel ons wat je ervan vindt: we lezen elk bericht.')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: 'Geschreven feedback' })).toBeTruthy();
    const form = await findWidgetForm(dutch.container);
    expect(form.getByLabelText('Je bericht')).toBeTruthy();
    dutch.unmount();

    renderPublicPage(<OrganisationFeedbackPage />, { url: `${PAGE}&lang=es`, mocks: [organisationPage] });
    expect(await screen.findByRole('radio', { name: 'Comentario por escrito' })).toBeTruthy();
    await waitFor(() => expect(main().getAttribute('lang')).toBe('es'));
  });
});
