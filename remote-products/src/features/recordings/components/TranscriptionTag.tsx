import {
  AudioMutedOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  GlobalOutlined,
  StopOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { TranscriptionStatus } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { transcriptionStatusLabel } from '../lib/transcription';

const LOOKS: Record<TranscriptionStatus, { color: string; icon: ReactNode }> = {
  Queued: { color: 'default', icon: <ClockCircleOutlined aria-hidden /> },
  Transcribing: { color: 'processing', icon: <SyncOutlined spin aria-hidden /> },
  Done: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  NoSpeech: { color: 'default', icon: <AudioMutedOutlined aria-hidden /> },
  UnsupportedLanguage: { color: 'gold', icon: <GlobalOutlined aria-hidden /> },
  Failed: { color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
  Off: { color: 'default', icon: <StopOutlined aria-hidden /> },
};

/** Where a voice message's transcript stands, in words (the colour and icon only repeat them). */
export function TranscriptionTag({
  status,
  reason,
}: {
  status: TranscriptionStatus;
  reason?: string | null;
}) {
  // Subscribes to the language, so the label changes with it.
  useProductsTranslation();
  const look = LOOKS[status];
  return (
    <Tag color={look.color} icon={look.icon} title={reason ?? undefined} style={{ marginInlineEnd: 0 }}>
      {transcriptionStatusLabel(status)}
    </Tag>
  );
}
