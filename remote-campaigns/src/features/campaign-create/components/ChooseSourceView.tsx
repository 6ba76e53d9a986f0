import { LinkOutlined, MailOutlined, MessageOutlined } from '@ant-design/icons';
import { buildPath } from '@hearback/shared';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type CampaignsT, useCampaignsTranslation } from '../../../i18n/translations';

/** The sources a campaign can have, as the path of the wizard names them. */
const sourceChoices = (
  t: CampaignsT,
): { source: 'email' | 'widget' | 'link'; title: string; text: string; icon: ReactNode }[] => [
  {
    source: 'email',
    title: t('E-mail'),
    text: t('A personal link to a hosted feedback page, mailed to each contact of a segment.'),
    icon: <MailOutlined aria-hidden />,
  },
  {
    source: 'widget',
    title: t('Widget'),
    text: t('A prompt the widget shows to identified contacts of a segment.'),
    icon: <MessageOutlined aria-hidden />,
  },
  {
    source: 'link',
    title: t('Link or QR code'),
    text: t('A public page anyone with the link can answer, for events and print.'),
    icon: <LinkOutlined aria-hidden />,
  },
];

/** /campaigns/create: the first choice, the source, which decides the wizard's steps. */
export function ChooseSourceView({ productId }: { productId: string }) {
  const { t } = useCampaignsTranslation();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('Create a campaign')}
      </Typography.Title>
      <Typography.Text>{t('How should people be asked?')}</Typography.Text>
      <Flex gap={16} wrap>
        {sourceChoices(t).map((choice) => (
          <Link
            key={choice.source}
            to={buildPath('campaignCreateFromSource', { productId, source: choice.source })}
            aria-label={choice.title}
          >
            <Card hoverable style={{ width: 260 }}>
              <Flex vertical gap={8}>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {choice.icon} {choice.title}
                </Typography.Title>
                <Typography.Text type="secondary">{choice.text}</Typography.Text>
              </Flex>
            </Card>
          </Link>
        ))}
      </Flex>
    </Flex>
  );
}
