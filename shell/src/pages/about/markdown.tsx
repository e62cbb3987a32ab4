// A small Markdown renderer for our own docs (docs/how-rankings-work.md), so the About page and the
// repository show the same text. It builds React elements (no HTML injection) and knows only what
// those docs use: headings, paragraphs, lists, tables, bold, italics, code and links.
import { Fragment, type ReactNode } from 'react';

type Block =
  | { type: 'heading'; level: 1 | 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'table'; header: string[]; rows: string[][] };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]!.trim() });
      i++;
      continue;
    }
    if (/^\s*\|/.test(line) && /^\s*\|?[\s:-]+\|/.test(lines[i + 1] ?? '')) {
      const header = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && /^\s*\|/.test(lines[i]!)) rows.push(cells(lines[i++]!));
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    const listItem = /^\s*(?:([-*])|(\d+)\.)\s+(.*)$/;
    const first = listItem.exec(line);
    if (first) {
      const ordered = Boolean(first[2]);
      const items: string[] = [];
      while (i < lines.length && lines[i]!.trim()) {
        const item = listItem.exec(lines[i]!);
        if (item) items.push(item[3]!);
        else items[items.length - 1] += ` ${lines[i]!.trim()}`;
        i++;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i]!.trim() && !/^(#{1,3}\s|\s*[-*]\s|\s*\d+\.\s|\s*\|)/.test(lines[i]!)) paragraph.push(lines[i++]!.trim());
    blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

const INLINE = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`|\[[^\]]+\]\([^)]+\))/g;

export function renderInline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, k) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={k}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      return (
        <code key={k} className="rounded bg-zinc-100 px-1 dark:bg-zinc-800">
          {part.slice(1, -1)}
        </code>
      );
    const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
    if (link)
      return (
        <a key={k} href={link[2]} className="text-brand-700 dark:text-brand-400 underline">
          {link[1]}
        </a>
      );
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={k}>{part.slice(1, -1)}</em>;
    return <Fragment key={k}>{part}</Fragment>;
  });
}

const HEADING_CLASS = { 1: 'text-2xl font-bold', 2: 'mt-6 text-xl font-semibold', 3: 'mt-4 text-lg font-semibold' } as const;

export function Markdown({ source, headingOffset = 0 }: { source: string; headingOffset?: 0 | 1 }) {
  return (
    <>
      {parseMarkdown(source).map((block, k) => {
        switch (block.type) {
          case 'heading': {
            const level = Math.min(3, block.level + headingOffset) as 1 | 2 | 3;
            const Tag = `h${level}` as const;
            return (
              <Tag key={k} className={HEADING_CLASS[level]}>
                {renderInline(block.text)}
              </Tag>
            );
          }
          case 'paragraph':
            return (
              <p key={k} className="leading-relaxed">
                {renderInline(block.text)}
              </p>
            );
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={k} className={`${block.ordered ? 'list-decimal' : 'list-disc'} space-y-1 pl-6`}>
                {block.items.map((item, j) => (
                  <li key={j}>{renderInline(item)}</li>
                ))}
              </Tag>
            );
          }
          case 'table':
            return (
              <div key={k} className="overflow-x-auto">
                <table className="min-w-full text-left text-sm">
                  <thead>
                    <tr>
                      {block.header.map((h, j) => (
                        <th key={j} scope="col" className="border-b border-zinc-300 px-2 py-1 font-semibold dark:border-zinc-700">
                          {renderInline(h)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((c, j) => (
                          <td key={j} className="border-b border-zinc-200 px-2 py-1 dark:border-zinc-800">
                            {renderInline(c)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </>
  );
}
