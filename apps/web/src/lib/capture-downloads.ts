import { vi } from 'vitest';

/**
 * For component tests of downloadJson's callers: stubs the object URL and the anchor's click (jsdom
 * has neither) and returns the file names the component downloaded, in order. Undo with
 * vi.restoreAllMocks() and vi.unstubAllGlobals().
 */
export function captureDownloads(): string[] {
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}
