import { formatDuration, Trans } from '@hearback/shared';
import { Flex, Typography } from 'antd';
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import type { RecordingTranscriptWordsQuery } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { formatConfidence, isLowConfidence, LOW_CONFIDENCE_BELOW } from '../lib/transcription';

type Word = NonNullable<RecordingTranscriptWordsQuery['recording']['transcription']>['words'][number];

interface Props {
  words: readonly Word[];
  /** The word being heard, -1 when none. */
  heardIndex: number;
  onPlayFrom: (ms: number) => void;
}

const WORD: CSSProperties = {
  background: 'none',
  border: 0,
  borderRadius: 3,
  padding: '0 1px',
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
};
/** Uncertain words are told apart by their underline, which does not rely on seeing colours. */
const UNSURE: CSSProperties = { textDecoration: 'underline dotted', textUnderlineOffset: 3 };
const HEARD: CSSProperties = { background: '#d9f2e3', boxShadow: '0 0 0 1px #2e8b57' };

const NEXT_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The transcript as one button per word: choosing a word plays the message from it. One Tab stop
 * for the whole transcript (arrow keys, Home and End move between words), so a long message does
 * not put hundreds of stops between the player and the rest of the drawer.
 */
export function TranscriptWords({ words, heardIndex, onPlayFrom }: Props) {
  const { t } = useProductsTranslation();
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const anyUnsure = words.some((word) => isLowConfidence(word.confidence));
  const tabStop = Math.min(focusIndex, words.length - 1);

  const move = (event: KeyboardEvent, index: number) => {
    const next = NEXT_KEYS[event.key]?.(index, words.length - 1);
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph style={{ marginBottom: 0, lineHeight: 1.9 }}>
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would break the words' flow as text. */}
        <span role="group" aria-label={t('Transcript words: choose one to play the message from it')}>
          {words.map((word, index) => {
            const unsure = isLowConfidence(word.confidence);
            const heard = index === heardIndex;
            return (
              // Words repeat, and their order never changes: the position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <span key={index}>
                {index > 0 && ' '}
                <button
                  type="button"
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  tabIndex={index === tabStop ? 0 : -1}
                  aria-current={heard ? 'true' : undefined}
                  aria-description={
                    unsure
                      ? t('Low confidence ({{confidence}})', {
                          confidence: formatConfidence(word.confidence),
                        })
                      : undefined
                  }
                  title={
                    unsure
                      ? t('Play from {{time}}, confidence {{confidence}}', {
                          time: formatDuration(word.startMs),
                          confidence: formatConfidence(word.confidence),
                        })
                      : t('Play from {{time}}', { time: formatDuration(word.startMs) })
                  }
                  style={{ ...WORD, ...(unsure ? UNSURE : {}), ...(heard ? HEARD : {}) }}
                  onFocus={() => setFocusIndex(index)}
                  onKeyDown={(event) => move(event, index)}
                  onClick={() => onPlayFrom(word.startMs)}
                >
                  {word.word}
                </button>
              </span>
            );
          })}
        </span>
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('Choose a word to play the message from it.')}
        {anyUnsure && (
          <>
            {' '}
            <Trans
              t={t}
              i18nKey="<underline>Dotted underline</underline>: the engine was unsure of the word (confidence below {{threshold}})."
              values={{ threshold: formatConfidence(LOW_CONFIDENCE_BELOW) }}
              components={{ underline: <span style={UNSURE} /> }}
            />
          </>
        )}
      </Typography.Text>
    </Flex>
  );
}
