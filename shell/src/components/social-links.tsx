import { CameraIcon, ForumIcon, SocialIcon } from './icons';

// Spec §1: a forum, a photo-sharing page and a social network page (see docs/decisions/002-spec-gaps-shell.md).
export const SOCIAL_LINKS = [
  { label: 'Forum', href: 'https://www.reddit.com/r/MMA/', Icon: ForumIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/fightrank/', Icon: CameraIcon },
  { label: 'X (Twitter)', href: 'https://x.com/fightrank', Icon: SocialIcon },
] as const;

export function SocialLinks() {
  return (
    <ul className="flex items-center gap-1" aria-label="FightRank elsewhere">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (opens in a new tab)`}
            title={link.label}
            className="inline-flex h-9 w-9 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            <link.Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
