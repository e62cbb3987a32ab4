// Rspack loader: our own docs (docs/how-rankings-work.md) become React elements at build time, so the About page
// shows the repository's text without shipping the text's Markdown or a renderer to browsers. The module it emits
// is plain JavaScript that calls `react/jsx-runtime`: text lands in string literals, never in HTML, so nothing in a
// doc can inject markup. It knows only what those docs use: headings, paragraphs, lists, tables, bold, italics,
// code and links.
//
// An embedded doc sits under the page's title: the doc's own `#` title is left out (the page names the section) and
// every other heading goes one level down (`#` an h2, `##` and `###` an h3).
// Plain JavaScript, not TypeScript: Rspack loads loaders with Node's own loader, which strips no types on Node 22.12.

/** Splits a table row into its trimmed cells. */
const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

const HEADING = /^(#{1,3})\s+(.*)$/;
const LIST_ITEM = /^\s*(?:([-*])|(\d+)\.)\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const BLOCK_START = /^(#{1,3}\s|\s*[-*]\s|\s*\d+\.\s|\s*\||\s*>)/;

/**
 * The doc's blocks: headings (levels 1 to 3), paragraphs joined across lines, quotes (`>` lines, joined), lists (an
 * unmarked line continues the item above) and tables (a header row, a separator row, then rows).
 */
export function parseMarkdown(source) {
  const blocks = [];
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1].length, text: heading[2].trim() });
      i++;
      continue;
    }
    if (/^\s*\|/.test(line) && /^\s*\|?[\s:-]+\|/.test(lines[i + 1] ?? '')) {
      const header = cells(line);
      const rows = [];
      i += 2;
      while (i < lines.length && /^\s*\|/.test(lines[i])) rows.push(cells(lines[i++]));
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted = [];
      while (i < lines.length && QUOTE.test(lines[i])) quoted.push(QUOTE.exec(lines[i++])[1].trim());
      blocks.push({ type: 'quote', text: quoted.join(' ') });
      continue;
    }
    const first = LIST_ITEM.exec(line);
    if (first) {
      const items = [];
      while (i < lines.length && lines[i].trim()) {
        const item = LIST_ITEM.exec(lines[i]);
        if (item) items.push(item[3]);
        else items[items.length - 1] += ` ${lines[i].trim()}`;
        i++;
      }
      blocks.push({ type: 'list', ordered: Boolean(first[2]), items });
      continue;
    }
    const paragraph = [];
    while (i < lines.length && lines[i].trim() && !BLOCK_START.test(lines[i])) paragraph.push(lines[i++].trim());
    blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

/** The Tailwind classes of each element (the shell's CSS build scans this file for them). */
const CLASS = {
  h2: 'mt-6 text-xl font-semibold',
  h3: 'mt-4 text-lg font-semibold',
  p: 'leading-relaxed',
  blockquote: 'border-l-4 border-zinc-300 pl-4 leading-relaxed dark:border-zinc-700',
  ul: 'list-disc space-y-1 pl-6',
  ol: 'list-decimal space-y-1 pl-6',
  code: 'rounded bg-zinc-100 px-1 dark:bg-zinc-800',
  a: 'text-brand-700 dark:text-brand-400 underline',
  tableWrap: 'overflow-x-auto',
  table: 'min-w-full text-left text-sm',
  th: 'border-b border-zinc-300 px-2 py-1 font-semibold dark:border-zinc-700',
  td: 'border-b border-zinc-200 px-2 py-1 dark:border-zinc-800',
};

/** Source of one `jsxs(type, props, key)` call; every string goes through JSON.stringify, so it stays text. */
function element(type, props, children, key) {
  const entries = Object.entries(props).map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
  entries.push(`children: [${children.join(', ')}]`);
  return `jsxs(${JSON.stringify(type)}, { ${entries.join(', ')} }${key === undefined ? '' : `, ${key}`})`;
}

const INLINE = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`|\[[^\]]+\]\([^)]+\))/g;

/** Bold, italics, code and links inside one line of text, as element sources and string literals. */
export function inlineSources(text) {
  return text
    .split(INLINE)
    .filter((part) => part !== '')
    .map((part) => {
      if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return element('strong', {}, [JSON.stringify(part.slice(2, -2))]);
      if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return element('code', { className: CLASS.code }, [JSON.stringify(part.slice(1, -1))]);
      const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
      if (link) return element('a', { href: link[2], className: CLASS.a }, [JSON.stringify(link[1])]);
      if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return element('em', {}, [JSON.stringify(part.slice(1, -1))]);
      return JSON.stringify(part);
    });
}

function tableSource(block, key) {
  const head = element('thead', {}, [
    element(
      'tr',
      {},
      block.header.map((h) => element('th', { scope: 'col', className: CLASS.th }, inlineSources(h))),
    ),
  ]);
  const rows = block.rows.map((row) =>
    element(
      'tr',
      {},
      row.map((c) => element('td', { className: CLASS.td }, inlineSources(c))),
    ),
  );
  return element('div', { className: CLASS.tableWrap }, [element('table', { className: CLASS.table }, [head, element('tbody', {}, rows)])], key);
}

function blockSource(block, key) {
  switch (block.type) {
    case 'heading': {
      const tag = block.level === 1 ? 'h2' : 'h3';
      return element(tag, { className: CLASS[tag] }, inlineSources(block.text), key);
    }
    case 'paragraph':
      return element('p', { className: CLASS.p }, inlineSources(block.text), key);
    case 'quote':
      return element('blockquote', { className: CLASS.blockquote }, inlineSources(block.text), key);
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      return element(
        tag,
        { className: CLASS[tag] },
        block.items.map((item) => element('li', {}, inlineSources(item))),
        key,
      );
    }
    case 'table':
      return tableSource(block, key);
  }
}

/** Source of the array of elements of a doc's body (everything after its `#` title), each keyed by its place. */
export function bodySource(source) {
  const blocks = parseMarkdown(source);
  if (blocks[0]?.type === 'heading' && blocks[0].level === 1) blocks.shift();
  return `[${blocks.map((block, k) => blockSource(block, k)).join(',\n')}]`;
}

export default function markdownLoader(source) {
  return `import { jsxs } from 'react/jsx-runtime';\nexport default ${bodySource(source)};\n`;
}
