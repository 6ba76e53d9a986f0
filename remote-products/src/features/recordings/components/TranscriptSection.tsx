import { RedoOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Alert, Button, Flex, Popconfirm, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { RecordingFieldsFragment, RecordingTranscriptWordsQuery } from '../../../gql/graphql';
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

/** Why there is no transcript, when the server gave no sentence of its own. */
const FALLBACK_REASONS = {
  NoSpeech: 'No speech was heard in this voice message.',
  UnsupportedLanguage: "Not transcribed: the speech engine does not understand the message's language.",
  Failed: 'The transcription failed.',
  Off: 'Transcription is off on this server.',
} as const;

const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;

function StatusText({ transcription }: { transcription: Transcription }) {
  const { status, reason, attempts, nextAttemptAt } = transcription;
  if (status === 'Queued' || status === 'Transcribing') {
    const retrying = status === 'Queued' && nextAttemptAt;
    return (
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">
          Transcribing… the transcript appears here in about the message's length.
        </Typography.Text>
        {retrying && (
          <Alert
            type="warning"
            showIcon
            title={reason ?? 'The last attempt failed.'}
            description={`${attemptsText(attempts)} so far; the next one at ${formatDateTime(nextAttemptAt)}.`}
          />
        )}
      </Flex>
    );
  }
  if (status === 'Done') return null;
  const sentence = reason ?? FALLBACK_REASONS[status];
  if (status === 'Failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={sentence}
        description={`Gave up after ${attemptsText(attempts)}.`}
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
  if (words && words.length > 0) {
    return <TranscriptWords words={words} heardIndex={heardIndex} onPlayFrom={onPlayFrom} />;
  }
  // While the timed words load, and from an engine that gives none, the plain text.
  if (plainText || !words) return plainText;
  return <Typography.Text type="secondary">The engine gave no words.</Typography.Text>;
}

/**
 * The drawer's transcript: made by a speech engine (and said so), its words playing the message
 * from where they were said, or why there is none yet; Admins can have it made again.
 */
export function TranscriptSection({ recording, words, heardIndex, onPlayFrom, canTranscribeAgain }: Props) {
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
    toast({ message: 'Queued for transcription.', type: 'success' });
  };

  const plainText = recording.transcript ? (
    <Typography.Paragraph style={{ marginBottom: 0 }}>{recording.transcript}</Typography.Paragraph>
  ) : null;

  if (!transcription) {
    // A voice message the server has not put through the engine (it came before the engine did).
    return (
      <section aria-label="Transcript">
        <Typography.Title level={5}>Transcript</Typography.Title>
        {plainText ?? <Typography.Text type="secondary">No transcript yet.</Typography.Text>}
      </section>
    );
  }

  const done = transcription.status === 'Done';
  return (
    <section aria-label="Transcript">
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {transcription.automatic ? 'Automatic transcript' : 'Transcript'}
        </Typography.Title>
        {canTranscribeAgain && (
          <Popconfirm
            title="Transcribe this voice message again?"
            description="It goes back in the queue of the server's speech engine."
            okText="Transcribe again"
            disabled={pending}
            onConfirm={queueAgain}
          >
            <Button size="small" icon={<RedoOutlined aria-hidden />} disabled={pending} loading={queueing}>
              Transcribe again
            </Button>
          </Popconfirm>
        )}
      </Flex>
      {transcription.engine && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 8 }}>
          {done ? 'Made by' : 'Engine:'} {engineLabel(transcription.engine)}
        </Typography.Text>
      )}
      <StatusText transcription={transcription} />
      {done && (
        <DoneTranscript words={words} plainText={plainText} heardIndex={heardIndex} onPlayFrom={onPlayFrom} />
      )}
    </section>
  );
}
