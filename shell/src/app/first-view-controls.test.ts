// index.html's inline script answers the first view's controls before the shell is live; the live layout reads what
// it left (first-view-controls.ts). Both sides are tested here against the same attribute names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_READY_ATTRIBUTE } from './first-view';
import {
  FIRST_VIEW_MENU_ID,
  followFirstViewControls,
  SUBMITTED_ATTRIBUTE,
  takeEarlySearch,
  takeFirstViewMenuOpen,
  TYPED_AT_ATTRIBUTE,
} from './first-view-controls';

const INDEX_HTML = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const inlineScripts = [...INDEX_HTML.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

/** The parts of the prerendered header the script answers, as the build writes them. */
const FIRST_VIEW = `
  <header>
    <button type="button" popovertarget="${FIRST_VIEW_MENU_ID}" aria-label="Open menu">menu</button>
    <form role="search"><input type="search" /><button type="submit" disabled aria-label="Search">go</button></form>
    <button type="button" aria-label="Switch to dark theme" data-theme-toggle=""><svg><path></path></svg></button>
  </header>
  <div id="${FIRST_VIEW_MENU_ID}" popover="auto" role="dialog" aria-label="Menu"></div>`;

// Each inline script adds listeners to the document; a test's listeners must not answer the next test's clicks.
let listeners: [string, EventListenerOrEventListenerObject][] = [];
const addEventListener = document.addEventListener.bind(document);

function loadPage() {
  document.body.innerHTML = FIRST_VIEW;
  document.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject) => {
    listeners.push([type, listener]);
    addEventListener(type, listener);
  }) as typeof document.addEventListener;
  // The page's own inline scripts, as the browser runs them.
  for (const script of inlineScripts) new Function(script)();
  document.addEventListener = addEventListener;
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

function type(text: string) {
  const box = document.querySelector('input')!;
  box.focus();
  box.value = text;
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

const toggle = () => document.querySelector<HTMLElement>('[data-theme-toggle]')!;
const submit = () => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  document.querySelector('form')!.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});
afterEach(() => {
  for (const [type, listener] of listeners) document.removeEventListener(type, listener);
  listeners = [];
  document.body.innerHTML = '';
});

describe("index.html's inline script, before the shell is live", () => {
  it('applies the saved theme and labels the toggle for it', () => {
    localStorage.setItem('fightrank-dark-mode', 'true');
    loadPage();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(toggle().getAttribute('aria-label')).toBe('Switch to light theme');
    expect(toggle().hasAttribute('aria-pressed')).toBe(false);
  });

  it('flips the theme on a tap of the toggle (or of its icon), saves it and relabels the toggle', () => {
    loadPage();
    toggle()
      .querySelector('path')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('fightrank-dark-mode')).toBe('true');
    expect(toggle().hasAttribute('aria-pressed')).toBe(false);
    toggle().click();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('fightrank-dark-mode')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe('Switch to dark theme');
  });

  it('marks when the search box was typed in, enables the button, and holds an Enter for the live search box', () => {
    loadPage();
    const before = performance.now();
    type('makh');
    const box = document.querySelector('input')!;
    expect(Number(box.getAttribute(TYPED_AT_ATTRIBUTE))).toBeGreaterThanOrEqual(before);
    expect(document.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
    expect(submit().defaultPrevented).toBe(true); // no page load to the same page, which would lose the text
    expect(document.querySelector('form')!.hasAttribute(SUBMITTED_ATTRIBUTE)).toBe(true);
    type('makha'); // typing on is a new search, as in the live box
    expect(document.querySelector('form')!.hasAttribute(SUBMITTED_ATTRIBUTE)).toBe(false);
    type(' ');
    expect(document.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
  });

  it('leaves every control to the shell once it is live', () => {
    loadPage();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    toggle().click();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('fightrank-dark-mode')).toBeNull();
    type('jones');
    expect(document.querySelector('input')!.hasAttribute(TYPED_AT_ATTRIBUTE)).toBe(false);
    expect(submit().defaultPrevented).toBe(false);
  });
});

describe('what the live layout takes over', () => {
  it('reads the search box as it is when taken, not as it was when the shell started', () => {
    loadPage();
    type('mak');
    followFirstViewControls(document);
    type('makhachev'); // typed while React rendered the live layout
    const box = document.querySelector('input')!;
    const typedAt = Number(box.getAttribute(TYPED_AT_ATTRIBUTE));
    // React's commit replaces the first view; Chromium blurs the focused box as it goes, while still connected.
    box.dispatchEvent(new FocusEvent('blur'));
    document.body.innerHTML = '';

    const early = takeEarlySearch(600, typedAt + 250)!;
    expect(early).toMatchObject({ text: 'makhachev', focused: true, selectionStart: 9, selectionEnd: 9, submitted: false });
    expect(early.waitMs).toBeCloseTo(350); // the debounce counts from the last key
    expect(takeEarlySearch(600)).toBeNull(); // taken once
  });

  it('forgets the focus when the visitor moved it away before the take-over', async () => {
    loadPage();
    type('jones');
    followFirstViewControls(document);
    document.querySelector('input')!.blur();
    await Promise.resolve();
    expect(takeEarlySearch(600)).toMatchObject({ text: 'jones', focused: false });
  });

  it('searches at once what was typed long ago or submitted, and nothing when the box was empty', () => {
    loadPage();
    type('jones');
    submit();
    followFirstViewControls(document);
    const typedAt = Number(document.querySelector('input')!.getAttribute(TYPED_AT_ATTRIBUTE));
    expect(takeEarlySearch(600, typedAt + 5000)).toMatchObject({ text: 'jones', submitted: true, waitMs: 0 });

    loadPage();
    followFirstViewControls(document);
    expect(takeEarlySearch(600)).toBeNull();
  });

  it('knows whether the first view’s menu was open, as the visitor last left it', () => {
    loadPage();
    followFirstViewControls(document);
    const menu = document.getElementById(FIRST_VIEW_MENU_ID)!;
    const toggleMenu = (newState: 'open' | 'closed') => menu.dispatchEvent(Object.assign(new Event('beforetoggle'), { newState }));
    toggleMenu('open');
    toggleMenu('closed');
    expect(takeFirstViewMenuOpen()).toBe(false);
    toggleMenu('open');
    expect(takeFirstViewMenuOpen()).toBe(true);
    expect(takeFirstViewMenuOpen()).toBe(false); // taken once
  });
});
