import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../../../test/render-settings';
import { GeneralSettingsQuery } from '../api/general-settings-query';
import { UpdateGeneralSettingsMutation } from '../api/update-general-settings-mutation';
import { GeneralSettingsView } from '../components/GeneralSettingsView';

const SETTINGS = {
  __typename: 'GeneralSettings' as const,
  productId: 'p1',
  name: 'Shop',
  url: 'https://shop.example',
  timeZone: 'Europe/London',
  widgetLanguage: null,
};

const LANGUAGES = [
  { __typename: 'WidgetLanguage' as const, code: 'de', name: 'German' },
  { __typename: 'WidgetLanguage' as const, code: 'en', name: 'English' },
];

const readMock = {
  request: { query: GeneralSettingsQuery, variables: { productId: 'p1' } },
  result: { data: { generalSettings: SETTINGS, widgetLanguages: LANGUAGES } },
  maxUsageCount: 5,
};

async function choose(user: ReturnType<typeof renderSettings>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(
    options.find((element) => element.classList.contains('ant-select-item-option')) ?? options[0]!,
  );
}

describe('GeneralSettingsView (settings/general)', { timeout: 60_000 }, () => {
  it('shows the product’s name, address, zone and widget language', async () => {
    renderSettings(<GeneralSettingsView productId="p1" />, [readMock]);
    expect(((await screen.findByLabelText('Product name')) as HTMLInputElement).value).toBe('Shop');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('https://shop.example');
    expect(screen.getByTitle('Europe/London')).toBeTruthy();
    expect(screen.getByTitle("The visitor's browser language")).toBeTruthy();
  });

  it('saves every field in one mutation for an Admin', async () => {
    const saved = vi.fn(() => ({
      data: { updateGeneralSettings: { ...SETTINGS, name: 'Web shop', widgetLanguage: 'de' } },
    }));
    const { user } = renderSettings(<GeneralSettingsView productId="p1" />, [
      readMock,
      {
        request: {
          query: UpdateGeneralSettingsMutation,
          variables: {
            productId: 'p1',
            update: {
              name: 'Web shop',
              url: 'https://shop.example',
              timeZone: 'Europe/London',
              widgetLanguage: 'de',
            },
          },
        },
        result: saved,
      },
    ]);
    const name = await screen.findByLabelText('Product name');
    await user.clear(name);
    await user.type(name, 'Web shop');
    await choose(user, 'Widget language', 'German (de)');
    await user.click(screen.getByRole('button', { name: 'Save general settings' }));
    expect(await screen.findByText('The general settings were saved.')).toBeTruthy();
    expect(saved).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal under the field it names", async () => {
    const { user } = renderSettings(<GeneralSettingsView productId="p1" />, [
      readMock,
      {
        request: {
          query: UpdateGeneralSettingsMutation,
          variables: {
            productId: 'p1',
            update: {
              name: 'Shop',
              url: 'https://shop.example',
              timeZone: 'Europe/London',
              widgetLanguage: null,
            },
          },
        },
        result: {
          errors: [
            new GraphQLError('time zone must be an IANA time zone, such as Europe/London', {
              extensions: { code: 'BAD_USER_INPUT', field: 'update.timeZone' },
            }),
          ],
        },
      },
    ]);
    await screen.findByLabelText('Product name');
    await user.click(screen.getByRole('button', { name: 'Save general settings' }));
    const item = (
      await screen.findByText('Time zone must be an IANA time zone, such as Europe/London.')
    ).closest('.ant-form-item') as HTMLElement;
    expect(within(item).getByText('Time zone')).toBeTruthy();
  });

  it('checks the name before asking the server', async () => {
    const { user } = renderSettings(<GeneralSettingsView productId="p1" />, [readMock]);
    await user.clear(await screen.findByLabelText('Product name'));
    await user.click(screen.getByRole('button', { name: 'Save general settings' }));
    expect(await screen.findByText('Please enter product name.')).toBeTruthy();
  });

  it('shows a Member the settings without a way to change them', async () => {
    renderSettings(<GeneralSettingsView productId="p1" />, [readMock], { role: 'Member' });
    const name = (await screen.findByLabelText('Product name')) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect(screen.getByText('Only an Admin can change these settings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save general settings' })).toBeNull();
  });

  it('asks for a product when none is chosen', () => {
    renderSettings(<GeneralSettingsView productId="all" />, []);
    expect(screen.getByText('Pick a product')).toBeTruthy();
  });
});
