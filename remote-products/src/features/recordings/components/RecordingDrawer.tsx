import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { AudioPlayer, type AudioPlayerHandle, failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Descriptions, Drawer, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { RecordingFieldsFragment } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { DeleteRecordingMutation } from '../api/delete-recording-mutation';
import { MarkRecordingReviewedMutation } from '../api/mark-recording-reviewed-mutation';
import { RecordingAudioUrlQuery } from '../api/recording-audio-url-query';
import { RecordingQuery } from '../api/recording-query';
import { RecordingTranscriptWordsQuery } from '../api/recording-transcript-words-query';
import { formatDateTime, purposeLabel } from '../lib/recording-labels';
import { isTranscriptionPending, TRANSCRIPTION_POLL_MS, wordIndexAt } from '../lib/transcription';
import { SentimentTag } from './SentimentTag';
import { TranscriptionTag } from './TranscriptionTag';
import { TranscriptSection } from './TranscriptSection';

interface Props {
  /** The row the user opened, shown at once while the fresh copy loads. */
  initial: RecordingFieldsFragment;
  canDelete: boolean;
  canTranscribeAgain: boolean;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/**
 * Only an http(s) address becomes a link: the API refuses any other page address, but rows
 * stored before it did may hold a `javascript:` or `data:` one.
 */
const isPageAddress = (value: string): boolean => /^https?:\/\//i.test(value);

/** One recording: player, texts, sentiment, the visitor, and the review/download/delete actions. */
export function RecordingDrawer({ initial, canDelete, canTranscribeAgain, onClose, onDeleted }: Props) {
  const { t } = useProductsTranslation();
  const [pollInterval, setPollInterval] = useState(0);
  // The transcript may have arrived since the list was loaded: the drawer asks again, and keeps
  // asking while the engine is at it (the list may not show this recording any more).
  const { data } = useQuery(RecordingQuery, {
    variables: { id: initial.id },
    fetchPolicy: 'cache-and-network',
    pollInterval,
  });
  const recording = data?.recording ?? initial;
  const transcriptionStatus = recording.transcription?.status;
  const pending = isTranscriptionPending(transcriptionStatus);
  useEffect(() => setPollInterval(pending ? TRANSCRIPTION_POLL_MS : 0), [pending]);

  // Asked again each time the status comes back to Done (after "Transcribe again").
  const { data: wordsData } = useQuery(RecordingTranscriptWordsQuery, {
    variables: { id: initial.id },
    fetchPolicy: 'no-cache',
    skip: transcriptionStatus !== 'Done',
  });
  const words = transcriptionStatus === 'Done' ? wordsData?.recording.transcription?.words : undefined;
  const player = useRef<AudioPlayerHandle>(null);
  const [heardIndex, setHeardIndex] = useState(-1);
  const client = useApolloClient();
  const notify = useNotify();
  const toast = useToast();
  const [markReviewed, { loading: marking }] = useMutation(MarkRecordingReviewedMutation);
  const [deleteRecording, { loading: deleting }] = useMutation(DeleteRecordingMutation);
  const [downloading, setDownloading] = useState(false);

  const toggleReviewed = async () => {
    try {
      await markReviewed({ variables: { id: recording.id, reviewed: !recording.reviewed } });
    } catch (caught) {
      notify.error(failureMessage(caught));
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      const { data: url } = await client.query({
        query: RecordingAudioUrlQuery,
        variables: { id: recording.id },
        fetchPolicy: 'network-only',
      });
      if (!url) throw new Error(t('Something went wrong.'));
      // The signed URL answers with Content-Disposition: attachment, so the page stays.
      const link = document.createElement('a');
      link.href = url.recordingAudioUrl;
      link.rel = 'noopener';
      link.click();
    } catch (caught) {
      notify.error(failureMessage(caught));
    } finally {
      setDownloading(false);
    }
  };

  const remove = async () => {
    try {
      await deleteRecording({
        variables: { id: recording.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Recording', id: recording.id }) });
          cache.gc();
        },
      });
    } catch (caught) {
      notify.error(failureMessage(caught));
      return;
    }
    toast({ message: t('Recording deleted.'), type: 'success' });
    onDeleted(recording.id);
  };

  const { contact } = recording;
  const none = <Typography.Text type="secondary">{t('Not given')}</Typography.Text>;
  return (
    <Drawer
      open
      title={t('Recording')}
      size="large"
      onClose={onClose}
      extra={
        <Flex gap={8}>
          <Button onClick={() => void toggleReviewed()} loading={marking}>
            {recording.reviewed ? t('Mark as not reviewed') : t('Mark as reviewed')}
          </Button>
          {canDelete && (
            <Popconfirm
              title={t('Delete this recording?')}
              description={t('Its details and voice message are removed for good.')}
              okText={t('Delete')}
              okButtonProps={{ danger: true }}
              onConfirm={remove}
            >
              <Button danger icon={<DeleteOutlined aria-hidden />} loading={deleting}>
                {t('Delete')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={20}>
        <Flex gap={8} align="center" wrap>
          <Tag>{purposeLabel(recording.messageType)}</Tag>
          <SentimentTag
            label={recording.sentimentLabel}
            score={recording.sentimentScore}
            source={recording.sentimentSource}
          />
          {recording.transcription && (
            <TranscriptionTag
              status={recording.transcription.status}
              reason={recording.transcription.reason}
            />
          )}
          {recording.reviewed && <Tag color="green">{t('Reviewed')}</Tag>}
        </Flex>
        {recording.audio && (
          <section aria-label={t('Voice message')}>
            <AudioPlayer
              ref={player}
              recordingId={recording.id}
              durationMs={recording.audio.durationMs}
              onTimeUpdate={(seconds) => setHeardIndex(words ? wordIndexAt(words, seconds * 1000) : -1)}
            />
            <Button
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => void download()}
              loading={downloading}
              style={{ marginTop: 8 }}
            >
              {t('Download')}
            </Button>
          </section>
        )}
        {recording.audio && (
          <TranscriptSection
            recording={recording}
            words={words}
            heardIndex={heardIndex}
            onPlayFrom={(ms) => player.current?.playFrom(ms / 1000)}
            canTranscribeAgain={canTranscribeAgain}
          />
        )}
        {recording.text && (
          <section aria-label={t('Message')}>
            <Typography.Title level={5}>{t('Message')}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{recording.text}</Typography.Paragraph>
          </section>
        )}
        {recording.answers.length > 0 && (
          <section aria-label={t('Answers')}>
            <Typography.Title level={5}>{t('Answers')}</Typography.Title>
            <Descriptions
              bordered
              size="small"
              column={1}
              items={recording.answers.map((answer) => ({
                key: answer.questionId,
                label: answer.question ?? t('A question since deleted'),
                children: answer.answer,
              }))}
            />
          </section>
        )}
        <Descriptions
          title={t('Caller details')}
          bordered
          size="small"
          column={1}
          items={[
            { key: 'name', label: t('Name'), children: contact.name ?? none },
            { key: 'email', label: t('Email'), children: contact.email ?? none },
            {
              key: 'phone',
              label: recording.phoneNumber ? t('Call back on') : t('Phone number'),
              children: recording.phoneNumber ?? contact.phoneNumber ?? none,
            },
            { key: 'purpose', label: t('Purpose'), children: contact.purpose ?? none },
            {
              key: 'page',
              label: t('Page'),
              children: !recording.pageUrl ? (
                none
              ) : isPageAddress(recording.pageUrl) ? (
                <Typography.Link href={recording.pageUrl} target="_blank" rel="noreferrer">
                  {recording.pageTitle || recording.pageUrl}
                </Typography.Link>
              ) : (
                <Typography.Text>{recording.pageTitle || recording.pageUrl}</Typography.Text>
              ),
            },
            { key: 'received', label: t('Received'), children: formatDateTime(recording.createdAt) },
            {
              key: 'sent',
              label: t('Sent'),
              children: recording.submittedAt ? formatDateTime(recording.submittedAt) : none,
            },
          ]}
        />
      </Flex>
    </Drawer>
  );
}
