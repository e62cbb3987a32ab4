import { readFileSync } from 'node:fs';
import { jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import markdownLoader, { bodySource, parseMarkdown } from './markdown-loader.mjs';

/** The elements the loader's module would export, built with the real JSX runtime. */
function render(source: string): string {
  const elements = new Function('jsxs', `return ${bodySource(source)};`)(jsxs) as Parameters<typeof renderToStaticMarkup>[0][];
  return elements.map((element) => renderToStaticMarkup(element)).join('');
}

describe('parseMarkdown', () => {
  it('splits headings, paragraphs joined across lines, lists with continuations, and tables', () => {
    const blocks = parseMarkdown('# Title\n\nFirst line\nsecond line.\n\n- one\n  more\n- two\n\n1. a\n2. b\n\n| k | v |\n|---|---|\n| x | 1 |\n');
    expect(blocks).toEqual([
      { type: 'heading', level: 1, text: 'Title' },
      { type: 'paragraph', text: 'First line second line.' },
      { type: 'list', ordered: false, items: ['one more', 'two'] },
      { type: 'list', ordered: true, items: ['a', 'b'] },
      { type: 'table', header: ['k', 'v'], rows: [['x', '1']] },
    ]);
  });
});

describe('quotes', () => {
  it('joins `>` lines into one quote block and renders it as a blockquote, markup inside included', () => {
    expect(parseMarkdown('Before\n\n> **Rating = skill**,\n> in points\n\nAfter')).toEqual([
      { type: 'paragraph', text: 'Before' },
      { type: 'quote', text: '**Rating = skill**, in points' },
      { type: 'paragraph', text: 'After' },
    ]);
    expect(render('> **Rating** is it')).toBe(
      '<blockquote class="border-l-4 border-zinc-300 pl-4 leading-relaxed dark:border-zinc-700"><strong>Rating</strong> is it</blockquote>',
    );
  });
});

describe('markdown loader', () => {
  it('renders inline bold, italics, code and links as elements, and markup in the text as text', () => {
    const html = render('A **bold** and *soft* `code` [link](https://x.test) <script>bad()</script>');
    expect(html).toBe(
      '<p class="leading-relaxed">A <strong>bold</strong> and <em>soft</em> <code class="rounded bg-zinc-100 px-1 dark:bg-zinc-800">code</code> ' +
        '<a href="https://x.test" class="text-brand-700 dark:text-brand-400 underline">link</a> &lt;script&gt;bad()&lt;/script&gt;</p>',
    );
  });

  it('leaves out the title and puts the other headings one level down, under the page title', () => {
    expect(render('# Doc\n\n## Part\n\n### Detail')).toBe('<h3 class="mt-4 text-lg font-semibold">Part</h3><h3 class="mt-4 text-lg font-semibold">Detail</h3>');
  });

  it('renders lists and tables with their classes', () => {
    expect(render('1. a\n2. **b**\n\n| k | v |\n|---|---|\n| x | 1 |')).toBe(
      '<ol class="list-decimal space-y-1 pl-6"><li>a</li><li><strong>b</strong></li></ol>' +
        '<div class="overflow-x-auto"><table class="min-w-full text-left text-sm"><thead><tr>' +
        '<th scope="col" class="border-b border-zinc-300 px-2 py-1 font-semibold dark:border-zinc-700">k</th>' +
        '<th scope="col" class="border-b border-zinc-300 px-2 py-1 font-semibold dark:border-zinc-700">v</th></tr></thead><tbody><tr>' +
        '<td class="border-b border-zinc-200 px-2 py-1 dark:border-zinc-800">x</td><td class="border-b border-zinc-200 px-2 py-1 dark:border-zinc-800">1</td>' +
        '</tr></tbody></table></div>',
    );
  });

  it('keeps quotes, backslashes and line separators of the doc as text in the emitted module', () => {
    expect(render('He said "a\\b" \u2028 it')).toBe('<p class="leading-relaxed">He said &quot;a\\b&quot; \u2028 it</p>');
  });

  it('emits a module of keyed elements for the real doc, with no Markdown left in it', () => {
    const module = markdownLoader(readFileSync(new URL('../docs/how-rankings-work.md', import.meta.url), 'utf8'));
    expect(module.startsWith("import { jsxs } from 'react/jsx-runtime';\nexport default [")).toBe(true);
    expect(module).not.toContain('**');
    expect(module).not.toContain('## ');
    expect(module).toContain('jsxs("h3", { className: "mt-4 text-lg font-semibold", children: ["What a rating means"] }, 0)');
  });
});
