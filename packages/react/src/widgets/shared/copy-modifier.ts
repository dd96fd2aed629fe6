/** The key that copies on this platform, for the manual-copy prompt (SPEC §8). */
export function copyModifier(): 'Cmd' | 'Ctrl' {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? 'Cmd' : 'Ctrl';
}
