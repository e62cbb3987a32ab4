// Markdown files are bundled as React elements made at build time (scripts/markdown-loader.mjs): the doc's body
// after its `#` title, each element keyed by its place.
declare module '*.md' {
  const body: import('react').ReactElement[];
  export default body;
}
