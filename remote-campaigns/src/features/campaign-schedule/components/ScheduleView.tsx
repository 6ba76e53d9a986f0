import { useMutation, useQuery } from '@apollo/client/react';
import { buildPath, failureMessage, useNotify } from '@hearback/shared';
import { Alert, Button, Card, Flex, Input, Select, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CampaignRecurrence, CampaignScheduleFragment } from '../../../gql/graphql';
import { formatDateTime, STATUS_COLOURS } from '../../../lib/format';
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

/** A Date as the value of <input type="datetime-local"> (the browser's local time). */
export const toLocalInput = (date: Date): string => {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

const RECURRENCES: { value: CampaignRecurrence; label: string }[] = [
  { value: 'None', label: 'Once' },
  { value: 'Daily', label: 'Every day' },
  { value: 'Weekly', label: 'Every week' },
];

/** /campaigns/schedule/{id}: start, end, recurrence and time zone; pause and resume. */
export function ScheduleView({ productId, id }: { productId: string; id: string }) {
  const notify = useNotify();
  const { data, loading, error } = useQuery(CampaignScheduleQuery, { variables: { id } });
  const [schedule, scheduling] = useMutation(ScheduleCampaignMutation);
  const [pause, pausing] = useMutation(PauseCampaignMutation);
  const [resume, resuming] = useMutation(ResumeCampaignMutation);
  const [startsAt, setStartsAt] = useState(() => toLocalInput(new Date(Date.now() + 60 * 60_000)));
  const [endsAt, setEndsAt] = useState('');
  const [timeZone, setTimeZone] = useState(browserZone);
  const [recurrence, setRecurrence] = useState<CampaignRecurrence>('None');

  const campaign: CampaignScheduleFragment | undefined = data?.campaign;
  useEffect(() => {
    if (!campaign) return;
    if (campaign.startsAt) setStartsAt(toLocalInput(new Date(campaign.startsAt)));
    if (campaign.endsAt) setEndsAt(toLocalInput(new Date(campaign.endsAt)));
    setTimeZone(campaign.timeZone);
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

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Schedule “{campaign.name}”
        </Typography.Title>
        <Tag color={STATUS_COLOURS[campaign.status]}>{campaign.status}</Tag>
      </Flex>
      {campaign.startsAt && (
        <Typography.Text type="secondary">
          Starts {formatDateTime(campaign.startsAt)}
          {campaign.endsAt ? `, ends ${formatDateTime(campaign.endsAt)}` : ''} ({campaign.timeZone})
        </Typography.Text>
      )}
      <Card>
        <Flex vertical gap={12}>
          <label htmlFor="schedule-start">Start</label>
          <Input
            id="schedule-start"
            type="datetime-local"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
          />
          <label htmlFor="schedule-end">End (optional)</label>
          <Input
            id="schedule-end"
            type="datetime-local"
            value={endsAt}
            onChange={(event) => setEndsAt(event.target.value)}
          />
          <label htmlFor="schedule-recurrence">Repeat</label>
          <Select<CampaignRecurrence>
            id="schedule-recurrence"
            aria-label="Repeat"
            value={recurrence}
            options={RECURRENCES}
            onChange={setRecurrence}
          />
          <label htmlFor="schedule-zone">Time zone</label>
          <Select<string>
            id="schedule-zone"
            aria-label="Time zone"
            showSearch
            value={timeZone}
            options={ZONES().map((zone) => ({ value: zone, label: zone }))}
            onChange={setTimeZone}
          />
        </Flex>
      </Card>
      <Flex gap={8} justify="end">
        <Link to={buildPath('campaign', { productId, id })}>
          <Button>Results</Button>
        </Link>
        {(campaign.status === 'Scheduled' || campaign.status === 'Running') && (
          <Button
            loading={pausing.loading}
            onClick={() => run(() => pause({ variables: { id } }), 'Campaign paused.')}
          >
            Pause
          </Button>
        )}
        {campaign.status === 'Paused' && (
          <Button
            loading={resuming.loading}
            onClick={() => run(() => resume({ variables: { id } }), 'Campaign resumed.')}
          >
            Resume
          </Button>
        )}
        {canSchedule && (
          <Button
            type="primary"
            loading={scheduling.loading}
            onClick={() =>
              run(
                () =>
                  schedule({
                    variables: {
                      id,
                      input: {
                        startsAt: new Date(startsAt).toISOString(),
                        endsAt: endsAt ? new Date(endsAt).toISOString() : null,
                        timeZone,
                        recurrence,
                      },
                    },
                  }),
                'Campaign scheduled.',
              )
            }
          >
            Schedule
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
