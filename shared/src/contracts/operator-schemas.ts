// The operator's card commands sent through the running server (POST /api/admin/cards, decision 028). Only the
// local `npm run cards` calls it, with the token from the server's 0600 link file; no browser code does.
import { Type, type Static } from 'typebox';

export const OperatorCardsBodySchema = Type.Object(
  {
    /** Exactly what follows `npm run cards --`, e.g. ["result", "--bout", "12", "--winner", "7", "--method", "SUB"]. */
    argv: Type.Array(Type.String({ maxLength: 300 }), { minItems: 1, maxItems: 32 }),
  },
  { additionalProperties: false },
);
export type OperatorCardsBody = Static<typeof OperatorCardsBodySchema>;

/** What the CLI prints on success, word for word as when it writes the database itself. */
export const OperatorCardsResultSchema = Type.Object({ output: Type.String() });
export type OperatorCardsResult = Static<typeof OperatorCardsResultSchema>;
