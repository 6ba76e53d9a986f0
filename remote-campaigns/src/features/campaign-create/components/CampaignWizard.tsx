import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { buildPath, failureMessage, useNotify } from '@hearback/shared';
import { Alert, Button, Card, Descriptions, Flex, Input, Radio, Select, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CampaignSource, WidgetPurpose } from '../../../gql/graphql';
import { type CampaignsT, useCampaignsTranslation } from '../../../i18n/translations';
import { formatCount } from '../../../lib/format';
import { purposeLabel, sourceLabel, WIDGET_PURPOSES } from '../../../lib/labels';
import { CreateCampaignMutation, SegmentChoicesQuery } from '../api/create-operations';

export const SOURCE_OF_PATH: Record<string, CampaignSource> = {
  email: 'Email',
  widget: 'Widget',
  link: 'Link',
};

export const MESSAGE_MAX = 2000;
const QUESTIONS_MAX = 10;

interface Draft {
  name: string;
  segmentId: string | null;
  purpose: WidgetPurpose;
  questions: { key: number; text: string }[];
  message: string;
  keywords: string[];
}

const EMPTY: Draft = {
  name: '',
  segmentId: null,
  purpose: 'ProvideFeedback',
  questions: [],
  message: '',
  keywords: [],
};

/** What keeps a step from going on, in words; null when it is complete. */
function problemOf(t: CampaignsT, step: number, draft: Draft, needsSegment: boolean): string | null {
  if (step === 0) {
    if (!draft.name.trim()) return t('Give the campaign a name.');
    if (needsSegment && !draft.segmentId) return t('Choose the segment to ask.');
  }
  if (
    step === 1 &&
    draft.purpose === 'CustomQuestion' &&
    draft.questions.every((question) => !question.text.trim())
  ) {
    return t('Write at least one question.');
  }
  if (step === 2 && !draft.message.trim()) return t('Write the message people will read.');
  return null;
}

function headingOf(t: CampaignsT, source: CampaignSource): string {
  switch (source) {
    case 'Email':
      return t('New E-mail campaign');
    case 'Widget':
      return t('New Widget campaign');
    case 'Link':
      return t('New Link / QR code campaign');
  }
}

/** /campaigns/create/{source}: segment, questions, purpose, message, preview; then create a Draft. */
export function CampaignWizard({ productId, sourcePath }: { productId: string; sourcePath: string }) {
  const { t } = useCampaignsTranslation();
  const source = SOURCE_OF_PATH[sourcePath];
  const notify = useNotify();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const needsSegment = source !== 'Link';
  const segments = useQuery(SegmentChoicesQuery, {
    variables: { productId },
    skip: !needsSegment || !source,
  });
  const [create, { loading: creating }] = useMutation(CreateCampaignMutation);

  if (!source) {
    return <Alert type="error" showIcon title={t('Unknown source: choose e-mail, widget or link.')} />;
  }
  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const problem = problemOf(t, step, draft, needsSegment);
  const segmentName = segments.data?.segments.find((segment) => segment.id === draft.segmentId)?.name;

  const next = () => {
    setTried(true);
    if (problem) return;
    setTried(false);
    setStep((current) => current + 1);
  };

  const submit = async () => {
    try {
      const { data } = await create({
        variables: {
          productId,
          input: {
            name: draft.name.trim(),
            source,
            segmentId: needsSegment ? draft.segmentId : null,
            purpose: draft.purpose,
            message: draft.message.trim(),
            questions: draft.questions.map((question) => question.text.trim()).filter(Boolean),
            keywords: draft.keywords,
          },
        },
      });
      notify.success(t('Campaign created as a draft: schedule it to send.'));
      if (data) navigate(buildPath('campaignSchedule', { productId, id: data.createCampaign.id }));
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {headingOf(t, source)}
      </Typography.Title>
      <Steps
        current={step}
        items={[
          { title: t('Audience') },
          { title: t('Questions') },
          { title: t('Message') },
          { title: t('Preview') },
        ]}
      />
      <Card>
        {step === 0 && (
          <Flex vertical gap={12}>
            <label htmlFor="campaign-name">{t('Name')}</label>
            <Input
              id="campaign-name"
              maxLength={120}
              value={draft.name}
              onChange={(event) => update({ name: event.target.value })}
            />
            {needsSegment && (
              <>
                <label htmlFor="campaign-segment">{t('Segment')}</label>
                <Select<string>
                  id="campaign-segment"
                  aria-label={t('Segment')}
                  loading={segments.loading}
                  value={draft.segmentId ?? undefined}
                  placeholder={t('Choose a segment')}
                  options={(segments.data?.segments ?? []).map((segment) => ({
                    value: segment.id,
                    label: `${segment.name} (${formatCount(segment.size)})`,
                  }))}
                  onChange={(segmentId) => update({ segmentId })}
                />
              </>
            )}
          </Flex>
        )}
        {step === 1 && (
          <Flex vertical gap={12}>
            <Typography.Text strong>{t('What should people do?')}</Typography.Text>
            <Radio.Group
              aria-label={t('Purpose')}
              value={draft.purpose}
              onChange={(event) => update({ purpose: event.target.value as WidgetPurpose })}
              options={WIDGET_PURPOSES.map((purpose) => ({
                value: purpose,
                label: purposeLabel(t, purpose),
              }))}
            />
            <Typography.Text strong>{t('Questions')}</Typography.Text>
            {draft.questions.map((question, index) => (
              <Flex key={question.key} gap={8}>
                <Input
                  aria-label={t('Question {{number}}', { number: index + 1 })}
                  maxLength={500}
                  value={question.text}
                  onChange={(event) =>
                    update({
                      questions: draft.questions.map((each) =>
                        each.key === question.key ? { ...each, text: event.target.value } : each,
                      ),
                    })
                  }
                />
                <Button
                  aria-label={t('Remove question {{number}}', { number: index + 1 })}
                  icon={<MinusCircleOutlined aria-hidden />}
                  onClick={() =>
                    update({ questions: draft.questions.filter((each) => each.key !== question.key) })
                  }
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={draft.questions.length >= QUESTIONS_MAX}
              onClick={() =>
                update({ questions: [...draft.questions, { key: Date.now() + Math.random(), text: '' }] })
              }
            >
              {t('Add a question')}
            </Button>
          </Flex>
        )}
        {step === 2 && (
          <Flex vertical gap={12}>
            <label htmlFor="campaign-message">{t('Message')}</label>
            <Input.TextArea
              id="campaign-message"
              rows={5}
              showCount
              maxLength={MESSAGE_MAX}
              value={draft.message}
              onChange={(event) => update({ message: event.target.value })}
            />
            <label htmlFor="campaign-keywords">{t('Keywords that need attention')}</label>
            <Select<string[]>
              id="campaign-keywords"
              aria-label={t('Keywords')}
              mode="tags"
              value={draft.keywords}
              placeholder={t('e.g. refund, cancel')}
              onChange={(keywords) => update({ keywords })}
            />
          </Flex>
        )}
        {step === 3 && (
          <Descriptions column={1} bordered size="small" title={t('Preview')}>
            <Descriptions.Item label={t('Name')}>{draft.name}</Descriptions.Item>
            <Descriptions.Item label={t('Source')}>{sourceLabel(t, source)}</Descriptions.Item>
            {needsSegment && <Descriptions.Item label={t('Segment')}>{segmentName ?? '–'}</Descriptions.Item>}
            <Descriptions.Item label={t('Purpose')}>{purposeLabel(t, draft.purpose)}</Descriptions.Item>
            <Descriptions.Item label={t('Questions')}>
              {draft.questions
                .map((question) => question.text.trim())
                .filter(Boolean)
                .join(' · ') || '–'}
            </Descriptions.Item>
            <Descriptions.Item label={t('Message')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {draft.message}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('Keywords')}>{draft.keywords.join(', ') || '–'}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {tried && problem && <Alert type="warning" showIcon title={problem} />}
      <Flex gap={8} justify="end">
        {step > 0 && <Button onClick={() => setStep((current) => current - 1)}>{t('Back')}</Button>}
        {step < 3 ? (
          <Button type="primary" onClick={next}>
            {t('Next')}
          </Button>
        ) : (
          <Button type="primary" loading={creating} onClick={submit}>
            {t('Create campaign')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
