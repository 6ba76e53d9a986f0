import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { demoAudioFolder } from '../../server-files';

/** The committed voice messages (made by server/scripts/make-demo-audio.mjs). */
export const DEMO_AUDIO_DIR = demoAudioFolder;

/** How the clips are encoded: WebM/Opus, as a browser's MediaRecorder sends a voice message. */
export const DEMO_AUDIO_TYPE = 'audio/webm';

export interface DemoClip {
  file: string;
  /** flite's voice that spoke it. */
  voice: string;
  /** What it says. */
  text: string;
  durationMs: number;
  bytes: number;
}

export async function loadDemoClips(): Promise<Map<string, DemoClip>> {
  const manifest = JSON.parse(await readFile(path.join(DEMO_AUDIO_DIR, 'manifest.json'), 'utf8')) as {
    clips: DemoClip[];
  };
  return new Map(manifest.clips.map((clip) => [clip.file, clip]));
}

export const demoClipPath = (clip: DemoClip): string => path.join(DEMO_AUDIO_DIR, clip.file);
