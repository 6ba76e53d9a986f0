/**
 * A product's widget before anyone configured it (spec section 3). The palettes are what the
 * configuration page offers; the first colour of each is the one in use.
 */
export const WIDGET_DEFAULTS = {
  backgroundColors: ['#ffffff', '#f5f5f5', '#1f1f1f', '#e8f5ee', '#fff7e6'],
  textColors: ['#1f1f1f', '#595959', '#ffffff', '#2e8b57'],
  buttonColors: ['#2e8b57', '#1677ff', '#fa8c16', '#1f1f1f', '#eb2f96'],
  background: '#ffffff',
  text: '#1f1f1f',
  textBox: '#ffffff',
  button: '#2e8b57',
  backgroundImageKey: null,
  backgroundImageUrl: null,
  messageType: 'LeaveMessage',
  customMessage: null,
  collectType: 'Form',
  collectFields: ['name', 'email'],
  position: 'BottomRight',
  questionIds: [],
  questionGroupId: null,
  maxRecordingSeconds: 120,
} as const;

/** The prompt of each purpose when no custom message is set (spec section 3). */
export const DEFAULT_PROMPTS = {
  LeaveMessage: 'Leave us a message.',
  PhoneCall: 'Call us.',
  ProvideFeedback: 'Leave us your feedback',
  CustomQuestion: null,
} as const;
