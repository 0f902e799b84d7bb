import { expect, type Locator } from '@playwright/test';

/**
 * The texts under `root` that are not fully visible: a text node whose box reaches past an
 * ancestor that clips (overflow other than visible), past the viewport's width, or that an
 * ellipsis shortened. Empty when every text shows whole.
 */
export async function cutTexts(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || parent.closest('[aria-hidden="true"], .sr-only'))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const tolerance = 1;
      if (box.left < -tolerance || box.right > window.innerWidth + tolerance) {
        cut.push(`${text} (past the viewport)`);
        continue;
      }
      if (
        style.textOverflow === 'ellipsis' &&
        parent.scrollWidth > parent.clientWidth + tolerance
      ) {
        cut.push(`${text} (ellipsis)`);
        continue;
      }
      for (let up: HTMLElement | null = parent; up; up = up.parentElement) {
        const overflow = getComputedStyle(up);
        if (overflow.overflowX === 'visible' && overflow.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        if (
          box.left < clip.left - tolerance ||
          box.right > clip.right + tolerance ||
          box.top < clip.top - tolerance ||
          box.bottom > clip.bottom + tolerance
        ) {
          cut.push(`${text} (clipped by ${up.tagName.toLowerCase()}.${up.className})`);
          break;
        }
      }
    }
    return cut;
  });
}

export async function expectNoCutText(root: Locator) {
  await expect(root).toBeVisible();
  expect(await cutTexts(root)).toEqual([]);
}

/** What the pointer would hit at the centre of `target`: nothing may lie on top of it. */
export async function expectUncovered(target: Locator) {
  await expect(target).toBeVisible();
  const isOnTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(isOnTop, 'something covers it').toBe(true);
}
