import { expect, type Locator } from '@playwright/test';

/**
 * What of the elements `locator` matches is cut: a text node whose glyph boxes (range client
 * rects) leave its element's box (an ellipsis, a word running out, lines below a fixed height),
 * an element of it whose content is wider or taller than a box that clips it (scrollWidth >
 * clientWidth under overflow other than visible), or the element itself clipped by an ancestor.
 * Elements not rendered and visually hidden texts (sr-only) are skipped. Empty means nothing is cut.
 */
export async function cutTexts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => {
    const TOLERANCE = 0.5;
    const problems: string[] = [];
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const clips = (style: CSSStyleDeclaration) =>
      style.overflowX !== 'visible' || style.overflowY !== 'visible';
    /** sr-only and the like: clipped to nothing on purpose. */
    const visuallyHidden = (el: Element, root: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)')
          return true;
        if (node === root) break;
      }
      return false;
    };
    const outside = (inner: DOMRect, outer: DOMRect) =>
      inner.left < outer.left - TOLERANCE ||
      inner.right > outer.right + TOLERANCE ||
      inner.top < outer.top - TOLERANCE ||
      inner.bottom > outer.bottom + TOLERANCE;

    for (const element of elements) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (visuallyHidden(element, element)) continue;
      // The element inside every ancestor that clips.
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (clips(getComputedStyle(up)) && outside(box, up.getBoundingClientRect())) {
          problems.push(`${name(element)} is clipped by ${name(up)}`);
          break;
        }
      }
      // Boxes inside it that clip their own content.
      for (const node of [element, ...element.querySelectorAll('*')]) {
        if (!(node instanceof HTMLElement) || visuallyHidden(node, element)) continue;
        const style = getComputedStyle(node);
        if (!clips(style)) continue;
        if (
          node.scrollWidth > node.clientWidth + 1 ||
          (style.overflowY !== 'visible' && node.scrollHeight > node.clientHeight + 1)
        ) {
          problems.push(
            `${name(node)} cuts its content (${node.scrollWidth}×${node.scrollHeight} in ${node.clientWidth}×${node.clientHeight})`,
          );
        }
      }
      // Every text node's glyphs inside the element's box.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim() || !text.parentElement) continue;
        if (visuallyHidden(text.parentElement, element)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          if (outside(rect, box)) {
            problems.push(`"${text.textContent.trim().slice(0, 40)}" leaves ${name(element)}`);
            break;
          }
        }
      }
    }
    return problems;
  });
}

/** Fails with the list of what is cut among the elements of `locator` (at least one visible). */
export async function expectNoCutText(locator: Locator, what: string) {
  await expect(locator.first(), `${what}: at least one is shown`).toBeVisible();
  expect(await cutTexts(locator), what).toEqual([]);
}

/**
 * Fails when a text of the elements of `locator` is covered by something else on the page (a
 * neighbour drawn over it): the point at the middle of each of its lines must hit the text's own
 * element. Each element is scrolled to the middle of the viewport first.
 */
export async function expectTextsNotCovered(locator: Locator, what: string) {
  const covered = await locator.evaluateAll((elements) => {
    const found: string[] = [];
    for (const element of elements) {
      element.scrollIntoView({ block: 'center' });
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const owner = text.parentElement;
        if (!text.textContent?.trim() || !owner) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) {
          if (rect.width < 1) continue;
          const hit = document.elementFromPoint(
            rect.left + rect.width / 2,
            rect.top + rect.height / 2,
          );
          if (hit && !owner.contains(hit) && !hit.contains(owner)) {
            found.push(
              `"${text.textContent.trim().slice(0, 30)}" under <${hit.tagName.toLowerCase()}> "${(hit.textContent ?? '').trim().slice(0, 30)}"`,
            );
            break;
          }
        }
      }
    }
    return found;
  });
  expect(covered, what).toEqual([]);
}
