import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColour, readableTextOn } from '../colour-contrast';

describe('readableTextColour', () => {
  it('keeps a colour that reads at 4.5:1', () => {
    expect(readableTextColour('#1f1f1f', '#ffffff')).toBe('#1f1f1f');
  });

  it('replaces one below 4.5:1 with white or black, whichever reads', () => {
    // Light grey on white is 1.6:1; the brand green on white 4.24:1.
    expect(readableTextColour('#cccccc', '#ffffff')).toBe('#000000');
    expect(readableTextColour('#2e8b57', '#ffffff')).toBe('#000000');
    expect(readableTextColour('#555555', '#000000')).toBe('#ffffff');
    expect(contrastRatio(readableTextColour('#2e8b57', '#2e8b57'), '#2e8b57')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves colours it cannot read as they are', () => {
    expect(readableTextColour('var(--x)', '#ffffff')).toBe('var(--x)');
    expect(readableTextColour('#000000', 'url(x)')).toBe('#000000');
  });

  it('picks the launcher text for any button colour at 4.5:1 or better', () => {
    for (const button of ['#2e8b57', '#ffd400', '#1d4ed8', '#ff0000', '#777777', '#ffffff', '#000000']) {
      const ratio = contrastRatio(readableTextOn(button), button);
      // The worst case of white-or-black is mid-grey (~4.6:1): never below AA.
      expect(ratio, button).toBeGreaterThanOrEqual(4.5);
    }
  });
});
