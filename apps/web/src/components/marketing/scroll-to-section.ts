/**
 * Move to a section of the page: a glide, or a jump for visitors who prefer less motion; focus
 * follows (the section needs tabIndex -1), so keyboard and screen-reader users land there too.
 * Returns false when the section is not on this page.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
  return true;
}
