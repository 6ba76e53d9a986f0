/** The recorder's texts, shipped in its lazy chunk; overridden through the same `Hearback.setTexts`. */
export const enRecorder = {
  'error.microphone': 'The microphone is not available. Allow access to record a message.',
  'recorder.start': 'Start recording',
  'recorder.stop': 'Stop recording',
  'recorder.again': 'Record again',
  'recorder.level': 'Microphone level',
  'recorder.elapsed': '{elapsed} of {max, plural, one {# second} other {# seconds}}',
  'recorder.playback': 'Listen to your recording',
};

export type RecorderTextKey = keyof typeof enRecorder;
