// Where a country's flag SVG is served: the build copies lipis/flag-icons (4:3) into flags/ of every
// app as flags/<code>.<hash of the whole set>.svg (rspack.federation.ts), so the URL needs no per-flag
// map in the JavaScript, and a new flag-icons release gets new URLs (the files are cached as immutable).
declare const __FLAG_SET_HASH__: string | undefined;
declare const __webpack_public_path__: string | undefined;

/** URL of the country's flag, or undefined outside a bundle that carries the flags (unit tests). */
export function flagUrl(code: string): string | undefined {
  if (typeof __FLAG_SET_HASH__ !== 'string' || typeof __webpack_public_path__ !== 'string') return undefined;
  return `${__webpack_public_path__}flags/${code.toLowerCase()}.${__FLAG_SET_HASH__}.svg`;
}
