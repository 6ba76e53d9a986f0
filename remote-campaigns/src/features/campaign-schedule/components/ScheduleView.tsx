import { useMutation, useQuery } from '@apollo/client/react';
import { buildPath, failureMessage, useNotify } from '@hearback/shared';
import { Alert, Button, Card, Flex, Input, Select, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CampaignRecurrence, CampaignScheduleFragment } from '../../../gql/graphql';
import { useCampaignsTranslation } from '../../../i18n/translations';
import { STATUS_COLOURS } from '../../../lib/format';
import { RECURRENCES, recurrenceLabel, statusLabel } from '../../../lib/labels';
import { formatInZone, fromZonedInput, toZonedInput } from '../../../lib/zoned-time';
import {
  CampaignScheduleQuery,
  PauseCampaignMutation,
  ResumeCampaignMutation,
  ScheduleCampaignMutation,
} from '../api/schedule-operations';

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const ZONES = (): string[] => {
  const known =
    (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set(['UTC', browserZone(), ...known])];
};

/** /campaigns/schedule/{id}: start, end, recurrence and time zone; pause and resume. */
export function ScheduleView({ productId, id }: { productId: string; id: string }) {
  const { t } = useCampaignsTranslation();
  const notify = useNotify();
  const { data, loading, error } = useQuery(CampaignScheduleQuery, { variables: { id } });
  const [schedule, scheduling] = useMutation(ScheduleCampaignMutation);
  const [pause, pausing] = useMutation(PauseCampaignMutation);
  const [resume, resuming] = useMutation(ResumeCampaignMutation);
  // Start and end are wall clocks in `timeZone` (the campaign's), never the browser's.
  const [startsAt, setStartsAt] = useState(() =>
    toZonedInput(new Date(Date.now() + 60 * 60_000), browserZone()),
  );
  const [endsAt, setEndsAt] = useState('');
  const [timeZone, setTimeZone] = useState(browserZone);
  const [recurrence, setRecurrence] = useState<CampaignRecurrence>('None');

  const campaign: CampaignScheduleFragment | undefined = data?.campaign;
  useEffect(() => {
    if (!campaign) return;
    // A campaign never scheduled has only the default zone: offer the Admin's own instead.
    const zone = campaign.startsAt ? campaign.timeZone : browserZone();
    setTimeZone(zone);
    setStartsAt(toZonedInput(campaign.startsAt ?? new Date(Date.now() + 60 * 60_000), zone));
    setEndsAt(campaign.endsAt ? toZonedInput(campaign.endsAt, zone) : '');
    setRecurrence(campaign.recurrence);
  }, [campaign]);

  if (loading && !campaign) return <Skeleton active />;
  if (error || !campaign) return <Alert type="error" showIcon title={failureMessage(error)} />;

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
    } catch (failure) {
      notify.error(failureMessage(failure));
    }
  };
  const canSchedule =
    campaign.status === 'Draft' || campaign.status === 'Scheduled' || campaign.status === 'Paused';
  const submit = () => {
    const start = fromZonedInput(startsAt, timeZone);
    if (!start) {
      notify.error(t('Choose when the campaign starts.'));
      return;
    }
    const end = endsAt ? fromZonedInput(endsAt, timeZone) : null;
    return run(
      () =>
        schedule({
          variables: {
            id,
            input: {
              startsAt: start.toISOString(),
              endsAt: end?.toISOString() ?? null,
              timeZone,
              recurrence,
            },
          },
        }),
      t('Campaign scheduled.'),
    );
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('Schedule “{{name}}”', { name: campaign.name })}
        </Typography.Title>
        <Tag color={STATUS_COLOURS[campaign.status]}>{statusLabel(t, campaign.status)}</Tag>
      </Flex>
      {campaign.startsAt && (
        <Typography.Text type="secondary">
          {campaign.endsAt
            ? t('Starts {{start}}, ends {{end}} ({{timeZone}})', {
                start: formatInZone(campaign.startsAt, campaign.timeZone),
                end: formatInZone(campaign.endsAt, campaign.timeZone),
                timeZone: campaign.timeZone,
              })
            : t('Starts {{start}} ({{timeZone}})', {
                start: formatInZone(campaign.startsAt, campaign.timeZone),
                timeZone: campaign.timeZone,
              })}
        </Typography.Text>
      )}
      <Card>
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {t(
              'Start and end are times in {{timeZone}}; a repeat keeps that time of day across daylight-saving changes.',
              { timeZone },
            )}
          </Typography.Text>
          <label htmlFor="schedule-start">{t('Start')}</label>
          <Input
            id="schedule-start"
            type="datetime-local"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
          />
          <label htmlFor="schedule-end">{t('End (optional)')}</label>
          <Input
            id="schedule-end"
            type="datetime-local"
            value={endsAt}
            onChange={(event) => setEndsAt(event.target.value)}
          />
          <label htmlFor="schedule-recurrence">{t('Repeat')}</label>
          <Select<CampaignRecurrence>
            id="schedule-recurrence"
            aria-label={t('Repeat')}
            value={recurrence}
            options={RECURRENCES.map((value) => ({ value, label: recurrenceLabel(t, value) }))}
            onChange={setRecurrence}
          />
          <label htmlFor="schedule-zone">{t('Time zone')}</label>
          <Select<string>
            id="schedule-zone"
            aria-label={t('Time zone')}
            showSearch
            value={timeZone}
            options={ZONES().map((zone) => ({ value: zone, label: zone }))}
            onChange={setTimeZone}
          />
        </Flex>
      </Card>
      <Flex gap={8} justify="end">
        <Link to={buildPath('campaign', { productId, id })}>
          <Button>{t('Results')}</Button>
        </Link>
        {(campaign.status === 'Scheduled' || campaign.status === 'Running') && (
          <Button
            loading={pausing.loading}
            onClick={() => run(() => pause({ variables: { id } }), t('Campaign paused.'))}
          >
            {t('Pause')}
          </Button>
        )}
        {campaign.status === 'Paused' && (
          <Button
            loading={resuming.loading}
            onClick={() => run(() => resume({ variables: { id } }), t('Campaign resumed.'))}
          >
            {t('Resume')}
          </Button>
        )}
        {canSchedule && (
          <Button type="primary" loading={scheduling.loading} onClick={submit}>
            {t('Schedule')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
