// Every problem in an input file surfaces as a SourceError so an operator can open the file at the line.

export class SourceError extends Error {
  override readonly name = 'SourceError';

  constructor(
    readonly file: string,
    /** 1-based line in the file; 0 when the problem is the file as a whole. */
    readonly line: number,
    readonly detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
  }
}
