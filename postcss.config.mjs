// Tailwind for every app. Remote stylesheets are additionally scoped to their own root element
// (class fr-<remote folder>): otherwise a remote's `.inline-flex`, loaded later, beats the shell's or
// another remote's `lg:hidden` on the same element, because all of them are plain one-class rules.
// See docs/decisions/001-federation.md ("CSS across remotes").
import path from 'node:path';

const REMOTE_FOLDER = /[\\/](mfe-[a-z]+)[\\/]src[\\/]/;

/** Prefixes every class-based rule with `.scope ` (and `.scope` itself), leaving tokens and keyframes alone. */
export function scopeRemoteRules(scope) {
  return {
    postcssPlugin: 'fightrank-scope-remote',
    Once(root) {
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
        rule.selectors = rule.selectors.map((selector) =>
          selector.trimStart().startsWith('.') ? `.${scope} ${selector}, .${scope}${selector.trim()}` : selector,
        );
      });
    },
  };
}
scopeRemoteRules.postcss = true;

export default (api) => {
  const match = REMOTE_FOLDER.exec(path.resolve(api.file ?? ''));
  return {
    plugins: [['@tailwindcss/postcss', {}], ...(match && !api.file.endsWith('standalone.css') ? [scopeRemoteRules(`fr-${match[1]}`)] : [])],
  };
};
