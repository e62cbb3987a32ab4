// Turns an API error into words for the form: a 400 that names a field goes under that field,
// anything else above the form.
import { ApiError } from '@fightrank/shared/api-client';

export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  form?: string;
}

/** The server's messages start with the field they are about ("password must be at least 8 characters"). */
export function serverErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  overrides: Partial<Record<number, string>> = {},
): FormErrors<Field> {
  if (!(error instanceof ApiError)) return { fields: {}, form: "We couldn't reach FightRank. Check your connection and try again." };
  const override = overrides[error.status];
  if (override) return { fields: {}, form: override };
  if (error.status === 400) {
    const text = error.message.replace(/^Invalid body: /, '');
    const field = fields.find((f) => text.startsWith(`${f} `) || text.startsWith(`/${f} `));
    if (field) return { fields: { [field]: sentence(text.replace(/^\/?\w+ /, '')) } as Partial<Record<Field, string>> };
    return { fields: {}, form: sentence(text) };
  }
  if (error.status === 429) return { fields: {}, form: error.message };
  if (error.status >= 500) return { fields: {}, form: 'Something went wrong on our side. Please try again in a moment.' };
  return { fields: {}, form: error.message };
}

/** "must be at least 8 characters" -> "Must be at least 8 characters." */
function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
