import { RedoOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Alert, Button, Flex, Popconfirm, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { RecordingFieldsFragment, RecordingTranscriptWordsQuery } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { TranscribeRecordingAgainMutation } from '../api/transcribe-recording-again-mutation';
import { formatDateTime } from '../lib/recording-labels';
import { engineLabel, isTranscriptionPending } from '../lib/transcription';
import { TranscriptWords } from './TranscriptWords';

type Words = NonNullable<RecordingTranscriptWordsQuery['recording']['transcription']>['words'];
type Transcription = NonNullable<RecordingFieldsFragment['transcription']>;

interface Props {
  recording: RecordingFieldsFragment;
  /** The timed words, undefined while they load (the plain transcript stands in). */
  words: Words | undefined;
  heardIndex: number;
  onPlayFrom: (ms: number) => void;
  canTranscribeAgain: boolean;
}

function StatusText({ transcription }: { transcription: Transcription }) {
  const { t } = useProductsTranslation();
  /** Why there is no transcript, when the server gave no sentence of its own. */
  const fallbackReason = (outcome: 'NoSpeech' | 'UnsupportedLanguage' | 'Failed' | 'Off') => {
    switch (outcome) {
      case 'NoSpeech':
        return t('No speech was heard in this voice message.');
      case 'UnsupportedLanguage':
        return t("Not transcribed: the speech engine does not understand the message's language.");
      case 'Failed':
        return t('The transcription failed.');
      case 'Off':
        return t('Transcription is off on this server.');
    }
  };
  const { status, reason, attempts, nextAttemptAt } = transcription;
  if (status === 'Queued' || status === 'Transcribing') {
    const retrying = status === 'Queued' && nextAttemptAt;
    return (
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">
          {t("Transcribing… the transcript appears here in about the message's length.")}
        </Typography.Text>
        {retrying && (
          <Alert
            type="warning"
            showIcon
            title={reason ?? t('The last attempt failed.')}
            description={t('{{count}} attempts so far; the next one at {{time}}.', {
              count: attempts,
              time: formatDateTime(nextAttemptAt),
            })}
          />
        )}
      </Flex>
    );
  }
  if (status === 'Done') return null;
  const sentence = reason ?? fallbackReason(status);
  if (status === 'Failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={sentence}
        description={t('Gave up after {{count}} attempts.', { count: attempts })}
      />
    );
  }
  return <Typography.Text type="secondary">{sentence}</Typography.Text>;
}

function DoneTranscript({
  words,
  plainText,
  heardIndex,
  onPlayFrom,
}: Pick<Props, 'words' | 'heardIndex' | 'onPlayFrom'> & { plainText: ReactNode }) {
  const { t } = useProductsTranslation();
  if (words && words.length > 0) {
    return <TranscriptWords words={words} heardIndex={heardIndex} onPlayFrom={onPlayFrom} />;
  }
  // While the timed words load, and from an engine that gives none, the plain text.
  if (plainText || !words) return plainText;
  return <Typography.Text type="secondary">{t('The engine gave no words.')}</Typography.Text>;
}

/**
 * The drawer's transcript: made by a speech engine (and said so), its words playing the message
 * from where they were said, or why there is none yet; Admins can have it made again.
 */
export function TranscriptSection({ recording, words, heardIndex, onPlayFrom, canTranscribeAgain }: Props) {
  const { t } = useProductsTranslation();
  const notify = useNotify();
  const toast = useToast();
  const [transcribeAgain, { loading: queueing }] = useMutation(TranscribeRecordingAgainMutation);
  const { transcription } = recording;
  const pending = isTranscriptionPending(transcription?.status);

  const queueAgain = async () => {
    try {
      await transcribeAgain({ variables: { id: recording.id } });
    } catch (caught) {
      notify.error(failureMessage(caught));
      return;
    }
    toast({ message: t('Queued for transcription.'), type: 'success' });
  };

  const plainText = recording.transcript ? (
    <Typography.Paragraph style={{ marginBottom: 0 }}>{recording.transcript}</Typography.Paragraph>
  ) : null;

  if (!transcription) {
    // A voice message the server has not put through the engine (it came before the engine did).
    return (
      <section aria-label={t('Transcript')}>
        <Typography.Title level={5}>{t('Transcript')}</Typography.Title>
        {plainText ?? <Typography.Text type="secondary">{t('No transcript yet.')}</Typography.Text>}
      </section>
    );
  }

  const done = transcription.status === 'Done';
  return (
    <section aria-label={t('Transcript')}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {transcription.automatic ? t('Automatic transcript') : t('Transcript')}
        </Typography.Title>
        {canTranscribeAgain && (
          <Popconfirm
            title={t('Transcribe this voice message again?')}
            description={t("It goes back in the queue of the server's speech engine.")}
            okText={t('Transcribe again')}
            disabled={pending}
            onConfirm={queueAgain}
          >
            <Button size="small" icon={<RedoOutlined aria-hidden />} disabled={pending} loading={queueing}>
              {t('Transcribe again')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      {transcription.engine && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 8 }}>
          {done
            ? t('Made by {{engine}}', { engine: engineLabel(transcription.engine) })
            : t('Engine: {{engine}}', { engine: engineLabel(transcription.engine) })}
        </Typography.Text>
      )}
      <StatusText transcription={transcription} />
      {done && (
        <DoneTranscript words={words} plainText={plainText} heardIndex={heardIndex} onPlayFrom={onPlayFrom} />
      )}
    </section>
  );
}
