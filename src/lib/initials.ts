/** "Ada Rossi" → "AR": the avatar of a user without a photo (user menu, the shell's wait screen). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
