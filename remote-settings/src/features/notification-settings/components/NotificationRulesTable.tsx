import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify } from '@hearback/shared';
import { Select, Switch, Table, Typography } from 'antd';
import type { NotificationSettingInput, NotificationSettingsQuery } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { UpdateNotificationSettingsMutation } from '../api/update-notification-settings-mutation';
import { audienceLabel, topicTexts } from '../lib/topics';

type Rule = NotificationSettingsQuery['notificationSettings'][number];

/** One row per topic; each control saves at once, as a switch is one decision, not part of a form. */
export function NotificationRulesTable({ rules, canEdit }: { rules: Rule[]; canEdit: boolean }) {
  const { t } = useSettingsTranslation();
  const [update, { loading }] = useMutation(UpdateNotificationSettingsMutation, {
    // The answer holds every topic; the list is replaced as a whole.
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        fields: { notificationSettings: () => data.updateNotificationSettings },
      });
    },
  });
  const notify = useNotify();

  const change = async (setting: NotificationSettingInput) => {
    try {
      await update({ variables: { settings: [setting] } });
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  return (
    <Table<Rule>
      rowKey="topic"
      dataSource={rules}
      pagination={false}
      loading={loading}
      columns={[
        {
          key: 'topic',
          title: t('What happened'),
          render: (_, rule) => (
            <>
              <Typography.Text strong>{topicTexts(rule.topic).label}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{topicTexts(rule.topic).help}</Typography.Text>
            </>
          ),
        },
        {
          key: 'audience',
          title: t('Who is told'),
          width: 260,
          render: (_, rule) => (
            <Select
              aria-label={t('Who is told of {{topic}}', { topic: topicTexts(rule.topic).label })}
              value={rule.audience}
              disabled={!canEdit || rule.audiences.length < 2}
              style={{ width: '100%' }}
              options={rule.audiences.map((audience) => ({
                value: audience,
                label: audienceLabel(audience),
              }))}
              onChange={(audience) => void change({ topic: rule.topic, audience })}
            />
          ),
        },
        {
          key: 'email',
          title: t('E-mail'),
          width: 100,
          render: (_, rule) => (
            <Switch
              aria-label={t('E-mail for {{topic}}', { topic: topicTexts(rule.topic).label })}
              checked={rule.email}
              disabled={!canEdit}
              onChange={(email) => void change({ topic: rule.topic, email })}
            />
          ),
        },
        {
          key: 'inApp',
          title: t('In the app'),
          width: 110,
          render: (_, rule) => (
            <Switch
              aria-label={t('In the app for {{topic}}', { topic: topicTexts(rule.topic).label })}
              checked={rule.inApp}
              disabled={!canEdit}
              onChange={(inApp) => void change({ topic: rule.topic, inApp })}
            />
          ),
        },
      ]}
    />
  );
}
