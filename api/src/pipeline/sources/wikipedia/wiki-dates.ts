// Dates as MMA articles write them: {{Start date|2024|11|16}}, {{start date and age|2025|3|8|df=y}}, {{dts|2024|11|16}},
// "November 16, 2024", "16 November 2024", "2024-11-16". All become ISO YYYY-MM-DD, or null.
import { plainText, topLevelTemplates } from './wikitext';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const DATE_TEMPLATES = /^(start date|start date and age|dts|date|birth date|end date|sort date|sortdate)$/i;

export function parseWikiDate(wikitext: string): string | null {
  for (const template of topLevelTemplates(wikitext)) {
    if (!DATE_TEMPLATES.test(template.name.trim().replace(/_/g, ' '))) continue;
    const [year, month, day] = template.positional.filter((part) => /^\d{1,4}$/.test(part.trim())).map(Number);
    const iso = isoOf(year, month, day);
    if (iso) return iso;
    const inner = template.positional.map((part) => textDate(part)).find(Boolean);
    if (inner) return inner;
  }
  return textDate(plainText(wikitext));
}

function textDate(text: string): string | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const monthFirst = /\b([A-Z][a-z]+)\.? (\d{1,2}),? (\d{4})\b/.exec(text);
  if (monthFirst) return isoOf(Number(monthFirst[3]), monthNumber(monthFirst[1]!), Number(monthFirst[2]));
  const dayFirst = /\b(\d{1,2}) ([A-Z][a-z]+)\.?,? (\d{4})\b/.exec(text);
  if (dayFirst) return isoOf(Number(dayFirst[3]), monthNumber(dayFirst[2]!), Number(dayFirst[1]));
  return null;
}

function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex((month) => month === lower || (lower.length >= 3 && month.startsWith(lower)));
  return index >= 0 ? index + 1 : undefined;
}

function isoOf(year: number | undefined, month: number | undefined, day: number | undefined): string | null {
  if (!year || !month || !day || year < 1900 || month > 12) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
