/** Top-bar link names of 25 or more characters are cut to 22 plus an ellipsis (spec part 1 §9). */
export const LINK_NAME_CUT_AT = 25;
export const LINK_NAME_KEEP = 22;

export function cutLinkName(name: string): string {
  const chars = Array.from(name);
  return chars.length >= LINK_NAME_CUT_AT ? `${chars.slice(0, LINK_NAME_KEEP).join('')}...` : name;
}
