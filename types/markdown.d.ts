// Markdown files are bundled as their source text (rspack rule `asset/source`).
declare module '*.md' {
  const source: string;
  export default source;
}
