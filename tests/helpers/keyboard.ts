/**
 * Keyboard-only helpers for the browser tests: move the focus with Tab until it reaches an
 * element, and check that the focused element shows where the focus is.
 */
import type { Page } from 'playwright-core';

/** What the focused element is, for messages: tag, test id, text. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '(nothing)';
    const id = element.getAttribute('data-testid') ?? element.closest('[data-testid]')?.getAttribute('data-testid');
    return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches the selector (or sits inside
 * it); fails naming where the focus went when it never gets there.
 */
export async function tabTo(
  page: Page,
  selector: string,
  options: { back?: boolean; max?: number } = {},
): Promise<void> {
  const max = options.max ?? 120;
  const visited: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const there = await page.evaluate((wanted) => Boolean(document.activeElement?.closest(wanted)), selector);
    if (there) return;
    if (visited.length < 200) visited.push(await focusedName(page));
  }
  throw new Error(`Tab never reached ${selector} in ${max} presses; the focus went to:\n${visited.join('\n')}`);
}

/**
 * The outline and box-shadow of the focused element and its three nearest ancestors; with
 * `blur`, of the same elements once the focus has left them (kept to give it back).
 */
function focusStyles(blur: boolean): string[] {
  const w = window as unknown as { __refocus?: HTMLElement };
  const focused = document.activeElement as HTMLElement | null;
  const chain: HTMLElement[] = [];
  for (let e = focused, depth = 0; e && depth < 4; depth += 1, e = e.parentElement) chain.push(e);
  // No transitions while measuring: a ring fading out would still read as there just after blur.
  for (const node of chain) node.style.transition = 'none';
  if (blur && focused) {
    w.__refocus = focused;
    focused.blur();
  }
  return chain.map((node) => {
    const style = getComputedStyle(node);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/,\s*0\)$/.test(style.outlineColor)
        ? `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        : '';
    const shadow = style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : '';
    return [outline, shadow].filter(Boolean).join('; ');
  });
}

/**
 * The focused element's focus indicator: an outline on it, or an outline or box-shadow on it or
 * on one of its three nearest ancestors that is there while it has the focus and not once it
 * has lost it. Returns
 * the indicator (for the message) or null when the focus shows nothing.
 */
export async function focusIndicator(page: Page): Promise<string | null> {
  const focused = await page.evaluate(focusStyles, false);
  const unfocused = await page.evaluate(focusStyles, true);
  // Give the focus back (a script's focus after keyboard use still counts as :focus-visible).
  await page.evaluate(() => {
    const w = window as unknown as { __refocus?: HTMLElement };
    for (let e = w.__refocus ?? null, depth = 0; e && depth < 4; depth += 1, e = e.parentElement)
      e.style.transition = '';
    w.__refocus?.focus();
    delete w.__refocus;
  });
  // An outline on the focused element itself counts as it is (a grid's selected cell keeps its
  // outline when the grid loses the focus); anything else must come with the focus.
  if (focused[0]?.startsWith('outline')) return `level 0: ${focused[0]}`;
  const changed = focused.findIndex((style, index) => style !== '' && style !== unfocused[index]);
  return changed === -1 ? null : `level ${changed}: ${focused[changed]}`;
}
