/** The recorder's texts, shipped in its lazy chunk; overridden through the same `Hearback.setTexts`. */
export const enRecorder = {
  'error.microphone': 'The microphone is not available. Allow access to record a message.',
  'recorder.start': 'Start recording',
  'recorder.stop': 'Stop recording',
  'recorder.again': 'Record again',
  'recorder.level': 'Microphone level',
  'recorder.elapsed': '{elapsed} of {max, plural, one {# second} other {# seconds}}',
  'recorder.playback': 'Listen to your recording',
  // Spoken by screen readers (a live region); {duration} and {percent} come formatted by Intl.
  'recorder.started': 'Recording started.',
  'recorder.stopped': 'Recording stopped: {duration}.',
  uploading: 'Uploading your recording',
  'recorder.progress': 'Uploading your recording: {percent}',
};

export type RecorderTextKey = keyof typeof enRecorder;
