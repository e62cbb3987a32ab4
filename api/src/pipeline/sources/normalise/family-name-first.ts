// Chinese fighters are announced family name first ("Zhang Weili", "Tang Kai", "Lin Heqin": the UFC, ONE), while Bet MMA
// and some ufcstats records write the given name first ("Heqin Lin", "Pingyuan Liu"). Decision 037 (session 8).
import { nameTokens } from './names';

// Common Chinese family names in pinyin. A name is reordered only when its last word is one of these and its first is
// not, so a name already family first ("Li Jingliang", "Song Yadong") and an ambiguous one ("Wei Xie": Wei is a
// family name too) stay as the sources write them.
const FAMILY_NAMES = new Set(
  (
    'bai cai cao chen cheng cui dai deng ding dong du duan fan feng fu gao gu guo han hao he hou hu huang jiang jin kong ' +
    'lei li liang lin liu long lu luo ma mao meng ning niu pan peng qian qin qiu ren shao shen shi song su sun tan tang ' +
    'tian wan wang wei wen wu xia xiao xie xiong xu yan yang yao ye yu yuan zeng zhang zhao zheng zhong zhou zhu zou'
  ).split(' '),
);

/** The name family first when a Chinese fighter's two-word name is written given name first; otherwise null. */
export function familyNameFirst(name: string): string | null {
  const words = name.trim().split(/\s+/);
  const tokens = nameTokens(name);
  if (words.length !== 2 || tokens.length !== 2) return null;
  const [given, family] = tokens as [string, string];
  if (!FAMILY_NAMES.has(family) || FAMILY_NAMES.has(given)) return null;
  return `${words[1]} ${words[0]}`;
}
