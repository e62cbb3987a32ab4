export function Footer({ now = new Date() }: { now?: Date }) {
  return (
    <footer className="border-t border-zinc-200 px-4 py-6 text-center text-sm text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
      © {now.getFullYear()} FightRank. Ratings computed from public fight records.
    </footer>
  );
}
