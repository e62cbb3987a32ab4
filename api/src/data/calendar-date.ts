// A calendar date as every store and the database take it: YYYY-MM-DD naming a real day (no 30 February; JavaScript's
// parser rolls it into March) of a year PostgreSQL's date type holds (from 0001: there is no year 0).

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || match[1] === '0000') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
