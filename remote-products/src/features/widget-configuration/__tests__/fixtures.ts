import type { MockLink } from '@apollo/client/testing';
import type { WidgetSettingsFieldsFragment, WidgetSettingsInput } from '../../../gql/graphql';
import { WIDGET_KEY } from '../../../testing/render-page';
import { UpdateWidgetSettingsMutation } from '../api/update-widget-settings-mutation';
import { WidgetKeyQuery } from '../api/widget-key-query';
import { WidgetSettingsQuery } from '../api/widget-settings-query';

export const PRODUCT_ID = 'p1';

export const settings = (overrides: Partial<WidgetSettingsFieldsFragment> = {}) => ({
  __typename: 'WidgetSettings' as const,
  id: 'ws-1',
  backgroundColors: ['#ffffff', '#f5f5f5'],
  textColors: ['#1f1f1f'],
  buttonColors: ['#2e8b57', '#1677ff'],
  background: '#ffffff',
  text: '#1f1f1f',
  textBox: '#ffffff',
  button: '#2e8b57',
  backgroundImageUrl: null,
  backgroundImageKey: null,
  messageType: 'LeaveMessage' as const,
  customMessage: null,
  collectType: 'Form' as const,
  collectFields: ['name' as const, 'email' as const],
  position: 'BottomRight' as const,
  questions: [] as Array<{
    __typename: 'Question';
    id: string;
    text: string;
    questionGroupId: string;
    readonly: boolean;
  }>,
  questionGroupId: null as string | null,
  maxRecordingSeconds: 120,
  ...overrides,
});

export const settingsMock = (
  result: MockLink.MockedResponse['result'] = { data: { widgetSettings: settings() } },
): MockLink.MockedResponse => ({
  request: { query: WidgetSettingsQuery, variables: { productId: PRODUCT_ID } },
  result,
});

export const widgetKeyMock: MockLink.MockedResponse = {
  request: { query: WidgetKeyQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: { organizationsQuery: { __typename: 'Organization', id: 'org-1', widgetKey: WIDGET_KEY } },
  },
};

/** What the form sends for the fixture's settings when nothing was changed. */
export const UNCHANGED_BODY: WidgetSettingsInput = {
  backgroundColors: ['#ffffff', '#f5f5f5'],
  textColors: ['#1f1f1f'],
  buttonColors: ['#2e8b57', '#1677ff'],
  background: '#ffffff',
  text: '#1f1f1f',
  textBox: '#ffffff',
  button: '#2e8b57',
  messageType: 'LeaveMessage',
  customMessage: null,
  collectType: 'Form',
  collectFields: ['name', 'email'],
  position: 'BottomRight',
  backgroundImageKey: null,
  maxRecordingSeconds: 120,
  questions: [],
  questionGroupId: null,
};

export const updateMock = (
  body: WidgetSettingsInput,
  result: MockLink.MockedResponse['result'],
  onCall?: () => void,
): MockLink.MockedResponse => ({
  request: { query: UpdateWidgetSettingsMutation, variables: { productId: PRODUCT_ID, body } },
  result: () => {
    onCall?.();
    return typeof result === 'function' ? (result as () => never)() : (result as never);
  },
});
