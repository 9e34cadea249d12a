/**
 * What a careful visitor sees of a page's layout. `probeLayout` runs in the page
 * (`page.evaluate(probeLayout)`), so it is one self-contained function: it measures the page
 * scrolling sideways, a control or a line of text cut off by the viewport or by a box that hides
 * its overflow, a word, an e-mail address, a phone number or a time split across two lines, and
 * figures side by side that do not line up, and it collects the page's visible text and headings.
 * `layoutFindings` adds the copy and heading checks of tests/support/pageAudit.ts and says each
 * finding in a line.
 */
import type { Page } from '@playwright/test';
import { copyProblems, headingProblems } from '../../support/pageAudit';

export interface PageHeading {
  level: number;
  text: string;
  /** A kicker: the short line above a heading ("Portfolio" over "Work we are proud of"). */
  kicker: boolean;
  /** Inside `<main>`, the page's own content (the header and footer repeat on every page). */
  inMain: boolean;
}

export interface LayoutFindings {
  /** How far the document scrolls sideways, in px (0 when it fits). */
  sidewaysScroll: number;
  /** Elements whose visible part reaches past the viewport's left or right edge. */
  overflowing: string[];
  /** Controls (links, buttons, fields, labels) partly cut off by the viewport or a box. */
  clippedControls: string[];
  /** Lines of text partly cut off by the viewport or by a box that hides its overflow. */
  clippedText: string[];
  /** A word, an e-mail address, a phone number or a time split across two lines. */
  brokenWords: string[];
  /** Figures side by side in a description list whose tops differ. */
  misaligned: string[];
  /** The visible text (innerText), placeholders included. */
  texts: string[];
  headings: PageHeading[];
}

export function probeLayout(): LayoutFindings {
  const viewportWidth = document.documentElement.clientWidth;
  const tolerance = 0.5;

  interface Box {
    left: number;
    right: number;
    top: number;
    bottom: number;
  }
  const unbounded = (): Box => ({ left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity });
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    right: Math.min(a.right, b.right),
    top: Math.max(a.top, b.top),
    bottom: Math.min(a.bottom, b.bottom),
  });

  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const label =
      element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) ?? '';
    const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    return `${tag}${className ? `.${className}` : ''}${label ? ` "${label}"` : ''}`;
  };

  /** Content that moves on purpose (the marquee) crosses its box's edges all the time. */
  const moving = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement)
      if (node.getAnimations().some((animation) => animation.playState === 'running')) return true;
    return false;
  };

  /**
   * The box an element can be seen in: its ancestors that hide overflow, along the containing
   * block chain (an absolutely positioned element escapes a static ancestor's clipping; a fixed one
   * is clipped by the viewport only). `scrollers` says whether boxes that scroll count: content
   * scrolled out of view is reachable, but it does not overflow the page either.
   */
  const clipBox = (element: Element, scrollers: boolean): Box => {
    let box = unbounded();
    let position = getComputedStyle(element).position;
    if (position === 'fixed') return box;
    let needsPositioned = position === 'absolute';
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const positioned = style.position !== 'static' || style.transform !== 'none' || style.contain.includes('paint');
      if (needsPositioned && !positioned) continue;
      const rect = node.getBoundingClientRect();
      const padding = {
        left: rect.left + parseFloat(style.borderLeftWidth),
        right: rect.right - parseFloat(style.borderRightWidth),
        top: rect.top + parseFloat(style.borderTopWidth),
        bottom: rect.bottom - parseFloat(style.borderBottomWidth),
      };
      const clips = (value: string) => value === 'hidden' || value === 'clip' || (scrollers && value !== 'visible');
      const paintContained =
        style.contain.includes('paint') || style.contain === 'strict' || style.contain === 'content';
      if (clips(style.overflowX) || paintContained)
        box = intersect(box, { ...unbounded(), left: padding.left, right: padding.right });
      if (clips(style.overflowY) || paintContained)
        box = intersect(box, { ...unbounded(), top: padding.top, bottom: padding.bottom });
      position = style.position;
      if (position === 'fixed') break;
      needsPositioned = position === 'absolute';
    }
    return box;
  };

  const viewport: Box = { left: 0, right: viewportWidth, top: -Infinity, bottom: Infinity };
  const isCut = (rect: Box, visible: Box) =>
    visible.right - visible.left > 0 &&
    visible.bottom - visible.top > 0 &&
    (visible.left > rect.left + tolerance ||
      visible.right < rect.right - tolerance ||
      visible.top > rect.top + tolerance ||
      visible.bottom < rect.bottom - tolerance);

  /** Hidden from everyone: not rendered, or visually hidden text for screen readers (1 px boxes). */
  const shown = (element: Element): boolean => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };

  const elements = [...document.body.querySelectorAll('*')].filter(
    (element) => !element.closest('script, style, noscript, template, [hidden]'),
  );

  // 1. The page as a whole: nothing reaches past the viewport's sides.
  const sidewaysScroll = Math.max(0, document.documentElement.scrollWidth - viewportWidth);
  const overflowing: string[] = [];
  for (const element of elements) {
    const rect = element.getBoundingClientRect();
    if (rect.right <= viewportWidth + tolerance && rect.left >= -tolerance) continue;
    if (!shown(element) || moving(element)) continue;
    const visible = intersect(rect, clipBox(element, true));
    if (visible.right - visible.left <= 0) continue;
    if (visible.right > viewportWidth + tolerance || visible.left < -tolerance)
      overflowing.push(`${describe(element)} spans ${Math.round(visible.left)}–${Math.round(visible.right)} px`);
  }

  // 2. Controls and labels: whole, or not shown at all (a closed drawer, a slide out of view).
  const controls = elements.filter((element) =>
    element.matches(
      'a[href], button, input:not([type="hidden"]), select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
    ),
  );
  const clippedControls: string[] = [];
  for (const control of controls) {
    if (!shown(control) || moving(control)) continue;
    const rect = control.getBoundingClientRect();
    const visible = intersect(intersect(rect, clipBox(control, false)), viewport);
    if (isCut(rect, visible))
      clippedControls.push(
        `${describe(control)}: ${Math.round(rect.width)}×${Math.round(rect.height)} px, ${Math.round(visible.right - visible.left)}×${Math.round(visible.bottom - visible.top)} px shown`,
      );
  }

  // 3. Text, line by line: a label cut by its own box (a button's label that hides its overflow),
  //    and words, e-mail addresses, phone numbers and times split across lines.
  const clippedText: string[] = [];
  const brokenWords: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const lineTops = (start: number, end: number, node: Text): number[] => {
    range.setStart(node, start);
    range.setEnd(node, end);
    const tops: number[] = [];
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      // Rects of one line overlap vertically; a new line starts below the last one's middle.
      if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
    }
    return tops;
  };
  // A phone number ("+91 98220 45123", "(020) 2729-1234") and a time ("9:00 AM") read as one.
  const units = [/\+?\(?\d[\d\s()-]{5,}\d/g, /\b\d{1,2}(?::\d{2})?\s?[AP]M\b/g];
  const email = /^\S+@\S+\.\S+$/;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    const text = node.data;
    if (!parent || !text.trim() || parent.closest('script, style, noscript, template, option, textarea')) continue;
    if (!shown(parent) || moving(parent)) continue;

    range.selectNodeContents(node);
    const box = intersect(clipBox(node.parentElement!, false), viewport);
    // The parent's own overflow clips its text too.
    const own = getComputedStyle(parent);
    let textBox = box;
    if (own.overflowX === 'hidden' || own.overflowX === 'clip') {
      const rect = parent.getBoundingClientRect();
      textBox = intersect(textBox, { ...unbounded(), left: rect.left, right: rect.right });
    }
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      const visible = intersect(rect, textBox);
      if (isCut(rect, visible)) {
        clippedText.push(
          `"${text.trim().slice(0, 50)}" in ${describe(parent)}: ${Math.round(rect.width)} px wide, ${Math.round(visible.right - visible.left)} px shown`,
        );
        break;
      }
    }

    for (const match of text.matchAll(/\S+/g)) {
      const start = match.index;
      const word = match[0];
      if (lineTops(start, start + word.length, node).length < 2) continue;
      // Where the second line starts: a compound word may wrap after its hyphen or slash, an
      // e-mail address nowhere.
      let split = 1;
      const firstTop = lineTops(start, start + 1, node)[0];
      while (split < word.length && lineTops(start + split, start + split + 1, node)[0] === firstTop) split += 1;
      const before = word[split - 1] ?? '';
      if (!email.test(word) && /[-–—/]/.test(before)) continue;
      brokenWords.push(`"${word.slice(0, split)}|${word.slice(split)}" in ${describe(parent)}`);
    }
    for (const unit of units) {
      for (const match of text.matchAll(unit)) {
        const value = match[0].trim();
        if (value.replace(/\D/g, '').length < 3 && !/[AP]M/.test(value)) continue;
        if (lineTops(match.index, match.index + match[0].length, node).length > 1)
          brokenWords.push(`"${value}" split across lines in ${describe(parent)}`);
      }
    }
  }

  // 4. Figures side by side (a statistics list) start on one line.
  const misaligned: string[] = [];
  for (const list of document.querySelectorAll('dl')) {
    if (!shown(list)) continue;
    for (const selector of ['dd', 'dt']) {
      const cells = [...list.querySelectorAll(selector)].filter(shown).map((cell) => cell.getBoundingClientRect());
      for (let i = 0; i < cells.length; i += 1)
        for (let j = i + 1; j < cells.length; j += 1) {
          const [a, b] = [cells[i]!, cells[j]!];
          const sideBySide = a.top < b.bottom && b.top < a.bottom && (a.right <= b.left || b.right <= a.left);
          if (sideBySide && Math.abs(a.top - b.top) > 1)
            misaligned.push(
              `${describe(list)}: <${selector}> ${i + 1} and ${j + 1} start ${Math.round(Math.abs(a.top - b.top))} px apart`,
            );
        }
    }
  }

  const texts = [
    document.body.innerText,
    ...[...document.querySelectorAll<HTMLInputElement>('[placeholder]')]
      .filter(shown)
      .map((field) => field.placeholder),
  ];

  const headings: PageHeading[] = [];
  for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')) {
    if (heading.closest('[aria-hidden="true"], [hidden]')) continue;
    const style = getComputedStyle(heading);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const level = Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));
    const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
    const inMain = Boolean(heading.closest('main'));
    headings.push({ level, text, kicker: false, inMain });
    // Its kicker: the paragraphs of its <hgroup>, or a short line (a few words, no sentence) set
    // right above it.
    const group = heading.closest('hgroup');
    const before = heading.previousElementSibling;
    const kickers = group
      ? [...group.querySelectorAll(':scope > p')]
      : before?.matches('p') && /^[^.!?]{1,40}$/.test((before.textContent ?? '').trim())
        ? [before]
        : [];
    for (const kicker of kickers)
      headings.push({ level, text: (kicker.textContent ?? '').replace(/\s+/g, ' ').trim(), kicker: true, inMain });
  }

  return {
    sidewaysScroll,
    overflowing,
    clippedControls,
    clippedText,
    brokenWords,
    misaligned,
    texts,
    headings,
  };
}

/** Everything the probe and the copy and heading checks find on the page as it is now. */
export async function layoutFindings(page: Page): Promise<string[]> {
  // Sections and cards below the first screen skip rendering until they come near; a visitor who
  // scrolls sees them rendered, so the check renders them all at once.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const found = await page.evaluate(probeLayout);
  return [
    ...(found.sidewaysScroll > 0 ? [`the page scrolls ${found.sidewaysScroll} px sideways`] : []),
    ...found.overflowing.map((finding) => `past the screen's edge: ${finding}`),
    ...found.clippedControls.map((finding) => `control cut off: ${finding}`),
    ...found.clippedText.map((finding) => `text cut off: ${finding}`),
    ...found.brokenWords.map((finding) => `split across lines: ${finding}`),
    ...found.misaligned.map((finding) => `not lined up: ${finding}`),
    ...copyProblems(found.texts),
    ...headingProblems(found.headings),
  ];
}
