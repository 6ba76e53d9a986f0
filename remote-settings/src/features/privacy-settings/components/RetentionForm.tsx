import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Flex, Form, InputNumber, Popconfirm, Radio, Typography } from 'antd';
import { useState } from 'react';
import type { PrivacySettingsQuery } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { UpdatePrivacySettingsMutation } from '../api/update-privacy-settings-mutation';

type Settings = PrivacySettingsQuery['privacySettings'];
type Mode = 'forever' | 'days';

/** A starting point when an Admin first chooses a period: a year, a common policy for feedback. */
const SUGGESTED_DAYS = 365;

export function RetentionForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const { t } = useSettingsTranslation();
  const [update, { loading }] = useMutation(UpdatePrivacySettingsMutation);
  const notify = useNotify();
  const toast = useToast();
  const [mode, setMode] = useState<Mode>(settings.retentionDays == null ? 'forever' : 'days');
  const [days, setDays] = useState<number | null>(settings.retentionDays ?? SUGGESTED_DAYS);
  const chosen = mode === 'forever' ? null : days;
  const valid =
    chosen === null ||
    (Number.isInteger(chosen) && chosen >= settings.minRetentionDays && chosen <= settings.maxRetentionDays);
  const unchanged = chosen === settings.retentionDays;
  // Any period, or a shorter one, deletes feedback that exists today: that deserves a second look.
  const deletes =
    chosen !== null && (settings.retentionDays === null || chosen < (settings.retentionDays ?? Infinity));

  const save = async () => {
    try {
      await update({ variables: { retentionDays: chosen } });
    } catch (error) {
      notify.error(failureMessage(error));
      return;
    }
    toast({
      message:
        chosen === null
          ? t('Feedback is now kept forever.')
          : t('Feedback is now kept for {{days}} days.', { days: chosen }),
      type: 'success',
    });
  };

  const saveButton = (
    <Button
      type="primary"
      loading={loading}
      disabled={!valid || unchanged}
      onClick={deletes ? undefined : () => void save()}
    >
      {t('Save retention')}
    </Button>
  );

  return (
    <Form layout="vertical" disabled={!canEdit}>
      <Form.Item label={t('Keep recordings and contacts')}>
        <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <Flex vertical gap={8}>
            <Radio value="forever">{t('Forever')}</Radio>
            <Radio value="days">
              <Flex gap={8} align="center">
                {t('For')}
                <InputNumber
                  aria-label={t('Retention in days')}
                  min={settings.minRetentionDays}
                  max={settings.maxRetentionDays}
                  precision={0}
                  value={days}
                  disabled={!canEdit || mode !== 'days'}
                  onChange={(value) => setDays(value)}
                />
                {t('days, then delete them')}
              </Flex>
            </Radio>
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Typography.Paragraph type="secondary">
        {t(
          'A background job deletes recordings (with their voice files) and contacts once they are older than the period, every hour.',
        )}
      </Typography.Paragraph>
      {canEdit &&
        (deletes && valid && !unchanged ? (
          <Popconfirm
            title={t('Delete older feedback?')}
            description={t(
              'Recordings and contacts older than {{days}} days will be deleted for good within the hour.',
              {
                days: chosen,
              },
            )}
            okText={t('Delete older feedback')}
            okButtonProps={{ danger: true }}
            onConfirm={() => save()}
          >
            {saveButton}
          </Popconfirm>
        ) : (
          saveButton
        ))}
    </Form>
  );
}
