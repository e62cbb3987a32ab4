// Stand-in for a screen whose issue has not landed yet: it names the remote that will own it, so the
// route table, lazy loading and error boundaries can be exercised end to end before the screen exists.
export function PagePlaceholder({ title, remote }: { title: string; remote: string }) {
  return (
    <section data-testid="remote-page" className="space-y-2">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Coming soon. This screen belongs to the <code>{remote}</code> remote.
      </p>
    </section>
  );
}
