import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, parseMarkdown } from './markdown';

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

describe('Markdown', () => {
  it('renders inline bold, italics, code and links as elements, never as raw HTML', () => {
    render(<Markdown source={'A **bold** and *soft* `code` [link](https://x.test) <script>bad()</script>'} />);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('soft').tagName).toBe('EM');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'link' })).toHaveProperty('href', 'https://x.test/');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>bad\(\)<\/script>/)).toBeTruthy();
  });

  it('shifts heading levels so an embedded doc sits under the page title', () => {
    render(<Markdown source={'# Doc\n## Part'} headingOffset={1} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Doc' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Part' })).toBeTruthy();
  });
});
