// The embedded speech engine (PocketSphinx, US English) and the audio converter it needs come
// from Debian's packages: the npm registry serves no speech model that installs offline.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** What the server runs: ffmpeg decodes any upload, PocketSphinx transcribes it. */
export const RUNTIME_PACKAGES = ['ffmpeg', 'pocketsphinx', 'pocketsphinx-en-us'];
/** What the tests add: the engine's own recordings of real speech with their transcriptions. */
export const TEST_PACKAGES = [...RUNTIME_PACKAGES, 'pocketsphinx-testdata'];

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const TEST_DATA_DIR = '/usr/share/pocketsphinx/test/data/librivox';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

function missing(packages) {
  const present = {
    ffmpeg: () => onPath('ffmpeg'),
    pocketsphinx: () => onPath('pocketsphinx_continuous'),
    'pocketsphinx-en-us': () => existsSync(MODEL_DIR),
    'pocketsphinx-testdata': () => existsSync(TEST_DATA_DIR),
  };
  return packages.filter((name) => !present[name]());
}

/** What apt-get runs behind: nothing as root, sudo when it needs no password; null otherwise. */
function aptPrefix() {
  if (!onPath('apt-get')) return null;
  if (process.getuid?.() === 0) return [];
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true']).status === 0) return ['sudo', '-n'];
  return null;
}

/**
 * Installs what is missing of `packages` with apt-get where the machine allows it; elsewhere says
 * how to add it. Answers whether everything is there now.
 */
export function ensureSpeechEnginePackages(packages = RUNTIME_PACKAGES) {
  const absent = missing(packages);
  if (absent.length === 0) return true;
  const prefix = aptPrefix();
  if (!prefix) {
    console.warn(
      `The embedded speech engine is not installed (${absent.join(', ')}): voice messages will be ` +
        'stored but not transcribed. On Debian or Ubuntu: sudo apt-get install ' +
        `${absent.join(' ')}; or set TRANSCRIPTION_URL to an OpenAI-compatible speech-to-text server.`,
    );
    return false;
  }
  console.log(`Installing the embedded speech engine from Debian's packages: ${absent.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const runApt = (args) => {
    const [command, ...commandArgs] = [...prefix, 'apt-get', ...args];
    return spawnSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
  };
  const installed =
    runApt(['install', '-y', '-qq', '--no-install-recommends', ...absent]) ||
    (runApt(['update', '-qq']) && runApt(['install', '-y', '-qq', '--no-install-recommends', ...absent]));
  const still = missing(packages);
  if (!installed || still.length > 0) {
    console.warn(
      `Could not install ${still.join(', ')} with apt-get; transcription stays off until they are.`,
    );
    return false;
  }
  return true;
}
