// Stand-in for a screen whose own work has not landed in this build. Visitors never see an internal
// name here: it says in plain words that the page is on its way and where to go meanwhile.
export function PagePlaceholder({ title }: { title: string; remote?: string }) {
  return (
    <section data-testid="remote-page" className="space-y-2">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        This page is on its way. Meanwhile, <a className="text-brand-700 underline dark:text-brand-400" href="/">see the rankings</a>.
      </p>
    </section>
  );
}
