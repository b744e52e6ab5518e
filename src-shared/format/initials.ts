// apart from names.ts, whose staff-name rules (and their table of look-alike letters) every avatar would otherwise load
/** Avatar initials: first letters of the name's words, up to 2, uppercase, or '?'. */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!)
    .join('');
  return letters ? letters.slice(0, 2).toUpperCase() : '?';
}
