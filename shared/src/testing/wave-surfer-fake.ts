import { beforeEach, vi } from 'vitest';

/**
 * wavesurfer.js draws on a canvas jsdom does not have: tests replace the module with this one and
 * check what the player gives it. Use it as
 * `vi.mock('wavesurfer.js', () => import('@hearback/shared/testing/wave-surfer-fake'))`
 * and read `waveSurfer` (from the same module) in the assertions.
 */
export const waveSurfer = {
  create: vi.fn(),
  /** The last handler registered per event, to play the library's side: `handlers.get('ready')?.()`. */
  handlers: new Map<string, (...args: unknown[]) => void>(),
  playPause: vi.fn(),
  /** Moves the playhead and reports it, as the library does through its 'timeupdate' event. */
  setTime: vi.fn(),
  play: vi.fn(),
  destroy: vi.fn(),
};

beforeEach(() => {
  waveSurfer.handlers.clear();
  waveSurfer.setTime.mockImplementation((seconds: number) =>
    waveSurfer.handlers.get('timeupdate')?.(seconds),
  );
  waveSurfer.play.mockImplementation(async () => {});
  waveSurfer.create.mockImplementation(() => ({
    on: (event: string, handler: (...args: unknown[]) => void) => waveSurfer.handlers.set(event, handler),
    playPause: waveSurfer.playPause,
    setTime: waveSurfer.setTime,
    play: waveSurfer.play,
    isPlaying: () => false,
    destroy: waveSurfer.destroy,
  }));
});

export default { create: waveSurfer.create };
