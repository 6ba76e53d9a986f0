import { describe, expect, it } from 'vitest';
import { installSnippet } from '../lib/install-snippet';
import { launcherOffsets, previewSettingsOf } from '../lib/preview-settings';
import { formValuesOf } from '../lib/widget-form-values';
import { settings } from './fixtures';

describe('widget configuration helpers', () => {
  it('builds the one script tag of the widget', () => {
    expect(installSnippet('https://hear.example', 'wk', 'p1')).toBe(
      '<script src="https://hear.example/widget/loader.js" data-key="wk" data-product="p1" async></script>',
    );
  });

  it('gives the preview the unsaved questions with draft ids, and none for other purposes', () => {
    const values = {
      ...formValuesOf(settings()),
      messageType: 'CustomQuestion' as const,
      customMessage: '  ',
      questions: [{ id: 'q1', text: 'Saved' }, { text: ' New ' }, { text: '' }],
    };
    expect(previewSettingsOf(values)).toMatchObject({
      customMessage: null,
      questions: [
        { id: 'q1', text: 'Saved' },
        { id: 'draft-1', text: 'New' },
      ],
    });
    expect(previewSettingsOf({ ...values, messageType: 'PhoneCall' }).questions).toEqual([]);
  });

  it('places the launcher as the loader does', () => {
    expect(launcherOffsets('BottomRight')).toEqual({ side: 'right', bottom: 20 });
    expect(launcherOffsets('BottomLeftNext')).toEqual({ side: 'left', bottom: 92 });
  });
});
