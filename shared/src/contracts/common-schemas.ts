// Schema pieces every route contract uses: the `data` envelope and the error body (spec §7). The API
// validates and serializes with them and the OpenAPI document is generated from them; browser code
// imports only the types (`import type`), so no schema object ever reaches a browser bundle.
import { Type, type TSchema } from 'typebox';

/** `{ data: T }`: every successful answer. */
export const EnvelopeOf = <T extends TSchema>(data: T) => Type.Object({ data });

export const ApiErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String({ description: 'What went wrong and, for a client error, what to fix.' }),
  },
  { $id: 'ApiError' },
);

const errorRef = Type.Ref('ApiError');

/** The error answers any public route can give, for its `response` schema next to its 2xx answers. */
export const ERROR_RESPONSES = {
  400: errorRef,
  429: errorRef,
  500: errorRef,
  503: errorRef,
} as const;

/** ERROR_RESPONSES plus 404, for routes that look one thing up. */
export const LOOKUP_ERROR_RESPONSES = { ...ERROR_RESPONSES, 404: errorRef } as const;

/** The body of an image route (generated avatars): SVG markup, sent as image/svg+xml. */
export const SvgImageSchema = Type.String({ description: 'An SVG image (image/svg+xml)' });

/** The body of a raster image route (share cards): PNG bytes, sent as image/png. */
export const PngImageSchema = Type.String({ format: 'binary', description: 'A PNG image (image/png)' });
